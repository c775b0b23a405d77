import { z } from 'zod';

export const SEARCH_MESSAGES = { controlCharacters: 'Search for letters, digits and punctuation only.' } as const;

/** NUL and other control characters are no one's name, email or order id; some databases also cut a string at NUL. */
export function hasControlCharacters(text: string): boolean {
  return /\p{Cc}/u.test(text);
}

/** A staff search box's text: refused with 400 when it holds control characters. */
export const searchTextSchema = z
  .string()
  .max(200)
  .refine((text) => !hasControlCharacters(text), SEARCH_MESSAGES.controlCharacters);
