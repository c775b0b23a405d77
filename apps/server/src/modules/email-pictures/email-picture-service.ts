import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { isAspectRatio } from '@store/shared/catalog';
import { EMAIL_PICTURE_WIDTH, GIFT_CARD_PICTURE } from '@store/shared/email-pictures';
import { GIFT_CARD_MAX_CENTS, GIFT_CARD_MIN_CENTS } from '@store/shared/gift-cards';
import { formatDollars } from '@store/shared/prices';
import { HttpError } from '#server/http-errors.ts';
import type { Storage } from '#server/providers/storage/storage.ts';
import type { RenderService } from '../renders/render-service.ts';
import { renderKeys } from '../renders/render-files.ts';

export type EmailPicture = { body: Buffer; contentType: 'image/jpeg' | 'image/png' };

const NOT_FOUND = () => new HttpError(404, 'NOT_FOUND', 'Picture not found.');

/**
 * The pictures emails show, made on request from what the store already keeps. A render's is
 * always made from a version's watermarked preview, never from a full-resolution result, so an
 * email never holds more than the public product page shows. Nothing is stored: a render deleted
 * (or its customer's account) takes its pictures with it.
 */
export function createEmailPictureService(deps: { storage: Storage; renders: Pick<RenderService, 'forProduction'> }) {
  const giftCards = new Map<number, Promise<Buffer>>();

  async function jpegOf(key: string): Promise<EmailPicture> {
    const stored = await deps.storage.get(key);
    if (!stored) throw NOT_FOUND();
    const body = await sharp(await buffer(stored.body))
      .resize({ width: EMAIL_PICTURE_WIDTH, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, progressive: true, mozjpeg: true })
      .toBuffer();
    return { body, contentType: 'image/jpeg' };
  }

  /** A render the customer still has: a deleted one shows nothing. */
  async function liveRender(renderId: string): Promise<void> {
    await deps.renders.forProduction(renderId);
  }

  return {
    async render(renderId: string, versionId: string, ratio: string): Promise<EmailPicture> {
      if (!isAspectRatio(ratio)) throw NOT_FOUND();
      await liveRender(renderId);
      return jpegOf(renderKeys.versionResultPreview(renderId, versionId, ratio));
    },

    async photo(renderId: string): Promise<EmailPicture> {
      await liveRender(renderId);
      return jpegOf(renderKeys.originalPreview(renderId));
    },

    async giftCard(amount: string): Promise<EmailPicture> {
      const cents = Number(amount);
      if (!/^\d+$/.test(amount) || cents % 100 !== 0 || cents < GIFT_CARD_MIN_CENTS || cents > GIFT_CARD_MAX_CENTS) throw NOT_FOUND();
      let drawn = giftCards.get(cents);
      if (!drawn) {
        drawn = drawGiftCard(cents);
        giftCards.set(cents, drawn);
      }
      return { body: await drawn, contentType: 'image/png' };
    },
  };
}

/** The card as the shop prints it: brand, "Gift card" and the amount; never a code. */
function drawGiftCard(cents: number): Promise<Buffer> {
  const { width, height } = GIFT_CARD_PICTURE;
  const font = 'DejaVu Sans, Arial, Helvetica, sans-serif';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#292524"/><stop offset="1" stop-color="#0c0a09"/></linearGradient></defs>
<rect width="${width}" height="${height}" rx="48" fill="url(#g)"/>
<path d="M0 ${height * 0.72} L${width} ${height * 0.48} L${width} ${height * 0.56} L0 ${height * 0.8} Z" fill="#f59e0b" opacity="0.9"/>
<path d="M0 ${height * 0.84} L${width} ${height * 0.6} L${width} ${height * 0.63} L0 ${height * 0.87} Z" fill="#f59e0b" opacity="0.45"/>
<text x="80" y="150" font-family="${font}" font-size="64" font-weight="700" letter-spacing="4" fill="#fafaf9">MotoMuse</text>
<text x="80" y="215" font-family="${font}" font-size="36" letter-spacing="10" fill="#d6d3d1">GIFT CARD</text>
<text x="${width - 80}" y="${height - 90}" text-anchor="end" font-family="${font}" font-size="150" font-weight="700" fill="#fafaf9">${formatDollars(cents).replace(/\.00$/, '')}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}

export type EmailPictureService = ReturnType<typeof createEmailPictureService>;
