import { randomUUID } from 'node:crypto';
import { CHECKOUT_OPEN_MINUTES } from '@store/shared/discounts';
import {
  ADMIN_GIFT_CARDS_LIMIT,
  GIFT_CARD_CODE_TRIES,
  GIFT_CARD_MESSAGES,
  giftCardPayment,
  type AdminGiftCard,
  normalizeGiftCardCode,
  type BoughtGiftCard,
  type GiftCardPurchaseInput,
} from '@store/shared/gift-cards';
import { formatDollars } from '@store/shared/prices';
import { absoluteUrl, routes } from '@store/shared/routes';
import type { Transact } from '#server/db/transaction.ts';
import { HttpError } from '#server/http-errors.ts';
import type { FixedWindowLimiter } from '#server/modules/accounts/fixed-window-limiter.ts';
import type { Mailer } from '#server/providers/mail/mailer.ts';
import type { PaymentProvider } from '#server/providers/payment/payment-provider.ts';
import type { SignedInUser } from '#server/plugins/app/auth-guard.ts';
import type { OrderReadModel } from '../orders/orders-module.ts';
import { giftCardCodeEnding, giftCardCodeHash, newGiftCardCode } from './gift-card-code.ts';
import { giftCardNewCodeEmail, giftCardReceiptEmail, giftCardRecipientEmail } from './gift-card-emails.ts';
import { toBoughtGiftCard, type GiftCardRecord, type GiftCardRepository } from './gift-card-repository.ts';

/** What a checkout holds of a card until it is paid or ends (decision 046, as discounts in 027). */
export type GiftCardHold = { holdId: string; giftCardId: string; codeEnding: string; amountCents: number };

/** Who typed a code: its tries are counted against both. */
export type CodeTrier = { userId: string; address: string };

type GiftCardServiceDeps = {
  cards: GiftCardRepository;
  /** What each card paid for, asked of the orders module (it owns the order table). */
  orders: Pick<OrderReadModel, 'paidWithGiftCards'>;
  transact: Transact;
  mailer: Mailer;
  payments: PaymentProvider;
  publicUrl: string;
  limiter: Pick<FixedWindowLimiter, 'consume'>;
};

/** Every route that takes a code counts it here first, per account and per address, whether it matches or not. */
async function findByCode(deps: GiftCardServiceDeps, codeInput: string, trier: CodeTrier): Promise<GiftCardRecord> {
  const allowed =
    (await deps.limiter.consume(`gift-card-codes:user:${trier.userId}`, GIFT_CARD_CODE_TRIES)).allowed &&
    (await deps.limiter.consume(`gift-card-codes:address:${trier.address}`, GIFT_CARD_CODE_TRIES)).allowed;
  if (!allowed) throw new HttpError(429, 'TOO_MANY_GIFT_CARD_CODES', GIFT_CARD_MESSAGES.tooManyTries);
  const card = await deps.cards.findByCodeHash(giftCardCodeHash(normalizeGiftCardCode(codeInput)));
  if (!card) throw new HttpError(404, 'UNKNOWN_GIFT_CARD', GIFT_CARD_MESSAGES.unknown);
  return card;
}

/**
 * Issues the card a paid session bought, exactly once, whichever of the payment event, the
 * buyer's return page or staff's recreate comes first. Null when the session bought no card.
 */
async function issueForSession(deps: GiftCardServiceDeps, sessionId: string): Promise<GiftCardRecord | null> {
  const card = await deps.cards.findBySession(sessionId);
  if (!card || card.issued) return card;
  const session = await deps.payments.retrieveSession(sessionId);
  if (!session || session.paymentStatus !== 'paid') return card;
  const code = newGiftCardCode();
  await deps.transact(async () => {
    if (!(await deps.cards.issue(card.id, { hash: giftCardCodeHash(code), ending: giftCardCodeEnding(code) }))) return;
    const issued = { ...card, issued: true, codeEnding: giftCardCodeEnding(code) };
    // The recipient's email names the buyer: it is erased with the buyer's account.
    await deps.mailer.queue(card.recipientEmail, giftCardRecipientEmail(issued, code, deps.publicUrl), {
      aboutUserId: card.buyerUserId,
      sealed: true,
    });
    if (session.customerEmail) await deps.mailer.queue(session.customerEmail, giftCardReceiptEmail(issued, deps.publicUrl));
  });
  return deps.cards.findBySession(sessionId);
}

/** Cards as staff see them, with what checkouts hold of each and the orders each paid for. */
async function forStaff(deps: GiftCardServiceDeps, records: GiftCardRecord[]): Promise<AdminGiftCard[]> {
  const ids = records.map((card) => card.id);
  const [held, orders] = await Promise.all([deps.cards.heldCents(ids), deps.orders.paidWithGiftCards(ids)]);
  return records.map((card) => ({
    id: card.id,
    status: card.issued ? 'sent' : 'awaiting-payment',
    codeEnding: card.codeEnding,
    amountCents: card.amountCents,
    balanceCents: card.balanceCents,
    heldCents: held.get(card.id) ?? 0,
    recipientName: card.recipientName,
    recipientEmail: card.recipientEmail,
    buyerName: card.buyerName,
    createdAt: card.createdAt,
    issuedAt: card.issuedAt,
    codeReplacedAt: card.codeReplacedAt,
    codeReplacedBy: card.codeReplacedBy,
    orders: orders.filter((order) => order.giftCardId === card.id).map(({ giftCardId: _giftCardId, ...order }) => order),
  }));
}

async function startPurchase(deps: GiftCardServiceDeps, user: SignedInUser, input: GiftCardPurchaseInput): Promise<{ url: string }> {
  const page = absoluteUrl(deps.publicUrl, routes.giftCards.href());
  const session = await deps.payments.createCheckoutSession({
    userId: user.id,
    email: user.email,
    lines: [
      {
        name: `MotoMuse gift card: ${formatDollars(input.amountCents)}`,
        description: `Emailed to ${input.recipientName}`,
        unitAmountCents: input.amountCents,
        quantity: 1,
        priceId: null,
        imageUrl: null,
      },
    ],
    requiresShipping: false,
    discount: null,
    shipping: null,
    successUrl: `${page}?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: page,
    idempotencyKey: `gift-card-${randomUUID()}`,
    expiresAt: new Date(Date.now() + CHECKOUT_OPEN_MINUTES * 60_000),
  });
  await deps.cards.insertPurchase({ ...input, paymentSessionId: session.id, buyerUserId: user.id, buyerName: user.name || user.email });
  return { url: session.url };
}

/**
 * A recipient lost their code: only its hash is kept, so it cannot be sent again. A new code
 * takes its place, the old one stops working at once, and the new one is emailed to the
 * recipient, in one transaction; the balance and the orders it paid stay with the card. Only the
 * code ending `replacing` is replaced, so a second press of the same button replaces nothing.
 */
async function replaceCode(deps: GiftCardServiceDeps, id: string, replacing: string, staffName: string): Promise<AdminGiftCard> {
  const card = await deps.cards.findById(id);
  if (!card) throw new HttpError(404, 'NOT_FOUND', 'No such gift card.');
  if (!card.issued || card.codeEnding === null) throw new HttpError(409, 'GIFT_CARD_NOT_ISSUED', GIFT_CARD_MESSAGES.notIssued);
  const previousEnding = normalizeGiftCardCode(replacing);
  const code = newGiftCardCode();
  const replaced = await deps.transact(async () => {
    if (!(await deps.cards.replaceCode(id, previousEnding, { hash: giftCardCodeHash(code), ending: giftCardCodeEnding(code) }, staffName)))
      return false;
    await deps.mailer.queue(card.recipientEmail, giftCardNewCodeEmail(card, code, deps.publicUrl), {
      aboutUserId: card.buyerUserId,
      sealed: true,
    });
    return true;
  });
  if (!replaced) throw new HttpError(409, 'GIFT_CARD_CODE_CHANGED', GIFT_CARD_MESSAGES.replacedMeanwhile);
  return (await forStaff(deps, [(await deps.cards.findById(id))!]))[0]!;
}

/**
 * Holds what the card pays of a checkout's total before tax until `expiresAt`: the card's row is
 * locked, holds whose time is over go back first, and the balance is taken by a conditional
 * UPDATE, so two checkouts at once never spend more than the card has.
 */
async function hold(
  deps: GiftCardServiceDeps,
  codeInput: string,
  trier: CodeTrier,
  totalBeforeTaxCents: number,
  expiresAt: Date,
): Promise<GiftCardHold> {
  const card = await findByCode(deps, codeInput, trier);
  const { userId } = trier;
  if (totalBeforeTaxCents <= 0) throw new HttpError(409, 'NOTHING_TO_PAY', GIFT_CARD_MESSAGES.nothingToPay);
  return deps.transact(async () => {
    await deps.cards.lock(card.id);
    await deps.cards.releaseEndedHolds(card.id);
    const { giftCardCents } = giftCardPayment(totalBeforeTaxCents, await deps.cards.balance(card.id));
    const holdId = giftCardCents > 0 ? await deps.cards.hold({ giftCardId: card.id, userId, amountCents: giftCardCents, expiresAt }) : null;
    if (!holdId) {
      if (await deps.cards.hasHolds(card.id)) throw new HttpError(409, 'GIFT_CARD_HELD', GIFT_CARD_MESSAGES.allHeld);
      throw new HttpError(409, 'GIFT_CARD_USED_UP', GIFT_CARD_MESSAGES.usedUp);
    }
    return { holdId, giftCardId: card.id, codeEnding: card.codeEnding ?? '', amountCents: giftCardCents };
  });
}

/**
 * Gift cards: bought through the payment provider like an order, issued with a fresh code once per
 * payment and emailed to the recipient; spent at checkout by holding part of the balance while the
 * customer pays, which the order then takes; refunds put money back on the card.
 */
export function createGiftCardService(deps: GiftCardServiceDeps) {
  const { cards, transact } = deps;

  return {
    startPurchase: (user: SignedInUser, input: GiftCardPurchaseInput) => startPurchase(deps, user, input),

    issueForSession: (sessionId: string): Promise<GiftCardRecord | null> => issueForSession(deps, sessionId),

    /** The buyer's return page: the card their payment bought, issued now if the event is late. */
    async purchaseFor(sessionId: string, userId: string): Promise<BoughtGiftCard | null> {
      const card = await cards.findBySession(sessionId);
      if (!card || card.buyerUserId !== userId) throw new HttpError(404, 'NOT_FOUND', 'No gift card for this payment.');
      const issued = await issueForSession(deps, sessionId);
      return issued?.issued ? toBoughtGiftCard(issued) : null;
    },

    async mine(userId: string): Promise<BoughtGiftCard[]> {
      return (await cards.listByBuyer(userId)).map(toBoughtGiftCard);
    },

    /** The balance of a code, for the cart to show what it pays. */
    async check(codeInput: string, trier: CodeTrier): Promise<{ codeEnding: string; balanceCents: number }> {
      const card = await findByCode(deps, codeInput, trier);
      return { codeEnding: card.codeEnding ?? '', balanceCents: card.balanceCents };
    },

    hold: (codeInput: string, trier: CodeTrier, totalBeforeTaxCents: number, expiresAt: Date) =>
      hold(deps, codeInput, trier, totalBeforeTaxCents, expiresAt),

    attachSession: (holdId: string, paymentSessionId: string) => cards.attachSession(holdId, paymentSessionId),

    /** Gives the held amount back: the checkout could not start. */
    release: (holdId: string) => transact(() => cards.releaseHold(holdId)),

    /** Gives the held amount back: the payment session ended unpaid (expired or failed). */
    async releaseForSession(paymentSessionId: string): Promise<void> {
      const hold = await cards.holdOfSession(paymentSessionId);
      if (hold) await transact(() => cards.releaseHold(hold.id));
    },

    /**
     * The order of a paid checkout takes what its checkout held, in the transaction that makes the
     * order. A hold whose time ran out was given back: the amount is taken again if the balance
     * still has it; false when it does not, for staff to see on the timeline.
     */
    async spend(spending: { paymentSessionId: string; orderId: string; giftCardId: string; amountCents: number }): Promise<boolean> {
      const hold = await cards.holdOfSession(spending.paymentSessionId);
      if (hold && (await cards.spendHold(hold.id, spending.orderId))) return true;
      return cards.takeFromBalance(spending.giftCardId, spending.amountCents);
    },

    /** A refund puts this much back on the card the order spent; runs in the refund's transaction. */
    giveBack: (giftCardId: string, amountCents: number) => cards.addToBalance(giftCardId, amountCents),

    async staffList(search: string | undefined): Promise<AdminGiftCard[]> {
      return forStaff(deps, await cards.listForStaff(search, ADMIN_GIFT_CARDS_LIMIT));
    },

    replaceCode: (id: string, replacing: string, staffName: string) => replaceCode(deps, id, replacing, staffName),

    /** Of these payment sessions, those that bought gift cards rather than orders (reconcile leaves them out). */
    purchaseSessions: (paymentSessionIds: string[]) => cards.purchaseSessions(paymentSessionIds),
  };
}

export type GiftCardService = ReturnType<typeof createGiftCardService>;
