import type { Style } from './styles.ts';

/** Real work in the public gallery (decision 044): a customer's render beside their photo, only with their consent. */
export const GALLERY_CONSENT_TEXT = 'Show my bike and its render in the public gallery';
export const GALLERY_CONSENT_NOTE =
  'We show your photo (made smaller, without its location or camera details) and the watermarked render, never your name. You can withdraw at any time from your dashboard, and it is removed at once.';

/** Where the customer was asked: the success page after paying, the delivery email, or their dashboard. */
export const CONSENT_SOURCES = ['purchase', 'email', 'dashboard'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/**
 * The drawn samples of a style show until that style has this many real entries. Per style, not
 * overall: real work arrives unevenly across styles, and each filter button should still show a
 * fair choice of its style.
 */
export const REAL_ENTRIES_BEFORE_SAMPLES_GO = 3;

export function showsSamplesOf(style: Style, entries: readonly { style: Style }[]): boolean {
  return entries.filter((entry) => entry.style === style).length < REAL_ENTRIES_BEFORE_SAMPLES_GO;
}

export const GALLERY_MESSAGES = {
  noConsent: 'The customer has not agreed to show this render in the gallery.',
  notPublished: 'Only a published render can go in the gallery.',
  consentGiven: 'Thank you! Staff may now add your bike to the gallery.',
  consentWithdrawn: 'Withdrawn: your bike is not shown in the gallery.',
  inGallery: 'In the public gallery',
} as const;
