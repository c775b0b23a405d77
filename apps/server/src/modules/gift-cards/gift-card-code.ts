import { createHash, randomInt } from 'node:crypto';
import { GIFT_CARD_CODE_ALPHABET, GIFT_CARD_CODE_LENGTH, normalizeGiftCardCode } from '@store/shared/gift-cards';

/** A new code: each character drawn uniformly from the alphabet by the system's secure random source. */
export function newGiftCardCode(): string {
  return Array.from({ length: GIFT_CARD_CODE_LENGTH }, () => GIFT_CARD_CODE_ALPHABET[randomInt(GIFT_CARD_CODE_ALPHABET.length)]).join('');
}

/**
 * What the database keeps of a code. A code holds about 78 random bits, so an unsalted SHA-256
 * cannot be reversed by guessing; looking a typed code up needs the hash to be the same every time.
 */
export function giftCardCodeHash(code: string): string {
  return createHash('sha256').update(normalizeGiftCardCode(code)).digest('hex');
}

export function giftCardCodeEnding(code: string): string {
  return normalizeGiftCardCode(code).slice(-4);
}
