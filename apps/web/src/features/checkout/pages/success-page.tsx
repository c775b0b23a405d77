import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { lineTotalCents } from '@store/shared/cart';
import { chargeLines } from '@store/shared/order-charges';
import { describeLine } from '@store/shared/order-lines';
import type { Order } from '@store/shared/orders';
import { formatDollars } from '@store/shared/prices';
import { buttonClasses } from '#web/components/button.tsx';
import { GalleryConsentCheckbox } from '#web/components/gallery-consent-checkbox.tsx';
import { routes } from '#web/config/paths.ts';
import { updateCheckoutChoices } from '#web/lib/cart/checkout-choices.ts';
import { useOrderBySession } from '../api/get-order-by-session.ts';
import { PageMeta } from '#web/components/page-meta.tsx';

/** The lookup polls every 1.5 s for about 90 s; after that the page says the payment is still being confirmed. */
const GIVE_UP_AFTER_MS = 90_000;

/** Asked once after paying, per render of the order; the dashboard keeps the answer changeable. */
function GalleryInvitation({ order }: { order: Order }) {
  const renders = [...new Map(order.items.map((item) => [item.renderId, item.style]))];
  return (
    <div className="mt-6 flex flex-col gap-4 rounded-2xl border border-line bg-panel p-6 sm:p-8">
      <h2 className="font-display text-xl font-semibold tracking-wide">Proud of it? Share it with other riders</h2>
      {renders.map(([renderId, style]) => (
        <div key={renderId} className="flex flex-col gap-1">
          {renders.length > 1 && <p className="text-sm font-semibold text-stone-300">{style} render</p>}
          <GalleryConsentCheckbox renderId={renderId} source="purchase" />
        </div>
      ))}
    </div>
  );
}

function OrderSummary({ order }: { order: Order }) {
  const shipping = order.shippingInfo;
  const charges = chargeLines(order);
  const hasDigital = order.items.some((item) => item.isDigital);
  return (
    <div className="mt-8 flex flex-col gap-6 rounded-2xl border border-line bg-panel p-6 sm:p-8" data-testid="order-summary">
      <p className="text-sm text-stone-300">
        Order number <strong className="text-stone-100">{order.id}</strong>
      </p>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-xs uppercase tracking-wider text-stone-400">Name</dt>
          <dd className="mt-1">{order.name}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wider text-stone-400">Email</dt>
          <dd className="mt-1">{order.email}</dd>
        </div>
        {shipping && (
          <div className="sm:col-span-2">
            <dt className="text-xs uppercase tracking-wider text-stone-400">{order.gift ? 'Ships as a gift to' : 'Shipping address'}</dt>
            <dd className="mt-1">
              {shipping.name}
              <br />
              {shipping.line1}
              {shipping.line2 ? `, ${shipping.line2}` : ''}
              <br />
              {shipping.city}, {shipping.state} {shipping.postal_code}, {shipping.country}
            </dd>
          </div>
        )}
        {order.gift && (
          <div className="sm:col-span-2" data-testid="order-gift">
            <dt className="text-xs uppercase tracking-wider text-stone-400">Gift message</dt>
            <dd className="mt-1 whitespace-pre-line">{order.gift.message || 'No message'}</dd>
            <dd className="mt-1 text-sm text-stone-400">The packing slip shows your message and no prices.</dd>
          </div>
        )}
      </dl>
      <ul className="divide-y divide-line border-y border-line">
        {order.items.map((item) => (
          <li key={`${item.renderId}-${item.aspectRatio}-${item.size}-${item.borderStyle ?? ''}`} className="flex items-center gap-4 py-3">
            {item.image && (
              <img
                src={item.image}
                alt={`${item.style} render`}
                width={56}
                height={56}
                className="size-14 rounded-lg object-cover"
                draggable={false}
              />
            )}
            <span className="flex-1 text-sm">{describeLine(item).summary}</span>
            <span className="text-sm font-semibold">{formatDollars(lineTotalCents(item))}</span>
          </li>
        ))}
      </ul>
      {charges.length > 0 && (
        <div className="flex flex-col gap-1 text-sm text-stone-300" data-testid="order-charges">
          {charges.map((charge) => (
            <p key={charge.label} className="flex justify-between">
              <span>{charge.label}</span>
              <span>{charge.amount}</span>
            </p>
          ))}
        </div>
      )}
      <p className="flex justify-between text-lg font-semibold">
        <span>Total paid</span>
        <span>{formatDollars(order.amountCents)}</span>
      </p>
      <p className="text-sm text-stone-300">
        {hasDigital && 'Your download links are on their way to your inbox. '}
        {shipping && 'Your canvas is made to order and ships in 5-14 business days; we email the tracking link when it ships.'}
      </p>
    </div>
  );
}

/** After payment: the order summary once the payment is confirmed, waiting for it when the event is slower than the customer. */
export default function SuccessPage() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id') ?? '';
  const lookup = useOrderBySession(sessionId);
  const order = lookup.data?.order ?? null;
  const notFound = sessionId === '' || lookup.isError;
  const [startedAt] = useState(Date.now);
  const gaveUp = !order && lookup.data?.status === 'pending' && lookup.dataUpdatedAt - startedAt > GIVE_UP_AFTER_MS;

  // The code was used by this order: the next cart starts without it.
  useEffect(() => {
    if (order) updateCheckoutChoices({ discount: null, giftCard: null, gift: null });
  }, [order]);

  return (
    <>
      <PageMeta title="Order confirmed" />
      <section className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <h1 className="font-display text-4xl font-bold tracking-wide">{order ? 'Thank you for your order!' : 'Order confirmation'}</h1>
        {order && <OrderSummary order={order} />}
        {order && <GalleryInvitation order={order} />}
        {!order && !notFound && !gaveUp && (
          <p className="mt-8 text-stone-300" role="status">
            Loading your order...
          </p>
        )}
        {gaveUp && (
          <p className="mt-8 text-stone-300">
            Your payment is still being confirmed. We will email you as soon as it is, and the order will appear on your dashboard.
          </p>
        )}
        {notFound && (
          <p className="mt-8 text-stone-300">
            We could not find this order. If you paid, it is on your dashboard and in your email; otherwise contact us and we will sort it
            out.
          </p>
        )}
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={routes.dashboard.href()} className={buttonClasses('primary')}>
            Go to your dashboard
          </Link>
          <Link to={routes.gallery.href()} className={buttonClasses('secondary')}>
            Keep browsing
          </Link>
        </div>
      </section>
    </>
  );
}
