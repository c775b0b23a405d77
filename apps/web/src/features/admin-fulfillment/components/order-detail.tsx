import { lineTotalCents } from '@store/shared/cart';
import { describeLine } from '@store/shared/order-lines';
import { chargeLines } from '@store/shared/order-charges';
import { formatDollars } from '@store/shared/prices';
import type { OrderGift } from '@store/shared/gifts';
import type { AdminOrderDetail, OrderItem } from '@store/shared/orders';
import { Button } from '#web/components/button.tsx';
import { useAdminOrder } from '../api/get-admin-order.ts';
import { addressLines, itemDescription, printFileUrl } from '../order-display.ts';
import { SectionHeading, type HeadingLevel } from './section-heading.tsx';
import { DownloadLinksControl } from './download-links-control.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { OrderTracking } from './order-tracking.tsx';
import { PaymentAndPrint } from './payment-and-print.tsx';
import { PrintVersions } from './print-version-choice.tsx';
import { RefundControl } from './refund-control.tsx';

type OrderDetailProps = { id: string; orderId: string; headingLevel: HeadingLevel };

/** Everything needed to fulfil one order: what was bought, where it goes, how it was paid and printed, and its history. */
export function OrderDetail({ id, orderId, headingLevel }: OrderDetailProps) {
  const detail = useAdminOrder(orderId);
  return (
    <section id={id} aria-label={`Details for order ${orderId}`} data-testid="order-detail" aria-busy={detail.isFetching}>
      {detail.isPending && !detail.isError && (
        <p role="status" className="text-sm text-stone-300">
          Loading order...
        </p>
      )}
      {detail.isError && !detail.data && (
        <div className="flex flex-wrap items-center gap-3 text-sm text-stone-200">
          <p>Could not load this order.</p>
          <Button variant="secondary" className="px-3 py-1.5 text-sm" onClick={() => void detail.refetch()}>
            Retry
          </Button>
        </div>
      )}
      {detail.data && <OrderFacts order={detail.data} level={headingLevel} />}
    </section>
  );
}

function OrderFacts({ order, level }: { order: AdminOrderDetail; level: HeadingLevel }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="flex min-w-0 flex-col gap-6">
        <div>
          <SectionHeading level={level}>Items</SectionHeading>
          <OrderItems order={order} />
        </div>
        <div>
          <SectionHeading level={level}>Timeline</SectionHeading>
          <OrderTimeline events={order.timeline} />
        </div>
      </div>

      <div className="flex min-w-0 flex-col gap-6">
        {order.printVersions.length > 0 && (
          <div>
            <SectionHeading level={level}>Print version</SectionHeading>
            <PrintVersions orderId={order.id} versions={order.printVersions} />
          </div>
        )}

        {order.gift && <GiftNote gift={order.gift} level={level} />}

        <div>
          <SectionHeading level={level}>{order.gift ? 'Ships to the recipient' : 'Shipping address'}</SectionHeading>
          <ShippingAddress order={order} />
        </div>

        <div>
          <SectionHeading level={level}>Payment and print</SectionHeading>
          <PaymentAndPrint order={order} />
        </div>

        <div>
          <SectionHeading level={level}>Refunds</SectionHeading>
          <RefundControl order={order} />
        </div>

        {order.items.some((item) => item.isDigital) && (
          <div>
            <SectionHeading level={level}>Download links</SectionHeading>
            <DownloadLinksControl order={order} />
          </div>
        )}

        <div>
          <SectionHeading level={level}>Tracking</SectionHeading>
          <OrderTracking order={order} />
        </div>
      </div>
    </div>
  );
}

/** What was bought, line by line, then the charges and the total. */
function OrderItems({ order }: { order: AdminOrderDetail }) {
  return (
    <>
      <ul className="flex flex-col gap-3">
        {order.items.map((item, index) => (
          <li key={`${item.renderId}-${item.size}-${item.borderStyle ?? ''}-${index}`}>
            <ItemRow item={item} />
          </li>
        ))}
      </ul>
      {chargeLines(order).map((charge, index) => (
        <p key={charge.label} className={`flex justify-between text-sm ${index === 0 ? 'mt-3 border-t border-line pt-3' : 'mt-1'}`}>
          <span className="text-stone-300">{charge.label}</span>
          <span className="text-stone-100">{charge.amount}</span>
        </p>
      ))}
      <p className="mt-3 flex justify-between border-t border-line pt-3 text-sm">
        <span className="text-stone-300">Total</span>
        <span className="font-semibold text-stone-100">{formatDollars(order.amountCents)}</span>
      </p>
    </>
  );
}

function GiftNote({ gift, level }: { gift: OrderGift; level: HeadingLevel }) {
  return (
    <div data-testid="order-gift">
      <SectionHeading level={level}>Gift</SectionHeading>
      <p className="text-sm text-stone-100">For {gift.recipientName}: ships to the address below, packing slip without prices.</p>
      <blockquote className="mt-2 border-l-2 border-accent pl-3 text-sm whitespace-pre-line text-stone-200">
        {gift.message || 'No message'}
      </blockquote>
    </div>
  );
}

function ShippingAddress({ order }: { order: AdminOrderDetail }) {
  if (!order.shippingInfo) return <p className="text-sm text-stone-300">None: digital downloads only.</p>;
  return (
    <address className="text-sm leading-relaxed text-stone-100 not-italic">
      {addressLines(order.shippingInfo).map((line, index) => (
        <span key={index} className="block break-words">
          {line}
        </span>
      ))}
    </address>
  );
}

function ItemRow({ item }: { item: OrderItem }) {
  return (
    <div className="flex items-start gap-3">
      <img
        src={item.image}
        alt={`${item.style} render`}
        width={64}
        height={64}
        loading="lazy"
        decoding="async"
        className="size-16 shrink-0 rounded-lg border border-line bg-stone-950 object-contain"
      />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold text-stone-100">{describeLine(item).title}</p>
        <p className="text-stone-300">{itemDescription(item)}</p>
        <p className="text-xs text-muted">
          Qty {item.quantity} × {formatDollars(item.unitPriceCents)}
        </p>
        {!item.isDigital && (
          <a
            href={printFileUrl(item)}
            download
            className="mt-1 inline-block text-xs font-medium text-accent underline-offset-2 hover:underline"
          >
            Download print file<span className="sr-only">: {itemDescription(item)}</span> (full resolution)
          </a>
        )}
      </div>
      <p className="shrink-0 text-sm font-semibold text-stone-100">{formatDollars(lineTotalCents(item))}</p>
    </div>
  );
}
