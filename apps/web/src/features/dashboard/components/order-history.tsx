import { useState } from 'react';
import { describeLine } from '@store/shared/order-lines';
import { orderMoney } from '@store/shared/order-money';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, trackingUrl, type Order } from '@store/shared/orders';
import { formatDollars } from '@store/shared/prices';
import { Button } from '#web/components/button.tsx';
import type { OrderDownloads } from '@store/shared/api/orders';
import { fetchOrderDownloads, useMyOrders } from '../api/get-my-orders.ts';
import { DownloadLinkList } from './download-link-list.tsx';
import { OrderRenderFeedback } from './order-render-feedback.tsx';
import { formatDateTime } from '#web/lib/format-date-time.ts';

function Downloads({ order }: { order: Order }) {
  const [downloads, setDownloads] = useState<OrderDownloads | null>(null);
  const [failed, setFailed] = useState(false);
  if (!order.items.some((item) => item.isDigital)) return null;
  if (!downloads) {
    return (
      <div className="flex flex-col gap-1">
        <Button
          variant="secondary"
          className="self-start px-3 py-1.5 text-sm"
          onClick={() =>
            fetchOrderDownloads(order.id)
              .then(setDownloads)
              .catch(() => setFailed(true))
          }
        >
          Get download links
        </Button>
        {failed && (
          <p role="alert" className="text-sm text-red-300">
            Could not get the links. Please try again.
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2" data-testid="order-downloads">
      {downloads.map((download) => (
        <div key={download.renderId}>
          <p className="text-sm font-medium">{download.style} render, full resolution:</p>
          <DownloadLinkList links={download.links} className="mt-1" />
        </div>
      ))}
      <p className="text-xs text-stone-400">These links work for 7 days; come back here for fresh ones.</p>
    </div>
  );
}

function OrderCard({ order }: { order: Order }) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-line bg-panel p-5" data-testid="order" data-order-id={order.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">
          Order {order.id} <span className="text-sm font-normal text-stone-400">· {formatDateTime(order.createdAt)}</span>
        </p>
        <span className="rounded-full border border-stone-600 px-2.5 py-0.5 text-xs font-semibold" data-testid="order-status">
          {ORDER_STATUS_LABELS[order.status]}
        </span>
      </div>
      <ul className="text-sm text-stone-300">
        {order.items.map((item) => (
          <li key={`${item.renderId}-${item.aspectRatio}-${item.size}-${item.borderStyle ?? ''}`}>{describeLine(item).summary}</li>
        ))}
      </ul>
      <p className="text-sm">
        Total {formatDollars(order.amountCents)}
        {order.charges?.giftCardCents ? ` (and ${formatDollars(order.charges.giftCardCents)} from a gift card)` : ''}
      </p>
      {order.gift && order.shippingInfo && (
        <p className="text-sm text-stone-300" data-testid="order-gift">
          A gift for {order.gift.recipientName}, shipping to {order.shippingInfo.city}, {order.shippingInfo.country}
          {order.gift.message ? `: "${order.gift.message}"` : ''}
        </p>
      )}
      {order.paymentStatus !== 'paid' && (
        <p className="text-sm" data-testid="order-refund">
          {PAYMENT_STATUS_LABELS[order.paymentStatus]}: {formatDollars(order.refundedCents)} returned to your card
          {order.giftCardRefundedCents ? ` and ${formatDollars(order.giftCardRefundedCents)} to your gift card` : ''}, you paid{' '}
          {formatDollars(orderMoney(order).netCents)} in all.
        </p>
      )}
      {order.trackingNumbers.length > 0 && (
        <p className="text-sm">
          Tracking:{' '}
          {order.trackingNumbers.map((number) => (
            <a key={number} href={trackingUrl(number)} target="_blank" rel="noopener noreferrer" className="mr-2 text-accent underline">
              {number}
            </a>
          ))}
        </p>
      )}
      <Downloads order={order} />
      <OrderRenderFeedback order={order} />
    </li>
  );
}

/** The customer's orders: status, items, tracking when shipped, and fresh download links. */
export function OrderHistory({ enabled }: { enabled: boolean }) {
  const { data: orders } = useMyOrders(enabled);
  if (!orders || orders.length === 0) return null;
  return (
    <section aria-labelledby="your-orders" className="mt-14">
      <h2 id="your-orders" className="font-display text-2xl font-medium tracking-wide sm:text-3xl">
        Your Orders
      </h2>
      <ul className="mt-6 flex flex-col gap-4">
        {orders.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </ul>
    </section>
  );
}
