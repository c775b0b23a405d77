import { useId } from 'react';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type AdminOrder, type OrderStatus } from '@store/shared/orders';
import { PaymentNote } from './payment-note.tsx';
import { useUpdateAdminOrder } from '../api/update-admin-order.ts';
import { NotSaved } from './not-saved.tsx';

/** A border per status so the column reads at a glance; the text stays light for contrast. */
const STATUS_BORDERS: Record<OrderStatus, string> = {
  paid: 'border-amber-500/70',
  'in-production': 'border-sky-500/70',
  shipped: 'border-violet-400/70',
  delivered: 'border-emerald-500/70',
  issue: 'border-red-500/80',
};

/** The order's fulfilment status, saved the moment staff pick another one (SPEC.md section 4), with its payment status beside it. */
export function OrderStatusSelect({ order }: { order: AdminOrder }) {
  const errorId = useId();
  const update = useUpdateAdminOrder();
  // While saving, show the choice just made rather than the stored one.
  const shown = (update.isPending ? update.variables.changes.status : undefined) ?? order.status;

  return (
    <div className="flex flex-col gap-1">
      <select
        aria-label={`Status for order ${order.id}`}
        aria-describedby={update.isError ? errorId : undefined}
        value={shown}
        onChange={(event) => {
          const status = ORDER_STATUSES.find((option) => option === event.target.value);
          if (status && status !== order.status) update.mutate({ orderId: order.id, changes: { status } });
        }}
        className={`w-full min-w-44 rounded-lg border-2 bg-stone-900 px-3 py-2 text-sm text-stone-100 focus:border-accent focus:outline-none ${STATUS_BORDERS[shown]}`}
      >
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {ORDER_STATUS_LABELS[status]}
          </option>
        ))}
      </select>
      <PaymentNote order={order} />
      {update.isError && <NotSaved id={errorId} />}
    </div>
  );
}
