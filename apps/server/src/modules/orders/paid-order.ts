import { formatDollars } from '@store/shared/prices';
import type { OrderItem } from '@store/shared/orders';
import { HttpError } from '#server/http-errors.ts';
import type { PaymentSession } from '#server/providers/payment/payment-provider.ts';
import { digitalDeliveryEmail, orderConfirmationEmail } from './order-emails.ts';
import type { NewOrder } from './order-change-repository.ts';
import { toCustomerOrder, type OrderRecord } from './order-records.ts';
import type { PaymentEventsDeps } from './payment-events.ts';

type Checkout = NonNullable<Awaited<ReturnType<PaymentEventsDeps['checkouts']['find']>>>;

/** The checkout's lines as order lines, each remembering the version it bought: a revision published later keeps it (decision 045). */
async function boughtItems(deps: PaymentEventsDeps, checkout: Checkout): Promise<OrderItem[]> {
  const bought = new Map(
    await Promise.all(
      checkout.entries.map(
        async (entry) => [entry.renderId, (await deps.renders.publication(entry.renderId))?.publishedVersionId ?? null] as const,
      ),
    ),
  );
  return checkout.entries.flatMap((entry) =>
    entry.items.map((item) => ({
      renderId: entry.renderId,
      style: entry.style,
      image: entry.image,
      aspectRatio: entry.aspectRatio,
      size: item.size,
      quantity: item.quantity,
      isDigital: item.isDigital,
      ...(item.borderStyle ? { borderStyle: item.borderStyle } : {}),
      unitPriceCents: item.unitPriceCents,
      variantId: item.variantId ?? null,
      versionId: bought.get(entry.renderId) ?? null,
    })),
  );
}

/** The order as the payment session and the checkout snapshot describe it. */
function paidOrder(sessionId: string, session: PaymentSession, checkout: Checkout, items: OrderItem[], printProvider: string): NewOrder {
  return {
    paymentSessionId: sessionId,
    userId: checkout.userId,
    name: session.customerName ?? session.shipping?.name ?? checkout.email,
    email: session.customerEmail ?? checkout.email,
    items,
    // A gift ships to its recipient, whatever address the payment page had.
    shippingInfo: checkout.gift?.recipient ?? session.shipping,
    amountCents: session.amountTotalCents,
    printProvider,
    charges: {
      discountCode: checkout.discountCode,
      discountCents: checkout.discountCents,
      shippingCents: checkout.shippingCents,
      taxCents: session.amountTaxCents,
    },
    giftCard: checkout.giftCard,
    gift: checkout.gift ? { message: checkout.gift.message, recipientName: checkout.gift.recipient.name } : null,
  };
}

/** The discount code redeemed and the gift card's hold spent for the new order, each noted on its timeline. */
async function settleCodeAndCard(deps: PaymentEventsDeps, order: OrderRecord, checkout: Checkout, actor: string): Promise<void> {
  const { orders } = deps;
  const sessionId = order.paymentSessionId;
  if (checkout.discountCode) {
    const redemption = await deps.discounts.redeem({
      orderId: order.id,
      paymentSessionId: sessionId,
      code: checkout.discountCode,
      userId: checkout.userId,
      discountCents: checkout.discountCents,
    });
    if (redemption.overLimit)
      await orders.addEvent(order.id, {
        kind: 'payment',
        message: `Discount code ${checkout.discountCode} was honoured, but: ${redemption.overLimit}`,
        actor,
      });
  }
  if (checkout.giftCard) {
    const spent = await deps.giftCards.spend({
      paymentSessionId: sessionId,
      orderId: order.id,
      giftCardId: checkout.giftCard.id,
      amountCents: checkout.giftCard.amountCents,
    });
    await orders.addEvent(order.id, {
      kind: 'payment',
      message: spent
        ? `Gift card paid ${formatDollars(checkout.giftCard.amountCents)}`
        : `Gift card should have paid ${formatDollars(checkout.giftCard.amountCents)}, but its balance was spent before this payment finished`,
      actor,
    });
  }
}

/** In one transaction: the order (once per session), its timeline, the buyer's downloads and the emails; null when it existed. */
async function insertPaidOrder(deps: PaymentEventsDeps, order: NewOrder, checkout: Checkout, actor: string): Promise<OrderRecord | null> {
  const { orders, mailer, publicUrl } = deps;
  return deps.transact(async () => {
    const created = await orders.insertOnce(order);
    if (!created) return null;
    const sessionId = created.paymentSessionId;
    await orders.addEvent(created.id, {
      kind: 'created',
      message: `Paid ${formatDollars(created.amountCents)} (session ${sessionId})`,
      actor,
    });
    await settleCodeAndCard(deps, created, checkout, actor);
    if (checkout.gift) await orders.addEvent(created.id, { kind: 'gift', message: `Gift for ${checkout.gift.recipient.name}`, actor });
    await orders.recordPurchases(created);
    await deps.checkouts.setStatus(sessionId, 'paid');
    const customerOrder = toCustomerOrder(created);
    await mailer.queue(created.email, orderConfirmationEmail(customerOrder, publicUrl));
    const delivery = deps.downloads.forOrder(created);
    if (delivery.length > 0)
      await mailer.queue(created.email, digitalDeliveryEmail(customerOrder, delivery, publicUrl, deps.galleryConsentUrl));
    await deps.notifications.orderPaid(created);
    return created;
  });
}

/**
 * Makes the order for a paid payment session, exactly once: called by the completion event,
 * by the success page and by reconcile, whichever comes first. Null while it is not paid.
 */
export async function fulfil(deps: PaymentEventsDeps, sessionId: string, actor: string): Promise<OrderRecord | null> {
  const { orders } = deps;
  const existing = await orders.findBySession(sessionId);
  if (existing) return existing;
  const session = await deps.payments.retrieveSession(sessionId);
  // A gift card that pays the whole order leaves nothing to charge: the provider reports no payment required.
  if (!session || session.paymentStatus === 'unpaid') return null;
  const checkout = await deps.checkouts.find(sessionId);
  if (!checkout) {
    // A payment for a gift card issues the card, and makes no order.
    if (await deps.giftCards.issueForSession(sessionId)) return null;
    throw new HttpError(409, 'UNKNOWN_CHECKOUT', 'This payment does not match a checkout of this store.');
  }
  const items = await boughtItems(deps, checkout);
  const created = await insertPaidOrder(
    deps,
    paidOrder(sessionId, session, checkout, items, deps.fulfilment.providerName),
    checkout,
    actor,
  );
  if (!created) return orders.findBySession(sessionId);
  await deps.analytics.record({ name: 'order_paid', orderId: created.id, amountCents: created.amountCents });
  await deps.cart.clear(checkout.userId);
  await deps.fulfilment.submit(created);
  return created;
}
