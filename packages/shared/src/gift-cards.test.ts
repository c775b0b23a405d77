import { describe, expect, it } from 'vitest';
import {
  GIFT_CARD_AMOUNTS_CENTS,
  GIFT_CARD_MESSAGES,
  describeRefundSplit,
  formatGiftCardCode,
  orderPayments,
  giftCardPayment,
  giftCardPurchaseSchema,
  normalizeGiftCardCode,
  refundSplit,
  refundableTotalCents,
} from './gift-cards.ts';

const purchase = { amountCents: 5000, recipientName: 'Sam', recipientEmail: 'sam@example.com', message: 'Ride on' };

describe('gift card purchase', () => {
  it('takes each offered amount and any whole-dollar amount within the limits', () => {
    for (const amountCents of [...GIFT_CARD_AMOUNTS_CENTS, 1000, 50000, 7500])
      expect(giftCardPurchaseSchema.safeParse({ ...purchase, amountCents }).success).toBe(true);
  });

  it('refuses amounts outside the limits or with cents', () => {
    for (const amountCents of [999, 900, 50100, 2550, 0, -5000]) {
      const result = giftCardPurchaseSchema.safeParse({ ...purchase, amountCents });
      expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([GIFT_CARD_MESSAGES.amount]);
    }
  });

  it('needs the recipient and a valid email', () => {
    const result = giftCardPurchaseSchema.safeParse({ ...purchase, recipientName: ' ', recipientEmail: 'not an email' });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      GIFT_CARD_MESSAGES.recipientName,
      GIFT_CARD_MESSAGES.recipientEmail,
    ]);
  });
});

describe('gift card codes', () => {
  it('compares codes whatever their case, spaces and dashes', () => {
    expect(normalizeGiftCardCode(' abcd-efgh jkmn pqrs ')).toBe('ABCDEFGHJKMNPQRS');
    expect(formatGiftCardCode('abcdefghjkmnpqrs')).toBe('ABCD-EFGH-JKMN-PQRS');
  });
});

describe('giftCardPayment', () => {
  it('pays all of a total the balance covers', () => {
    expect(giftCardPayment(4900, 10000)).toEqual({ giftCardCents: 4900, dueCents: 0 });
  });

  it('pays the balance of a larger total and leaves the rest to the payment card', () => {
    expect(giftCardPayment(12900, 5000)).toEqual({ giftCardCents: 5000, dueCents: 7900 });
  });

  it('pays nothing from an empty card', () => {
    expect(giftCardPayment(4900, 0)).toEqual({ giftCardCents: 0, dueCents: 4900 });
  });
});

describe('refunds of an order paid partly by gift card', () => {
  const order = { amountCents: 7900, refundedCents: 0, giftCardCents: 5000, giftCardRefundedCents: 0 };

  it('goes back to the payment card first, then onto the gift card', () => {
    expect(refundSplit(order, 2000)).toEqual({ toPaymentCents: 2000, toGiftCardCents: 0 });
    expect(refundSplit(order, 12900)).toEqual({ toPaymentCents: 7900, toGiftCardCents: 5000 });
    expect(refundSplit({ ...order, refundedCents: 7000 }, 2000)).toEqual({ toPaymentCents: 900, toGiftCardCents: 1100 });
  });

  it('sends all of an order the gift card paid alone back to the card', () => {
    expect(refundSplit({ amountCents: 0, refundedCents: 0, giftCardCents: 4900, giftCardRefundedCents: 0 }, 4900)).toEqual({
      toPaymentCents: 0,
      toGiftCardCents: 4900,
    });
  });

  it('counts what is left on both ways of paying', () => {
    expect(refundableTotalCents(order)).toBe(12900);
    expect(refundableTotalCents({ ...order, refundedCents: 7900, giftCardRefundedCents: 1000 })).toBe(4000);
  });

  it("reads an order's ways of paying, old orders without a gift card", () => {
    expect(orderPayments({ amountCents: 1000, refundedCents: 0 })).toEqual({
      amountCents: 1000,
      refundedCents: 0,
      giftCardCents: 0,
      giftCardRefundedCents: 0,
    });
  });

  it('says where the money goes', () => {
    expect(describeRefundSplit({ toPaymentCents: 7900, toGiftCardCents: 0 })).toBe(
      'The customer will receive $79.00 on their payment card.',
    );
    expect(describeRefundSplit({ toPaymentCents: 0, toGiftCardCents: 2500 })).toBe(
      'The customer will receive $25.00 back on their gift card.',
    );
    expect(describeRefundSplit({ toPaymentCents: 7900, toGiftCardCents: 2500 })).toBe(
      'The customer will receive $104.00: $79.00 on their payment card and $25.00 back on their gift card.',
    );
  });
});
