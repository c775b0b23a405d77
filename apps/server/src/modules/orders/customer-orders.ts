import type { Order } from '@store/shared/orders';
import { HttpError } from '#server/http-errors.ts';
import { MAX_DOWNLOADS_PER_LINK, type DownloadLinks } from './download-links.ts';
import { toCustomerOrder, type OrderRepository } from './order-repository.ts';

const LINKS_REVOKED = () =>
  new HttpError(
    403,
    'LINK_REVOKED',
    'The download links of this order were turned off by our staff. Please contact us if you need your files.',
  );

/** The customer's side of orders: their list and the download links of what they bought. */
export function createCustomerOrders(deps: { orders: OrderRepository; downloads: DownloadLinks }) {
  const { orders, downloads } = deps;
  return {
    async listMine(userId: string): Promise<Order[]> {
      return (await orders.listByUser(userId)).map(toCustomerOrder);
    },

    async freshDownloads(orderId: string, userId: string) {
      const order = await orders.findById(orderId);
      if (!order || order.userId !== userId) throw new HttpError(404, 'NOT_FOUND', 'Order not found.');
      if (await orders.downloadsRevokedAt(order.id)) throw LINKS_REVOKED();
      return downloads.forOrder(order);
    },

    /**
     * Checks a download link and counts one use of it. The link alone is the authority (decision
     * 014): whoever holds it, signed in or not, gets the same answer.
     */
    async authorizeDownload(link: { orderId: string; renderId: string; ratio: string; expires: number; signature: string }): Promise<void> {
      // The same links serve the buyer's digital files and the print partner's print files.
      const verdict = downloads.check(link.orderId, link.renderId, link.ratio, link.expires, link.signature);
      if (verdict === 'expired')
        throw new HttpError(410, 'LINK_EXPIRED', 'This download link has expired. Get a fresh one from your dashboard.');
      if (verdict === 'invalid') throw new HttpError(403, 'INVALID_LINK', 'This download link is not valid.');
      const order = await orders.findById(link.orderId);
      const covered = order?.items.some((item) => item.renderId === link.renderId && (item.isDigital || item.aspectRatio === link.ratio));
      if (!order || !covered) throw new HttpError(403, 'INVALID_LINK', 'This download link is not valid.');
      if (await orders.downloadsRevokedAt(order.id)) throw LINKS_REVOKED();
      if (!(await orders.useDownloadLink(link.signature, order.id, MAX_DOWNLOADS_PER_LINK))) {
        throw new HttpError(
          410,
          'LINK_USED_UP',
          `This download link has been used ${MAX_DOWNLOADS_PER_LINK} times, its limit. Get a fresh link from your orders page.`,
        );
      }
    },
  };
}

export type CustomerOrders = ReturnType<typeof createCustomerOrders>;
