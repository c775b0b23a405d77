import type { ReactNode } from 'react';

type Column<Row> = { label: string; value: (row: Row) => string };

type ChartFigureProps<Row> = {
  title: string;
  /** One sentence with what the chart shows, read before the chart. */
  summary: string;
  rows: Row[];
  columns: Column<Row>[];
  children: ReactNode;
};

/** A chart with its text equivalent: a caption that sums it up and, one click away, its numbers as a table. */
export function ChartFigure<Row>({ title, summary, rows, columns, children }: ChartFigureProps<Row>) {
  return (
    <figure className="flex min-w-0 flex-col gap-3 rounded-2xl border border-line bg-panel p-4 sm:p-5">
      <figcaption>
        <span className="block font-display text-lg font-semibold tracking-wide text-stone-100">{title}</span>
        <span className="block text-sm text-stone-300">{summary}</span>
      </figcaption>
      <div aria-hidden="true">{children}</div>
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-accent">Show as table</summary>
        {/* Focusable so keyboard users can scroll a long range's rows. */}
        <div className="mt-3 max-h-80 overflow-auto" tabIndex={0} role="region" aria-label={`${title}, table`}>
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">{title}, by day</caption>
            <thead className="sticky top-0 bg-panel text-xs tracking-wider text-muted uppercase">
              <tr>
                {columns.map((column) => (
                  <th key={column.label} scope="col" className="py-2 pr-4 font-semibold">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index} className="border-t border-line">
                  {columns.map((column, columnIndex) =>
                    columnIndex === 0 ? (
                      <th key={column.label} scope="row" className="py-1.5 pr-4 font-medium text-stone-200">
                        {column.value(row)}
                      </th>
                    ) : (
                      <td key={column.label} className="py-1.5 pr-4 text-stone-100">
                        {column.value(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
