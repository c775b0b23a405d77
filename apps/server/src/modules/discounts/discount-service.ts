import type { Kysely } from 'kysely';
import {
  DISCOUNT_MESSAGES,
  discountRefusal,
  normalizeDiscountCode,
  type DiscountCode,
  type DiscountCodeInput,
  type DiscountTerms,
} from '@store/shared/discounts';
import type { Database } from '#server/db/schema.ts';
import { HttpError } from '#server/http-errors.ts';
import type { DiscountRepository } from './discount-repository.ts';

/** A code that may be used now, with what the checkout needs to price and record it. */
export type UsableDiscount = DiscountTerms & { id: string; code: string };

/**
 * Discount codes: staff make and end them; the cart and the checkout ask whether a customer
 * may use one now; the order made from a paid checkout records its use once.
 */
export function createDiscountService(deps: { discounts: DiscountRepository }) {
  const { discounts } = deps;

  async function judge(codeInput: string, userId: string, executor?: Kysely<Database>) {
    const rule = await discounts.findByCode(normalizeDiscountCode(codeInput), executor);
    const usage = rule ? await discounts.usage(rule.id, userId, executor) : { uses: 0, usesByCustomer: 0 };
    return { rule, refusal: discountRefusal(rule, usage) };
  }

  return {
    list: (): Promise<DiscountCode[]> => discounts.list(),

    async create(input: DiscountCodeInput, createdBy: string): Promise<DiscountCode> {
      if (input.expiresAt !== null && new Date(input.expiresAt).getTime() <= Date.now())
        throw new HttpError(400, 'EXPIRY_PAST', DISCOUNT_MESSAGES.expiryPast, { expiresAt: DISCOUNT_MESSAGES.expiryPast });
      const created = await discounts.insert(input, createdBy);
      if (!created) throw new HttpError(409, 'DUPLICATE_CODE', DISCOUNT_MESSAGES.duplicate, { code: DISCOUNT_MESSAGES.duplicate });
      return { ...created, uses: 0 };
    },

    async deactivate(id: string): Promise<DiscountCode> {
      const code = await discounts.deactivate(id);
      if (!code) throw new HttpError(404, 'NOT_FOUND', 'No such discount code.');
      return (await discounts.list()).find((listed) => listed.id === id)!;
    },

    /** The code if this customer may use it now; else a 4xx naming why (unknown, expired, used up, already used by you). */
    async usable(codeInput: string, userId: string): Promise<UsableDiscount> {
      const { rule, refusal } = await judge(codeInput, userId);
      if (refusal === 'unknown' || !rule) throw new HttpError(404, 'UNKNOWN_CODE', DISCOUNT_MESSAGES.unknown);
      if (refusal)
        throw new HttpError(409, refusal === 'alreadyUsed' ? 'CODE_ALREADY_USED' : 'CODE_NOT_USABLE', DISCOUNT_MESSAGES[refusal]);
      return { id: rule.id, code: rule.code, kind: rule.kind, value: rule.value };
    },

    /**
     * Records the code of a paid order in the transaction that makes it, once per order. The
     * customer has paid by then, so a code used up in the meantime (two checkouts at once)
     * is still recorded; the answer names the rule it broke for the order's timeline.
     */
    async redeem(
      redemption: { orderId: string; code: string; userId: string; discountCents: number },
      executor: Kysely<Database>,
    ): Promise<{ recorded: boolean; overLimit: string | null }> {
      const { rule, refusal } = await judge(redemption.code, redemption.userId, executor);
      if (!rule) return { recorded: false, overLimit: null };
      const recorded = await discounts.redeem(
        { orderId: redemption.orderId, discountCodeId: rule.id, userId: redemption.userId, discountCents: redemption.discountCents },
        executor,
      );
      const overLimit = recorded && (refusal === 'usedUp' || refusal === 'alreadyUsed') ? DISCOUNT_MESSAGES[refusal] : null;
      return { recorded, overLimit };
    },
  };
}

export type DiscountService = ReturnType<typeof createDiscountService>;
