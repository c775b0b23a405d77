import type { FastifyBaseLogger } from 'fastify';
import { PAYMENT_STATUS_LABELS, paymentStatusAfterRefunds, type AdminOrderDetail } from '@store/shared/orders';
import { formatDollars } from '@store/shared/prices';
import { orderPayments, refundableTotalCents, refundSplit } from '@store/shared/gift-cards';
import { REFUND_MESSAGES, refundAmountProblem, type RefundRequest } from '@store/shared/refunds';
import type { Transact } from '#server/db/transaction.ts';
import { HttpError } from '#server/http-errors.ts';
import type { Mailer } from '#server/providers/mail/mailer.ts';
import { RefundRefused, type PaymentProvider } from '#server/providers/payment/payment-provider.ts';
import type { GiftCardService } from '../gift-cards/gift-card-service.ts';
import type { AdminOrders } from './admin-orders.ts';
import { refundEmail } from './order-emails.ts';
import { toCustomerOrder, type OrderRecord } from './order-records.ts';
import type { OrderRepository } from './order-repository.ts';
import type { RefundRecord, RefundRepository } from './refund-repository.ts';

/** Stands for the provider's refund id on a refund made wholly onto the gift card. */
const GIFT_CARD_REFUND_ID = 'gift-card';

/** The request was not the one first made with its idempotency key. */
const KEY_REUSED = () => new HttpError(409, 'IDEMPOTENCY_KEY_REUSED', REFUND_MESSAGES.keyReused);

/** The amount would take the order's refunds past what was paid: its transaction rolls back. */
class OverRefund extends Error {}

function refundMessage(refund: RefundRecord): string {
  const total = `Refunded ${formatDollars(refund.amountCents)}`;
  if (refund.giftCardCents === 0) return total;
  const toPayment = refund.amountCents - refund.giftCardCents;
  return `${total} (${toPayment > 0 ? `${formatDollars(toPayment)} to the payment card, ` : ''}${formatDollars(refund.giftCardCents)} back onto the gift card)`;
}

type RefundsDeps = {
  orders: OrderRepository;
  refunds: RefundRepository;
  payments: PaymentProvider;
  transact: Transact;
  mailer: Mailer;
  giftCards: Pick<GiftCardService, 'giveBack'>;
  detail: AdminOrders['detail'];
  log: FastifyBaseLogger;
};

/** The refund this key names: the one already there, or a new one set aside now. */
async function pendingOrRepeat(deps: RefundsDeps, order: OrderRecord, request: RefundRequest, actor: string): Promise<RefundRecord> {
  const existing = await deps.refunds.findByKey(request.idempotencyKey);
  if (existing) {
    if (existing.orderId !== order.id || existing.amountCents !== request.amountCents) throw KEY_REUSED();
    return existing;
  }
  const problem = refundAmountProblem(request.amountCents, refundableTotalCents(orderPayments(order)));
  if (problem) throw new HttpError(400, 'INVALID_AMOUNT', problem);
  const split = refundSplit(orderPayments(order), request.amountCents);
  const created = await deps
    .transact(async () => {
      const id = await deps.refunds.insertPending({
        orderId: order.id,
        amountCents: request.amountCents,
        giftCardCents: split.toGiftCardCents,
        reason: request.reason,
        idempotencyKey: request.idempotencyKey,
        createdBy: actor,
      });
      if (!id) return null;
      if (!(await deps.refunds.reserve(order.id, split))) throw new OverRefund();
      return { id, giftCardCents: split.toGiftCardCents };
    })
    .catch(async (error: unknown) => {
      if (!(error instanceof OverRefund)) throw error;
      const latest = (await deps.orders.findById(order.id)) ?? order;
      throw new HttpError(
        400,
        'INVALID_AMOUNT',
        refundAmountProblem(request.amountCents, refundableTotalCents(orderPayments(latest))) ?? REFUND_MESSAGES.concurrent,
      );
    });
  // Another request with the same key got there first (a double click): carry on with its refund.
  if (!created) return pendingOrRepeat(deps, order, request, actor);
  return {
    id: created.id,
    giftCardCents: created.giftCardCents,
    orderId: order.id,
    amountCents: request.amountCents,
    reason: request.reason,
    status: 'pending',
    providerRefundId: null,
  };
}

async function complete(
  deps: RefundsDeps,
  order: OrderRecord,
  refund: RefundRecord,
  providerRefundId: string,
  actor: string,
): Promise<void> {
  await deps.transact(async () => {
    if (!(await deps.refunds.markSucceeded(refund.id, providerRefundId))) return;
    if (refund.giftCardCents > 0 && order.giftCardId) await deps.giftCards.giveBack(order.giftCardId, refund.giftCardCents);
    const refunded = await deps.refunds.succeededTotal(order.id);
    const paymentStatus = paymentStatusAfterRefunds({ amountCents: order.amountCents + (order.charges?.giftCardCents ?? 0) }, refunded);
    const full = paymentStatus === 'refunded';
    await deps.orders.update(order.id, { paymentStatus });
    await deps.orders.addEvent(order.id, {
      kind: 'refund',
      message: `${refundMessage(refund)}${refund.reason ? `: ${refund.reason}` : ''}`,
      actor,
    });
    if (paymentStatus !== order.paymentStatus)
      await deps.orders.addEvent(order.id, {
        kind: 'payment',
        message: `${PAYMENT_STATUS_LABELS[order.paymentStatus]} → ${PAYMENT_STATUS_LABELS[paymentStatus]}`,
        actor,
      });
    if (full && order.items.some((item) => item.isDigital)) {
      await deps.refunds.revokePurchases(order);
      if (await deps.orders.revokeDownloads(order.id))
        await deps.orders.addEvent(order.id, { kind: 'downloads', message: 'Download links turned off (full refund)', actor });
    }
    await deps.mailer.queue(
      order.email,
      refundEmail(toCustomerOrder(order), { amountCents: refund.amountCents, giftCardCents: refund.giftCardCents, full }),
    );
    await deps.orders.addEvent(order.id, { kind: 'email', message: 'Refund email sent', actor });
  });
}

/**
 * Staff give money back through the payment provider. The amount is set aside on the order
 * first (so refunds at once cannot pass what was paid), then the provider is asked with the
 * dialog's idempotency key (so a repeat refunds once), then the order, its timeline, the
 * customer's email and, on a full refund, the end of digital access commit together.
 */
export function createRefunds(deps: RefundsDeps) {
  const { orders, refunds, payments, transact } = deps;

  return {
    async refund(orderId: string, request: RefundRequest, actor: string): Promise<AdminOrderDetail> {
      const order = await orders.findById(orderId);
      if (!order) throw new HttpError(404, 'NOT_FOUND', 'Order not found.');
      const refund = await pendingOrRepeat(deps, order, request, actor);
      if (refund.status === 'succeeded') return deps.detail(orderId);
      const toPaymentCents = refund.amountCents - refund.giftCardCents;
      // All of it goes back onto the gift card: the payment provider has nothing to do.
      if (toPaymentCents === 0) {
        await complete(deps, order, refund, GIFT_CARD_REFUND_ID, actor);
        return deps.detail(orderId);
      }
      let providerRefundId: string;
      try {
        ({ refundId: providerRefundId } = await payments.refund({
          paymentSessionId: order.paymentSessionId,
          amountCents: toPaymentCents,
          reason: refund.reason,
          idempotencyKey: request.idempotencyKey,
        }));
      } catch (error) {
        if (!(error instanceof RefundRefused)) {
          // The provider may have refunded before the answer was lost: the amount stays set aside, and a retry with the same key finds out.
          deps.log.error({ err: error, orderId }, 'refund request to the payment provider failed');
          throw new HttpError(
            502,
            'PROVIDER_UNAVAILABLE',
            'The payment provider did not answer. Try again: the same refund will not be made twice.',
          );
        }
        if (await transact(() => refunds.release(refund)))
          await orders.addEvent(orderId, {
            kind: 'refund',
            message: `Refund of ${formatDollars(refund.amountCents)} refused by the payment provider: ${error.message}`,
            actor,
          });
        throw new HttpError(422, 'REFUND_REFUSED', `The payment provider refused the refund: ${error.message}`);
      }
      await complete(deps, order, refund, providerRefundId, actor);
      return deps.detail(orderId);
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
