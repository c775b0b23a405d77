import { describe, expect, it } from 'vitest';
import { PUBLISH_MESSAGES, publishProblems, publishRequestSchema, unconfirmedProblems, type PublishFacts } from './production.ts';

const sharp = { width: 1800, height: 1800 };
const facts: PublishFacts = {
  requestedStyle: 'Cyberpunk',
  requestedRatio: '1x1',
  versionStyle: 'Cyberpunk',
  printFiles: { '1x1': sharp },
  republish: false,
  paidOrders: 0,
};

describe('publish problems', () => {
  it('has none for the requested style, a print file that covers the smallest canvas, and no orders', () => {
    expect(publishProblems(facts)).toEqual({});
  });

  it('names a style other than the one the customer asked for', () => {
    expect(publishProblems({ ...facts, versionStyle: 'Retro' })).toEqual({
      STYLE_DIFFERS: 'This version is Retro, but the customer asked for Cyberpunk.',
    });
  });

  it("finds the customer's own ratio too small for its smallest canvas, with one pixel of rounding allowed", () => {
    expect(publishProblems({ ...facts, printFiles: { '1x1': { width: 1799, height: 1799 } } })).toEqual({});
    expect(publishProblems({ ...facts, printFiles: { '1x1': { width: 1798, height: 1800 } } })).toEqual({
      TOO_SMALL_FOR_CANVAS: PUBLISH_MESSAGES.tooSmallForCanvas('1x1', '12x12'),
    });
    expect(
      publishProblems({ ...facts, requestedRatio: '3x2', printFiles: { '1x1': sharp, '3x2': { width: 3000, height: 2000 } } }),
    ).toEqual({ TOO_SMALL_FOR_CANVAS: "The customer's 3x2 print file is too small for canvas: it cannot print 30x20 sharply." });
    expect(publishProblems({ ...facts, requestedRatio: '3x2', printFiles: { '3x2': { width: 4500, height: 3000 } } })).toEqual({});
  });

  it('counts paid orders only when customers have already been shown a result', () => {
    expect(publishProblems({ ...facts, paidOrders: 2 })).toEqual({});
    expect(publishProblems({ ...facts, republish: true, paidOrders: 0 })).toEqual({});
    expect(publishProblems({ ...facts, republish: true, paidOrders: 1 })).toEqual({
      PAID_ORDERS: 'This render has 1 paid order. Publishing replaces the image customers bought.',
    });
    expect(publishProblems({ ...facts, republish: true, paidOrders: 2 }).PAID_ORDERS).toMatch(/^This render has 2 paid orders\./);
  });

  it('leaves only what staff have not confirmed', () => {
    const problems = publishProblems({ ...facts, versionStyle: 'Retro', printFiles: {}, republish: true, paidOrders: 1 });
    expect(Object.keys(problems)).toEqual(['STYLE_DIFFERS', 'TOO_SMALL_FOR_CANVAS', 'PAID_ORDERS']);
    expect(Object.keys(unconfirmedProblems(problems, ['PAID_ORDERS', 'STYLE_DIFFERS']))).toEqual(['TOO_SMALL_FOR_CANVAS']);
    expect(unconfirmedProblems(problems, ['STYLE_DIFFERS', 'TOO_SMALL_FOR_CANVAS', 'PAID_ORDERS'])).toEqual({});
  });

  it('takes confirmations by code and refuses unknown ones', () => {
    expect(publishRequestSchema.parse({})).toEqual({ confirmed: [] });
    expect(publishRequestSchema.safeParse({ confirmed: ['ANYTHING'] }).success).toBe(false);
  });
});
