import { useId, useState } from 'react';
import { formatDollars } from '@store/shared/prices';
import type { AdminOrder } from '@store/shared/orders';
import { formatDateAndTime } from '../order-display.ts';
import { OrderCustomer } from './order-customer.tsx';
import { OrderDetail } from './order-detail.tsx';
import { OrderItemsSummary } from './order-items-summary.tsx';
import { OrderNotes } from './order-notes.tsx';
import { OrderStatusSelect } from './order-status-select.tsx';
import { ViewOrderButton } from './view-order-button.tsx';

const COLUMNS = ['Order', 'Date', 'Customer', 'Items', 'Total', 'Status', 'Notes'] as const;

/** The orders on wide screens: one row per order, its detail unfolding in a row beneath. */
export function OrdersTable({ orders, caption }: { orders: AdminOrder[]; caption: string }) {
  return (
    // Scrolls sideways if the window is narrower than the columns need; focusable so keyboards can scroll it too.
    <div role="region" aria-label="Orders table" tabIndex={0} className="overflow-x-auto rounded-2xl border border-line">
      <table className="w-full min-w-[60rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-panel text-xs tracking-wider text-muted uppercase">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-3 font-semibold first:pl-4">
                {column}
              </th>
            ))}
            <th scope="col" className="px-3 py-3 pr-4 font-semibold">
              <span className="sr-only">Details</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OrderRow({ order }: { order: AdminOrder }) {
  const detailId = useId();
  const [expanded, setExpanded] = useState(false);
  const placed = formatDateAndTime(order.createdAt);
  return (
    <>
      <tr data-testid="order-row" data-order-id={order.id} className={`align-top ${expanded ? 'bg-stone-900/60' : ''}`}>
        <th scope="row" className="px-3 py-3 pl-4 text-left font-normal">
          <span className="font-mono text-sm font-semibold whitespace-nowrap text-stone-100">{order.id}</span>
        </th>
        <td className="px-3 py-3">
          <time dateTime={order.createdAt}>
            <span className="block whitespace-nowrap text-stone-200">{placed.date}</span>
            <span className="block text-xs whitespace-nowrap text-muted">{placed.time}</span>
          </time>
        </td>
        <td className="max-w-56 px-3 py-3">
          <OrderCustomer order={order} />
        </td>
        <td className="max-w-60 px-3 py-3">
          <OrderItemsSummary order={order} />
        </td>
        <td className="px-3 py-3 font-semibold whitespace-nowrap text-stone-100">{formatDollars(order.amountCents)}</td>
        <td className="w-44 px-3 py-3">
          <OrderStatusSelect order={order} />
        </td>
        <td className="w-60 px-3 py-3">
          <OrderNotes order={order} />
        </td>
        <td className="px-3 py-3 pr-4 text-right">
          <ViewOrderButton orderId={order.id} expanded={expanded} controls={detailId} onToggle={() => setExpanded((open) => !open)} />
        </td>
      </tr>
      {expanded && (
        <tr className="bg-stone-900/60">
          <td colSpan={COLUMNS.length + 1} className="border-t border-dashed border-stone-700 px-4 pt-4 pb-6">
            <OrderDetail id={detailId} orderId={order.id} headingLevel={3} />
          </td>
        </tr>
      )}
    </>
  );
}
