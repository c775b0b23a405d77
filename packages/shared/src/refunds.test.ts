import { describe, expect, it } from 'vitest';
import { centsFromDollars, REFUND_MESSAGES, refundableCents, refundAmountProblem } from './refunds.ts';

describe('refund rules', () => {
  it('leaves what was paid less what was refunded, never below zero', () => {
    expect(refundableCents({ amountCents: 5000, refundedCents: 0 })).toBe(5000);
    expect(refundableCents({ amountCents: 5000, refundedCents: 1250 })).toBe(3750);
    expect(refundableCents({ amountCents: 5000, refundedCents: 5000 })).toBe(0);
    expect(refundableCents({ amountCents: 5000, refundedCents: 6000 })).toBe(0);
  });

  it('takes an amount above zero and at most what is left', () => {
    expect(refundAmountProblem(1, 3750)).toBeNull();
    expect(refundAmountProblem(3750, 3750)).toBeNull();
    expect(refundAmountProblem(3751, 3750)).toBe('You can refund at most $37.50.');
    expect(refundAmountProblem(0, 3750)).toBe(REFUND_MESSAGES.notPositive);
    expect(refundAmountProblem(-100, 3750)).toBe(REFUND_MESSAGES.notPositive);
    expect(refundAmountProblem(10.5, 3750)).toBe(REFUND_MESSAGES.notPositive);
    expect(refundAmountProblem(100, 0)).toBe(REFUND_MESSAGES.fullyRefunded);
  });

  it('reads dollars as staff type them', () => {
    expect(centsFromDollars('12.50')).toBe(1250);
    expect(centsFromDollars('12.5')).toBe(1250);
    expect(centsFromDollars(' $1,200 ')).toBe(120000);
    expect(centsFromDollars('0.07')).toBe(7);
    expect(centsFromDollars('12.505')).toBeNull();
    expect(centsFromDollars('-3')).toBeNull();
    expect(centsFromDollars('ten')).toBeNull();
    expect(centsFromDollars('')).toBeNull();
  });
});
