import { createHmac, timingSafeEqual } from 'node:crypto';
import { ASPECT_RATIOS, type AspectRatio } from '@store/shared/catalog';

/** Digital download links stay valid this long; a fresh set can be had from the customer's orders. */
export const DOWNLOAD_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;

/** Downloads one link allows, whoever uses it; a fresh link (from the customer's orders) has its own count. */
export const MAX_DOWNLOADS_PER_LINK = 20;

export type DownloadLink = { ratio: AspectRatio; url: string; expiresAt: string };

/** Signed, expiring links to an order's full-resolution files: HMAC over order, render, ratio and expiry. */
export function createDownloadLinks(secret: string, publicUrl: string) {
  const key = createHmac('sha256', secret).update('digital-downloads').digest();
  const sign = (orderId: string, renderId: string, ratio: string, expires: number) =>
    createHmac('sha256', key).update(`${orderId}:${renderId}:${ratio}:${expires}`).digest('base64url');

  function forRender(orderId: string, renderId: string, now = Date.now()): DownloadLink[] {
    const expires = Math.floor(now / 1000) + DOWNLOAD_LINK_TTL_SECONDS;
    return ASPECT_RATIOS.map((ratio) => ({
      ratio,
      url: `${publicUrl}/api/downloads/${encodeURIComponent(orderId)}/${encodeURIComponent(renderId)}/${ratio}?expires=${expires}&signature=${sign(orderId, renderId, ratio, expires)}`,
      expiresAt: new Date(expires * 1000).toISOString(),
    }));
  }

  return {
    forRender,

    /** Fresh links for each render an order bought as a digital download. */
    forOrder(order: { id: string; items: Array<{ renderId: string; style: string; isDigital: boolean }> }) {
      const digital = new Map(order.items.filter((item) => item.isDigital).map((item) => [item.renderId, item.style]));
      return [...digital].map(([renderId, style]) => ({ renderId, style, links: forRender(order.id, renderId) }));
    },

    /** 'valid', 'expired' or 'invalid' (tampered or foreign). */
    check(
      orderId: string,
      renderId: string,
      ratio: string,
      expires: number,
      signature: string,
      now = Date.now(),
    ): 'valid' | 'expired' | 'invalid' {
      const expected = Buffer.from(sign(orderId, renderId, ratio, expires));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
      return expires * 1000 < now ? 'expired' : 'valid';
    },
  };
}

export type DownloadLinks = ReturnType<typeof createDownloadLinks>;
