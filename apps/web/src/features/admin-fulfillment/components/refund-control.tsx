import { useState, type FormEvent } from 'react';
import { apiRoutes } from '@store/shared/api/routes';
import type { AdminOrderDetail } from '@store/shared/orders';
import { formatDollars } from '@store/shared/prices';
import { describeRefundSplit, orderPayments, refundableTotalCents, refundSplit, type OrderPayments } from '@store/shared/gift-cards';
import { centsFromDollars, REFUND_MESSAGES, REFUND_REASON_MAX_LENGTH, refundAmountProblem } from '@store/shared/refunds';
import { Button } from '#web/components/button.tsx';
import { TextAreaField, TextField } from '#web/components/form-field.tsx';
import { Modal } from '#web/components/modal.tsx';
import { StatusMessage } from '#web/components/status-message.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useMayCall } from '#web/lib/permissions.ts';
import { useRefundOrder } from '../api/refund-order.ts';

/** What has been refunded of the order, and the Refund action that opens the dialog. */
export function RefundControl({ order }: { order: AdminOrderDetail }) {
  const mayRefund = useMayCall(apiRoutes.orders.refund);
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const left = refundableTotalCents(orderPayments(order));
  return (
    <div className="flex flex-col items-start gap-2 text-sm">
      <p className="text-stone-300" data-testid="refunded-amount">
        {order.refundedCents > 0
          ? `Refunded ${formatDollars(order.refundedCents)} of ${formatDollars(order.amountCents)}.`
          : `Nothing refunded of ${formatDollars(order.amountCents)}.`}
      </p>
      {left === 0 ? (
        <p className="text-stone-300">{REFUND_MESSAGES.fullyRefunded}</p>
      ) : !mayRefund ? (
        <p className="text-stone-400">{REFUND_MESSAGES.ownersOnly}</p>
      ) : (
        <Button
          variant="secondary"
          className="px-3 py-1.5 text-sm"
          onClick={() => {
            setDone(null);
            setOpen(true);
          }}
        >
          Refund<span className="sr-only"> order {order.id}</span>
        </Button>
      )}
      {done && <StatusMessage tone="success">{done}</StatusMessage>}
      <Modal open={open} onClose={() => setOpen(false)} title={`Refund order ${order.id}`} size="sm">
        <RefundForm
          order={order}
          onRefunded={(amountCents) => {
            setOpen(false);
            setDone(`Refunded ${formatDollars(amountCents)}. The customer has been emailed.`);
          }}
        />
      </Modal>
    </div>
  );
}

/** The amount the dialog's choice stands for, or null while there is none. */
function chosenCents(kind: 'full' | 'partial' | null, amount: string, left: number): number | null {
  if (kind === 'full') return left;
  if (kind === 'partial') return centsFromDollars(amount);
  return null;
}

/** What the customer will get back with the choice as it stands, and on which card (decision 046), once it is an amount that can be refunded. */
function Receives({ amountCents, left, payments }: { amountCents: number | null; left: number; payments: OrderPayments }) {
  const valid = amountCents !== null && refundAmountProblem(amountCents, left) === null;
  return (
    <p className="font-medium text-stone-100" data-testid="refund-receives" aria-live="polite">
      {!valid
        ? 'The customer will receive nothing until you choose an amount.'
        : payments.giftCardCents > 0
          ? describeRefundSplit(refundSplit(payments, amountCents))
          : `The customer will receive ${formatDollars(amountCents)}.`}
    </p>
  );
}

/** Lives only while the dialog is open: each opening is a new refund with its own idempotency key. */
function RefundForm({ order, onRefunded }: { order: AdminOrderDetail; onRefunded: (amountCents: number) => void }) {
  const payments = orderPayments(order);
  const left = refundableTotalCents(payments);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  // Nothing is chosen at first: a refund is always an amount staff picked.
  const [kind, setKind] = useState<'full' | 'partial' | null>(null);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const refund = useRefundOrder();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (refund.isPending) return;
    const amountCents = chosenCents(kind, amount, left);
    const problem =
      kind === null
        ? REFUND_MESSAGES.chooseAmount
        : amountCents === null
          ? REFUND_MESSAGES.notAnAmount
          : refundAmountProblem(amountCents, left);
    setAmountError(problem ?? undefined);
    setError(null);
    if (amountCents === null || problem) return;
    try {
      await refund.mutateAsync({ orderId: order.id, refund: { amountCents, reason: reason.trim(), idempotencyKey } });
      onRefunded(amountCents);
    } catch (failure) {
      const refused = failure instanceof ApiError && failure.status >= 400 && failure.status < 500;
      // A refusal is final, so the next try is a new refund; after no answer the same key finds out what happened.
      if (refused) setIdempotencyKey(crypto.randomUUID());
      setError(failure instanceof ApiError && failure.message ? failure.message : 'Could not refund. Try again.');
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4 text-sm">
      <p className="text-stone-300">
        Paid {formatDollars(order.amountCents)}
        {order.refundedCents > 0 ? `, refunded ${formatDollars(order.refundedCents)} so far` : ''}
        {payments.giftCardCents > 0
          ? `, and ${formatDollars(payments.giftCardCents)} with a gift card${payments.giftCardRefundedCents > 0 ? ` (${formatDollars(payments.giftCardRefundedCents)} back on it so far)` : ''}. Money goes back to the payment card first, the rest onto the gift card`
          : '. The money goes back to the card the customer paid with'}
        , and they get an email.
      </p>
      <RefundKindChoice kind={kind} left={left} onChange={setKind} />
      {kind === 'partial' && (
        <TextField
          label="Amount in dollars"
          inputMode="decimal"
          autoComplete="off"
          placeholder="12.50"
          value={amount}
          error={amountError}
          onChange={(event) => {
            setAmount(event.target.value);
            setAmountError(undefined);
          }}
        />
      )}
      {kind !== 'partial' && amountError && <StatusMessage tone="error">{amountError}</StatusMessage>}
      <Receives amountCents={chosenCents(kind, amount, left)} left={left} payments={payments} />
      <TextAreaField
        label="Reason (for the timeline, optional)"
        value={reason}
        maxLength={REFUND_REASON_MAX_LENGTH}
        onChange={(event) => setReason(event.target.value)}
      />
      {order.items.some((item) => item.isDigital) && kind === 'full' && (
        <p className="text-stone-300">A full refund also turns off the order's download links.</p>
      )}
      {error && <StatusMessage tone="error">{error}</StatusMessage>}
      <Button type="submit" disabled={refund.isPending} className="self-start">
        {refund.isPending ? 'Refunding...' : 'Refund'}
      </Button>
    </form>
  );
}

/** Everything left or part of it: nothing is chosen until staff choose. */
function RefundKindChoice({
  kind,
  left,
  onChange,
}: {
  kind: 'full' | 'partial' | null;
  left: number;
  onChange: (kind: 'full' | 'partial') => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium text-stone-200">How much</legend>
      <label className="flex items-center gap-2">
        <input type="radio" name="refund-kind" checked={kind === 'full'} onChange={() => onChange('full')} className="accent-amber-500" />
        Everything left: {formatDollars(left)}
      </label>
      <label className="flex items-center gap-2">
        <input
          type="radio"
          name="refund-kind"
          checked={kind === 'partial'}
          onChange={() => onChange('partial')}
          className="accent-amber-500"
        />
        Part of it
      </label>
    </fieldset>
  );
}
