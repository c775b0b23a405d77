import { randomUUID } from 'node:crypto';
import {
  DISCOUNT_MESSAGES,
  discountRefusal,
  normalizeDiscountCode,
  type DiscountCode,
  type DiscountCodeInput,
  type DiscountRefusal,
  type DiscountTerms,
} from '@store/shared/discounts';
import type { Transact } from '#server/db/transaction.ts';
import { HttpError } from '#server/http-errors.ts';
import type { DiscountRepository } from './discount-repository.ts';

/** A code that may be used now, with what the checkout needs to price and record it. */
export type UsableDiscount = DiscountTerms & { id: string; code: string };

/**
 * Discount codes: staff make and end them; the cart and the checkout ask whether a customer
 * may use one now; the order made from a paid checkout records its use once.
 */
export function createDiscountService(deps: { discounts: DiscountRepository; transact: Transact }) {
  const { discounts } = deps;

  function refused(refusal: DiscountRefusal): HttpError {
    if (refusal === 'unknown') return new HttpError(404, 'UNKNOWN_CODE', DISCOUNT_MESSAGES.unknown);
    return new HttpError(409, refusal === 'alreadyUsed' ? 'CODE_ALREADY_USED' : 'CODE_NOT_USABLE', DISCOUNT_MESSAGES[refusal]);
  }

  async function judge(codeInput: string, userId: string) {
    const rule = await discounts.findByCode(normalizeDiscountCode(codeInput));
    if (!rule) return { rule, refusal: 'unknown' as const };
    return { rule, refusal: discountRefusal(rule, await discounts.usage(rule.id, userId)) };
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
      if (refusal || !rule) throw refused(refusal ?? 'unknown');
      return { id: rule.id, code: rule.code, kind: rule.kind, value: rule.value };
    },

    /**
     * Holds one use of the code for a checkout starting now, until `expiresAt` (decision 027); refused
     * like `usable` when the uses made and held leave none. Answers the reservation's id.
     */
    async reserve(discount: UsableDiscount, userId: string, expiresAt: Date): Promise<string> {
      const id = randomUUID();
      await deps.transact(async () => {
        await discounts.lockForReservation(discount.id);
        const { refusal } = await judge(discount.code, userId);
        if (refusal) throw refused(refusal);
        await discounts.reserve({ id, discountCodeId: discount.id, userId, expiresAt });
      });
      return id;
    },

    /** Names the payment session that holds the reservation, so its payment or its end can find it. */
    attachSession: (reservationId: string, paymentSessionId: string) => discounts.attachSession(reservationId, paymentSessionId),

    /** Gives the use back: the checkout could not start. */
    release: (reservationId: string) => discounts.release(reservationId),

    /** Gives the use back: the payment session ended unpaid (expired or failed). */
    releaseForSession: (paymentSessionId: string) => discounts.releaseForSession(paymentSessionId),

    /**
     * Records the code of a paid order in the transaction that makes it, once per order, turning
     * the checkout's reservation into the use. A checkout paid without a reservation still held
     * (one started before reservations, or paid after its reservation ended) has paid already, so
     * its use is recorded even over a limit; the answer names the rule it broke for the timeline.
     */
    async redeem(redemption: {
      orderId: string;
      paymentSessionId: string;
      code: string;
      userId: string;
      discountCents: number;
    }): Promise<{ recorded: boolean; overLimit: string | null }> {
      const held = await discounts.consumeForSession(redemption.paymentSessionId);
      const { rule, refusal } = await judge(redemption.code, redemption.userId);
      if (!rule) return { recorded: false, overLimit: null };
      const recorded = await discounts.redeem({
        orderId: redemption.orderId,
        discountCodeId: rule.id,
        userId: redemption.userId,
        discountCents: redemption.discountCents,
      });
      const brokeLimit = refusal === 'usedUp' || refusal === 'alreadyUsed' || refusal === 'allHeld' || refusal === 'heldByYou';
      return { recorded, overLimit: recorded && !held && brokeLimit ? DISCOUNT_MESSAGES[refusal] : null };
    },
  };
}

export type DiscountService = ReturnType<typeof createDiscountService>;
