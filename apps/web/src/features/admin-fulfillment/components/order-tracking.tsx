import { useState } from 'react';
import { trackingUrl, type AdminOrderDetail } from '@store/shared/orders';
import { ExternalLink } from './external-link.tsx';
import { TrackingForm } from './tracking-form.tsx';

/** One tracking number, with a way to correct a mistyped one (the customer is not emailed again). */
function TrackingNumber({ orderId, number }: { orderId: string; number: string }) {
  const [correcting, setCorrecting] = useState(false);
  return (
    <li className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <ExternalLink href={trackingUrl(number)} className="font-mono">
          {number}
        </ExternalLink>
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

/** An order's tracking numbers and the form that adds one. */
export function OrderTracking({ order }: { order: AdminOrderDetail }) {
  return (
    <>
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
    </>
  );
}
