import { useState, type ReactNode } from 'react';
import { lineTotalCents } from '@store/shared/cart';
import { describeLine } from '@store/shared/order-lines';
import { chargeLines } from '@store/shared/order-charges';
import { formatDollars } from '@store/shared/prices';
import { trackingUrl, type AdminOrderDetail, type OrderItem } from '@store/shared/orders';
import { Button } from '#web/components/button.tsx';
import { useAdminOrder } from '../api/get-admin-order.ts';
import { addressLines, itemDescription, printFileUrl, printProviderLabel } from '../order-display.ts';
import { SectionHeading, type HeadingLevel } from './section-heading.tsx';
import { DownloadLinksControl } from './download-links-control.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { PrintVersions } from './print-version-choice.tsx';
import { RefundControl } from './refund-control.tsx';
import { TrackingForm } from './tracking-form.tsx';

const EXTERNAL_LINK = 'font-medium break-all text-accent underline-offset-2 hover:underline';

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

        {order.gift && (
          <div data-testid="order-gift">
            <SectionHeading level={level}>Gift</SectionHeading>
            <p className="text-sm text-stone-100">
              For {order.gift.recipientName}: ships to the address below, packing slip without prices.
            </p>
            <blockquote className="mt-2 border-l-2 border-accent pl-3 text-sm whitespace-pre-line text-stone-200">
              {order.gift.message || 'No message'}
            </blockquote>
          </div>
        )}

        <div>
          <SectionHeading level={level}>{order.gift ? 'Ships to the recipient' : 'Shipping address'}</SectionHeading>
          {order.shippingInfo ? (
            <address className="text-sm leading-relaxed text-stone-100 not-italic">
              {addressLines(order.shippingInfo).map((line, index) => (
                <span key={index} className="block break-words">
                  {line}
                </span>
              ))}
            </address>
          ) : (
            <p className="text-sm text-stone-300">None: digital downloads only.</p>
          )}
        </div>

        <div>
          <SectionHeading level={level}>Payment and print</SectionHeading>
          <dl className="flex flex-col gap-2 text-sm">
            <Fact label="Payment session">
              <code className="font-mono text-xs break-all text-stone-100">{order.paymentSessionId}</code>
            </Fact>
            <Fact label="Print provider">{printProviderLabel(order.printProvider)}</Fact>
            <Fact label="Print order">
              {order.printOrderId ? (
                <code className="font-mono text-xs break-all">{order.printOrderId}</code>
              ) : (
                <span className="text-stone-300">Not sent</span>
              )}
            </Fact>
            {order.printStatus && <Fact label="Print status">{order.printStatus}</Fact>}
            {order.printDashboardUrl && (
              <Fact label="Dashboard">
                <a href={order.printDashboardUrl} target="_blank" rel="noopener noreferrer" className={EXTERNAL_LINK}>
                  Open in {printProviderLabel(order.printProvider)}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </Fact>
            )}
          </dl>
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
          {order.trackingNumbers.length === 0 ? (
            <p className="text-sm text-stone-300">No tracking numbers yet.</p>
          ) : (
            <ul className="flex flex-col gap-1 text-sm">
              {order.trackingNumbers.map((number) => (
                <TrackingNumber key={number} orderId={order.id} number={number} />
              ))}
            </ul>
          )}
          <div className="mt-3">
            <TrackingForm orderId={order.id} />
          </div>
        </div>
      </div>
    </div>
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

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8.5rem_minmax(0,1fr)] gap-2">
      <dt className="text-stone-300">{label}</dt>
      <dd className="min-w-0 text-stone-100">{children}</dd>
    </div>
  );
}

/** One tracking number, with a way to correct a mistyped one (the customer is not emailed again). */
function TrackingNumber({ orderId, number }: { orderId: string; number: string }) {
  const [correcting, setCorrecting] = useState(false);
  return (
    <li className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <a href={trackingUrl(number)} target="_blank" rel="noopener noreferrer" className={`${EXTERNAL_LINK} font-mono`}>
          {number}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        <button
          type="button"
          aria-expanded={correcting}
          onClick={() => setCorrecting(!correcting)}
          className="text-xs text-stone-300 underline"
        >
          {correcting ? 'Cancel' : 'Correct'}
          <span className="sr-only"> tracking number {number}</span>
        </button>
      </div>
      {correcting && <TrackingForm orderId={orderId} replaces={number} onDone={() => setCorrecting(false)} />}
    </li>
  );
}
