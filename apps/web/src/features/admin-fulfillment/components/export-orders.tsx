import { useState } from 'react';
import { buttonClasses } from '#web/components/button.tsx';
import { ordersCsvUrl } from '../api/export-orders.ts';

const DATE_INPUT =
  'rounded-lg border border-stone-700 bg-stone-900 px-3 py-2 text-sm text-stone-100 focus:border-accent focus:outline-none [color-scheme:dark]';

/** Orders as CSV, optionally between two days; leaving both empty exports every order. */
export function ExportOrders() {
  const [range, setRange] = useState({ from: '', to: '' });
  const backwards = range.from !== '' && range.to !== '' && range.from > range.to;
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-panel px-4 py-3">
      <label className="flex flex-col gap-1 text-xs font-medium text-stone-300">
        From
        <input
          type="date"
          className={DATE_INPUT}
          value={range.from}
          onChange={(event) => setRange({ ...range, from: event.target.value })}
        />
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium text-stone-300">
        To
        <input type="date" className={DATE_INPUT} value={range.to} onChange={(event) => setRange({ ...range, to: event.target.value })} />
      </label>
      {backwards ? (
        <p role="alert" className="pb-2 text-sm text-red-300">
          The start day must not be after the end day.
        </p>
      ) : (
        <a href={ordersCsvUrl(range)} download className={buttonClasses('secondary', 'text-sm')}>
          Export orders CSV
        </a>
      )}
    </div>
  );
}
