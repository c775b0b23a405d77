import { useId, useState } from 'react';
import { formatDollars } from '@store/shared/prices';
import type { MissingOrder } from '@store/shared/orders';
import { Button, buttonClasses } from '#web/components/button.tsx';
import { useMissingOrders } from '../api/get-missing-orders.ts';
import { useRecreateOrder } from '../api/recreate-order.ts';
import { formatDateTime } from '#web/lib/format-date-time.ts';
import { unixSecondsToIso } from '../order-display.ts';

/** SPEC.md section 8: the recreate outcomes are alerts. */
const RECREATED = 'Order recreated successfully.';
const RECREATE_FAILED = 'Failed to recreate order.';

/** Paid payment sessions that never became an order (a lost payment event), and the way to make the order after all. */
export function MissingOrders({ wide }: { wide: boolean }) {
  const headingId = useId();
  const [checked, setChecked] = useState(false);
  const missing = useMissingOrders(checked);
  const recreate = useRecreateOrder();

  // Guarded rather than disabled, so the button keeps keyboard focus while the provider answers.
  function check() {
    if (missing.isFetching) return;
    if (!checked) {
      setChecked(true);
      return;
    }
    void missing.refetch();
  }

  async function handleRecreate(entry: MissingOrder) {
    if (recreate.isPending) return;
    let success = false;
    try {
      success = (await recreate.mutateAsync({ sessionId: entry.sessionId, tempId: entry.tempId })).success;
    } catch {
      success = false;
    }
    window.alert(success ? RECREATED : RECREATE_FAILED);
  }

  const recreating = recreate.isPending ? recreate.variables.sessionId : null;
  const entries = missing.data?.missingOrders;

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line bg-panel p-4 sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id={headingId} className="font-display text-xl font-semibold tracking-wide">
            Missing orders
          </h2>
          <p className="text-sm text-stone-300">Paid checkouts from the last 30 days that have no order.</p>
        </div>
        <Button
          variant="secondary"
          className="px-4 py-2 text-sm aria-disabled:cursor-wait aria-disabled:opacity-60 sm:shrink-0"
          onClick={check}
          aria-disabled={missing.isFetching || undefined}
        >
          Check for missing orders
        </Button>
      </div>

      {checked && (
        <div className="mt-4 border-t border-line pt-4" aria-busy={missing.isFetching} data-testid="missing-orders">
          {missing.isFetching ? (
            <p role="status" className="text-sm text-stone-300">
              Checking with the payment provider...
            </p>
          ) : missing.isError ? (
            <p role="alert" className="text-sm text-red-300">
              Could not reach the payment provider. Try again.
            </p>
          ) : entries && entries.length === 0 ? (
            <p role="status" className="text-sm text-stone-200">
              No missing orders.
            </p>
          ) : entries ? (
            <MissingOrderList entries={entries} wide={wide} recreating={recreating} onRecreate={(entry) => void handleRecreate(entry)} />
          ) : null}
        </div>
      )}
    </section>
  );
}

type ListProps = { entries: MissingOrder[]; wide: boolean; recreating: string | null; onRecreate: (entry: MissingOrder) => void };

function MissingOrderList({ entries, wide, recreating, onRecreate }: ListProps) {
  return (
    <>
      <p role="status" className="mb-3 text-sm text-stone-200">
        {entries.length === 1 ? '1 paid checkout has no order.' : `${entries.length} paid checkouts have no order.`}
      </p>
      {wide ? (
        <MissingOrderTable entries={entries} recreating={recreating} onRecreate={onRecreate} />
      ) : (
        <MissingOrderCards entries={entries} recreating={recreating} onRecreate={onRecreate} />
      )}
    </>
  );
}

/** On a wide screen: one row per paid checkout without an order. */
function MissingOrderTable({ entries, recreating, onRecreate }: Omit<ListProps, 'wide'>) {
  return (
    <div role="region" aria-label="Missing orders table" tabIndex={0} className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full min-w-[48rem] border-collapse text-left text-sm">
        <thead className="bg-stone-900 text-xs tracking-wider text-muted uppercase">
          <tr>
            <th scope="col" className="px-3 py-2.5 pl-4 font-semibold">
              Payment session
            </th>
            <th scope="col" className="px-3 py-2.5 font-semibold">
              Email
            </th>
            <th scope="col" className="px-3 py-2.5 font-semibold">
              Amount
            </th>
            <th scope="col" className="px-3 py-2.5 font-semibold">
              Paid
            </th>
            <th scope="col" className="px-3 py-2.5 pr-4 font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {entries.map((entry) => (
            <tr key={entry.sessionId} data-testid="missing-order" data-session-id={entry.sessionId}>
              <th scope="row" className="px-3 py-2.5 pl-4 text-left font-normal">
                <code className="font-mono text-xs break-all text-stone-100">{entry.sessionId}</code>
              </th>
              <td className="px-3 py-2.5 break-all text-stone-200">{entry.email}</td>
              <td className="px-3 py-2.5 font-semibold whitespace-nowrap text-stone-100">{formatDollars(entry.amount)}</td>
              <td className="px-3 py-2.5 whitespace-nowrap text-stone-200">
                <CreatedAt seconds={entry.created} />
              </td>
              <td className="px-3 py-2.5 pr-4 text-right">
                <RecreateButton entry={entry} recreating={recreating} onRecreate={onRecreate} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** On a narrow screen: one card per paid checkout without an order. */
function MissingOrderCards({ entries, recreating, onRecreate }: Omit<ListProps, 'wide'>) {
  return (
    <ul className="flex flex-col gap-3">
      {entries.map((entry) => (
        <li
          key={entry.sessionId}
          data-testid="missing-order"
          data-session-id={entry.sessionId}
          className="flex flex-col gap-3 rounded-xl border border-line bg-stone-900 p-3"
        >
          <dl className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
            <dt className="text-stone-300">Session</dt>
            <dd>
              <code className="font-mono text-xs break-all text-stone-100">{entry.sessionId}</code>
            </dd>
            <dt className="text-stone-300">Email</dt>
            <dd className="break-all text-stone-100">{entry.email}</dd>
            <dt className="text-stone-300">Amount</dt>
            <dd className="font-semibold text-stone-100">{formatDollars(entry.amount)}</dd>
            <dt className="text-stone-300">Paid</dt>
            <dd className="text-stone-100">
              <CreatedAt seconds={entry.created} />
            </dd>
          </dl>
          <RecreateButton entry={entry} recreating={recreating} onRecreate={onRecreate} className="w-full" />
        </li>
      ))}
    </ul>
  );
}

function CreatedAt({ seconds }: { seconds: number }) {
  const iso = unixSecondsToIso(seconds);
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}

type RecreateButtonProps = {
  entry: MissingOrder;
  recreating: string | null;
  onRecreate: (entry: MissingOrder) => void;
  className?: string;
};

function RecreateButton({ entry, recreating, onRecreate, className = '' }: RecreateButtonProps) {
  return (
    <button
      type="button"
      aria-disabled={recreating !== null || undefined}
      onClick={() => onRecreate(entry)}
      className={buttonClasses('primary', `px-3 py-1.5 text-sm aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ${className}`)}
    >
      {recreating === entry.sessionId ? 'Recreating...' : 'Recreate'}
      <span className="sr-only"> order for session {entry.sessionId}</span>
    </button>
  );
}
