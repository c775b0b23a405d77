import { describe, expect, it } from 'vitest';
import {
  DISCOUNT_MESSAGES,
  describeDiscount,
  discountCents,
  discountCodeInputSchema,
  discountRefusal,
  normalizeDiscountCode,
  type DiscountCodeRule,
} from './discounts.ts';

const rule: DiscountCodeRule = { kind: 'percent', value: 10, active: true, expiresAt: null, usageLimit: null, oncePerCustomer: false };
const unused = { uses: 0, usesByCustomer: 0, held: 0, heldByCustomer: 0 };

describe('discount codes', () => {
  it('compares codes in capitals, without surrounding spaces', () => {
    expect(normalizeDiscountCode('  spring-10 ')).toBe('SPRING-10');
  });

  it('takes a percent of the items subtotal, rounded to the cent', () => {
    expect(discountCents({ kind: 'percent', value: 10 }, 6900)).toBe(690);
    expect(discountCents({ kind: 'percent', value: 15 }, 999)).toBe(150);
    expect(discountCents({ kind: 'percent', value: 100 }, 6900)).toBe(6900);
  });

  it('caps an amount at the subtotal, never going below zero', () => {
    expect(discountCents({ kind: 'amount', value: 500 }, 6900)).toBe(500);
    expect(discountCents({ kind: 'amount', value: 10000 }, 6900)).toBe(6900);
    expect(discountCents({ kind: 'amount', value: 500 }, 0)).toBe(0);
  });

  it('refuses unknown, inactive, expired, used-up and already-used codes, in that order', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect(discountRefusal(null, unused, now)).toBe('unknown');
    expect(discountRefusal({ ...rule, active: false, expiresAt: '2026-01-01T00:00:00Z' }, unused, now)).toBe('inactive');
    expect(discountRefusal({ ...rule, expiresAt: '2026-06-01T12:00:00Z' }, unused, now)).toBe('expired');
    expect(discountRefusal({ ...rule, expiresAt: '2026-06-01T12:00:01Z' }, unused, now)).toBeNull();
    expect(discountRefusal({ ...rule, usageLimit: 2 }, { ...unused, uses: 2 }, now)).toBe('usedUp');
    expect(discountRefusal({ ...rule, usageLimit: 2 }, { ...unused, uses: 1, usesByCustomer: 1 }, now)).toBeNull();
    expect(discountRefusal({ ...rule, oncePerCustomer: true }, { ...unused, uses: 1, usesByCustomer: 1 }, now)).toBe('alreadyUsed');
    expect(discountRefusal({ ...rule, oncePerCustomer: true }, { ...unused, uses: 5 }, now)).toBeNull();
  });

  it('counts the uses held by checkouts in progress toward the limits, after the uses made', () => {
    expect(discountRefusal({ ...rule, usageLimit: 2 }, { ...unused, uses: 1, held: 1 })).toBe('allHeld');
    expect(discountRefusal({ ...rule, usageLimit: 2 }, { ...unused, uses: 2, held: 1 })).toBe('usedUp');
    expect(discountRefusal({ ...rule, usageLimit: 3 }, { ...unused, uses: 1, held: 1 })).toBeNull();
    expect(discountRefusal({ ...rule, oncePerCustomer: true }, { ...unused, held: 4, heldByCustomer: 1 })).toBe('heldByYou');
    expect(discountRefusal({ ...rule, oncePerCustomer: true }, { ...unused, held: 4 })).toBeNull();
  });

  it('describes the terms', () => {
    expect(describeDiscount({ kind: 'percent', value: 15 })).toBe('15% off');
    expect(describeDiscount({ kind: 'amount', value: 1250 })).toBe('$12.50 off');
  });

  it('validates what staff create: the code format, a percent of 1 to 100, an amount of at least a cent', () => {
    const valid = { code: ' spring-10 ', kind: 'percent', value: 10, expiresAt: null, usageLimit: null, oncePerCustomer: true };
    expect(discountCodeInputSchema.parse(valid).code).toBe('SPRING-10');
    const messages = (input: object) =>
      discountCodeInputSchema.safeParse({ ...valid, ...input }).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ code: 'a b' })).toEqual([DISCOUNT_MESSAGES.codeFormat]);
    expect(messages({ code: 'AB' })).toEqual([DISCOUNT_MESSAGES.codeFormat]);
    expect(messages({ value: 0 })).toEqual([DISCOUNT_MESSAGES.percentRange]);
    expect(messages({ value: 101 })).toEqual([DISCOUNT_MESSAGES.percentRange]);
    expect(messages({ kind: 'amount', value: 0 })).toEqual([DISCOUNT_MESSAGES.amountRange]);
    expect(messages({ kind: 'amount', value: 101 })).toEqual([]);
    expect(messages({ usageLimit: 0 })).toEqual([DISCOUNT_MESSAGES.usageLimit]);
  });
});
