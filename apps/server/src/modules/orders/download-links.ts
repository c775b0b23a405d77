import { createHmac, timingSafeEqual } from 'node:crypto';
import { ASPECT_RATIOS, type AspectRatio } from '@store/shared/catalog';

/** Digital download links stay valid this long; a fresh set can be had from the customer's orders. */
export const DOWNLOAD_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;

/** Downloads one link allows, whoever uses it; a fresh link (from the customer's orders) has its own count. */
export const MAX_DOWNLOADS_PER_LINK = 20;

export type DownloadLink = { ratio: AspectRatio; url: string; expiresAt: string };

/**
 * Signed, expiring links to an order's full-resolution files: HMAC over order, render, ratio and
 * expiry, and the version when the link names one. A link without a version serves the render's
 * published version, whichever it is then; one with a version serves that version (decision 045).
 */
export function createDownloadLinks(secret: string, publicUrl: string) {
  const key = createHmac('sha256', secret).update('digital-downloads').digest();
  const sign = (orderId: string, renderId: string, ratio: string, expires: number, versionId: string | null) =>
    createHmac('sha256', key)
      .update(`${orderId}:${renderId}:${ratio}:${expires}${versionId === null ? '' : `:${versionId}`}`)
      .digest('base64url');

  function forRender(orderId: string, renderId: string, versionId: string | null = null, now = Date.now()): DownloadLink[] {
    const expires = Math.floor(now / 1000) + DOWNLOAD_LINK_TTL_SECONDS;
    const version = versionId === null ? '' : `&version=${encodeURIComponent(versionId)}`;
    return ASPECT_RATIOS.map((ratio) => ({
      ratio,
      url: `${publicUrl}/api/downloads/${encodeURIComponent(orderId)}/${encodeURIComponent(renderId)}/${ratio}?expires=${expires}${version}&signature=${sign(orderId, renderId, ratio, expires, versionId)}`,
      expiresAt: new Date(expires * 1000).toISOString(),
    }));
  }

  return {
    forRender,

    /** Fresh links for each render an order bought as a digital download: its published version's files. */
    forOrder(order: { id: string; items: Array<{ renderId: string; style: string; isDigital: boolean }> }) {
      const digital = new Map(order.items.filter((item) => item.isDigital).map((item) => [item.renderId, item.style]));
      return [...digital].map(([renderId, style]) => ({ renderId, style, links: forRender(order.id, renderId) }));
    },

    /** 'valid', 'expired' or 'invalid' (tampered or foreign). */
    check(
      link: { orderId: string; renderId: string; ratio: string; expires: number; signature: string; versionId: string | null },
      now = Date.now(),
    ): 'valid' | 'expired' | 'invalid' {
      const expected = Buffer.from(sign(link.orderId, link.renderId, link.ratio, link.expires, link.versionId));
      const given = Buffer.from(link.signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
      return link.expires * 1000 < now ? 'expired' : 'valid';
    },
  };
}

export type DownloadLinks = ReturnType<typeof createDownloadLinks>;
