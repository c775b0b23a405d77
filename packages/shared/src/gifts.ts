import { z } from 'zod';

/** A canvas sent as a gift (decision 046): a message on the packing slip and another person's address. */

/** Printful prints the gift message on the packing slip; kept to a length it takes. */
export const GIFT_MESSAGE_MAX_LENGTH = 200;

export const GIFT_MESSAGES = {
  messageTooLong: `Keep the gift message to ${GIFT_MESSAGE_MAX_LENGTH} characters.`,
  recipientName: "Enter the recipient's name.",
  line1: "Enter the recipient's street address.",
  city: "Enter the recipient's city.",
  postalCode: "Enter the recipient's postal code.",
  country: 'Enter the country as 2 letters, e.g. US.',
  canvasOnly: 'Only canvas prints can be sent as a gift: a digital download comes to you.',
  countryNotInRegion: "The recipient's country is not in the shipping region chosen in the cart.",
} as const;

const required = (message: string) => z.string().trim().min(1, message).max(200);

/** Another person's address for the canvas: the print provider ships there. */
export const giftRecipientSchema = z.object({
  name: required(GIFT_MESSAGES.recipientName),
  line1: required(GIFT_MESSAGES.line1),
  line2: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((value) => value || null),
  city: required(GIFT_MESSAGES.city),
  state: z.string().trim().max(100).default(''),
  postal_code: required(GIFT_MESSAGES.postalCode).max(20),
  country: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, GIFT_MESSAGES.country)),
});
export type GiftRecipient = z.infer<typeof giftRecipientSchema>;

export const giftChoiceSchema = z.object({
  message: z.string().trim().max(GIFT_MESSAGE_MAX_LENGTH, GIFT_MESSAGES.messageTooLong),
  recipient: giftRecipientSchema,
});
export type GiftChoice = z.infer<typeof giftChoiceSchema>;

/** What an order says of its gift: the message and who receives it (the address is the order's shipping). */
export const orderGiftSchema = z.object({ message: z.string(), recipientName: z.string() });
export type OrderGift = z.infer<typeof orderGiftSchema>;

/** The subject Printful prints above the gift message on the packing slip. */
export function giftSlipSubject(recipientName: string): string {
  return `A gift for ${recipientName}`;
}
