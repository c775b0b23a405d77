import { ASPECT_RATIO_INFO, ASPECT_RATIOS, isAspectRatio, type AspectRatio } from './catalog.ts';
import { formatDollars } from './prices.ts';

/** Emails are laid out this wide (px): the width every mail client shows whole. */
export const EMAIL_WIDTH = 600;

/** Email pictures are made twice the width they are shown at, so retina screens show them sharp. */
export const EMAIL_PICTURE_WIDTH = EMAIL_WIDTH * 2;

/** A gift card's picture: a card's proportions (85.6 × 54 mm), at the email picture width. */
export const GIFT_CARD_PICTURE = { width: EMAIL_PICTURE_WIDTH, height: Math.round((EMAIL_PICTURE_WIDTH * 54) / 85.6) } as const;

/**
 * Every address an email loads a picture from: mail clients load them from their own origin (a
 * webmail page, an image proxy) without the customer's cookie, so only these answer any origin.
 */
export const EMAIL_PICTURE_PATHS = ['/email-logo.png', '/api/email-pictures/'] as const;

export function isEmailPicturePath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return EMAIL_PICTURE_PATHS.some((prefix) => (prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix));
}

/** No picture is shown taller than this (px): a portrait one is narrower, so the words under it are not pushed off the screen. */
export const EMAIL_PICTURE_MAX_HEIGHT = 600;

/** How large a picture of `ratio` is shown: the email's width, or narrower for a portrait ratio. */
export function emailPictureSize(ratio: AspectRatio): { width: number; height: number } {
  const [across = 1, down = 1] = ratio.split('x').map(Number);
  const width = Math.min(EMAIL_WIDTH, Math.round((EMAIL_PICTURE_MAX_HEIGHT * across) / down));
  return { width, height: Math.round((width * down) / across) };
}

/** What the picture of a render says, under it and in place of it (alt text, the plain-text part). */
export type EmailPictureWords = { alt: string; caption: string };

/** Before payment the customer sees the watermarked preview; the words say so. */
export function renderPreviewWords(style: string, ratio: AspectRatio): EmailPictureWords {
  return {
    alt: `Watermarked preview of your ${style} render, ${ASPECT_RATIO_INFO[ratio].label}`,
    caption: `${style} · ${ASPECT_RATIO_INFO[ratio].label} · watermarked preview`,
  };
}

/** After payment: the render bought, in the size bought ("12x18 canvas", "Digital Download"). */
export function boughtRenderWords(style: string, ratio: AspectRatio, product: string): EmailPictureWords {
  return {
    alt: `Your ${style} render, ${ASPECT_RATIO_INFO[ratio].label}, ${product}`,
    caption: `${style} · ${product} · ${ASPECT_RATIO_INFO[ratio].label}`,
  };
}

/** The photo a customer sent, before anything is painted. */
export function uploadedPhotoWords(style: string): EmailPictureWords {
  return { alt: `The photo of your motorcycle you sent for a ${style} render`, caption: `Your photo · ${style} render to come` };
}

export function giftCardWords(amountCents: number): EmailPictureWords {
  const amount = formatDollars(amountCents);
  return { alt: `A ${amount} MotoMuse gift card`, caption: `MotoMuse gift card · ${amount}` };
}

/**
 * Which ratio of a render an email shows: the one the customer asked for when it has a result,
 * else the square (as the dashboard shows), else the first it has; null before it has any.
 */
export function emailPictureRatio(asked: string, available: Partial<Record<AspectRatio, unknown>>): AspectRatio | null {
  if (isAspectRatio(asked) && available[asked]) return asked;
  if (available['1x1']) return '1x1';
  return ASPECT_RATIOS.find((ratio) => available[ratio]) ?? null;
}
