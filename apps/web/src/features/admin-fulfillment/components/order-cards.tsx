import { useId, useState } from 'react';
import { formatDollars } from '@store/shared/prices';
import type { AdminOrder } from '@store/shared/orders';
import { formatDateTime } from '#web/lib/format-date-time.ts';
import { OrderCustomer } from './order-customer.tsx';
import { OrderDetail } from './order-detail.tsx';
import { OrderItemsSummary } from './order-items-summary.tsx';
import { OrderNotes } from './order-notes.tsx';
import { OrderStatusSelect } from './order-status-select.tsx';
import { ViewOrderButton } from './view-order-button.tsx';

/** The orders on phones and tablets: one card per order with the same facts and controls as a table row. */
export function OrderCards({ orders }: { orders: AdminOrder[] }) {
  return (
    <ul className="flex flex-col gap-4" aria-label="Orders">
      {orders.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} />
        </li>
      ))}
    </ul>
  );
}

const CAPTION = 'text-xs font-semibold tracking-wider text-muted uppercase';

function OrderCard({ order }: { order: AdminOrder }) {
  const titleId = useId();
  const detailId = useId();
  const [expanded, setExpanded] = useState(false);
  return (
    <article
      aria-labelledby={titleId}
      data-testid="order-row"
      data-order-id={order.id}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-panel p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="font-mono text-base font-semibold break-all text-stone-100">
            {order.id}
          </h3>
          <time dateTime={order.createdAt} className="text-xs text-stone-300">
            {formatDateTime(order.createdAt)}
          </time>
        </div>
        <p className="shrink-0 text-base font-semibold text-stone-100">{formatDollars(order.amountCents)}</p>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="min-w-0">
          <p className={CAPTION}>Customer</p>
          <p>
            <OrderCustomer order={order} />
          </p>
        </div>
        <div className="min-w-0">
          <p className={CAPTION}>Items</p>
          <OrderItemsSummary order={order} />
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <div className="flex flex-col gap-1.5">
          {/* The control is named "Status for order …" itself; this is the visible start of that name. */}
          <span aria-hidden="true" className={CAPTION}>
            Status
          </span>
          <OrderStatusSelect order={order} />
        </div>
        <div className="flex flex-col gap-1.5">
          <span aria-hidden="true" className={CAPTION}>
            Notes
          </span>
          <OrderNotes order={order} />
        </div>
      </div>

      <ViewOrderButton
        orderId={order.id}
        expanded={expanded}
        controls={detailId}
        onToggle={() => setExpanded((open) => !open)}
        className="w-full sm:w-auto sm:self-start"
      />

      {expanded && (
        <div className="border-t border-dashed border-stone-700 pt-4">
          <OrderDetail id={detailId} orderId={order.id} headingLevel={4} />
        </div>
      )}
    </article>
  );
}
