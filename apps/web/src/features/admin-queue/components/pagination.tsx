type PaginationProps = { page: number; totalPages: number; onChange: (page: number) => void };

const BUTTON =
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-40';
const IDLE = 'border-stone-700 text-stone-200 hover:border-accent hover:text-accent';
const CURRENT = 'border-accent bg-accent text-ink';

/** Page numbers to show: all of them when few, else the first, the last and the current one with its neighbours. */
export function pageNumbers(page: number, totalPages: number): (number | 'gap')[] {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, index) => index + 1);
  const shown = new Set([1, totalPages, page - 1, page, page + 1].filter((number) => number >= 1 && number <= totalPages));
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((number, index) => (index > 0 && number - (sorted[index - 1] ?? number) > 1 ? ['gap' as const, number] : [number]));
}

export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-2">
      <button type="button" className={`${BUTTON} ${IDLE}`} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Previous
      </button>
      {pageNumbers(page, totalPages).map((number, index) =>
        number === 'gap' ? (
          <span key={`gap-${index}`} className="px-1 text-stone-400" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={number}
            type="button"
            aria-current={number === page ? 'page' : undefined}
            onClick={() => onChange(number)}
            className={`${BUTTON} ${number === page ? CURRENT : IDLE}`}
          >
            <span className="sr-only">Page </span>
            {number}
          </button>
        ),
      )}
      <button type="button" className={`${BUTTON} ${IDLE}`} disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        Next
      </button>
    </nav>
  );
}
