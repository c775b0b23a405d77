import { PAYMENT_STATUS_LABELS, type Order } from '@store/shared/orders';
import { formatDollars } from '@store/shared/prices';

/** The order's payment status under its fulfilment status, once money went back; nothing while it is paid in full. */
export function PaymentNote({ order }: { order: Pick<Order, 'paymentStatus' | 'refundedCents'> }) {
  if (order.paymentStatus === 'paid') return null;
  return (
    <p className="text-xs text-stone-300">
      {PAYMENT_STATUS_LABELS[order.paymentStatus]}: {formatDollars(order.refundedCents)} back
    </p>
  );
}
