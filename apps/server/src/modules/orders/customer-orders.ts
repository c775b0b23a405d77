import type { OrderDownloads } from '@store/shared/api/orders';
import type { Order } from '@store/shared/orders';
import { versionsServed } from '@store/shared/revision-purchases';
import { HttpError } from '#server/http-errors.ts';
import type { RenderService } from '../renders/render-service.ts';
import { MAX_DOWNLOADS_PER_LINK, type DownloadLinks } from './download-links.ts';
import { toCustomerOrder, type OrderRecord } from './order-records.ts';
import type { OrderRepository } from './order-repository.ts';
import type { PublishedVersions } from './print-versions.ts';

const INVALID_LINK = () => new HttpError(403, 'INVALID_LINK', 'This download link is not valid.');

const LINKS_REVOKED = () =>
  new HttpError(
    403,
    'LINK_REVOKED',
    'The download links of this order were turned off by our staff. Please contact us if you need your files.',
  );

/** The customer's side of orders: their list and the download links of what they bought. */
export function createCustomerOrders(deps: {
  orders: OrderRepository;
  downloads: DownloadLinks;
  renders: Pick<RenderService, 'publication'>;
  publishedVersions: PublishedVersions;
}) {
  const { orders, downloads } = deps;

  /** The versions of a render a link of this order may serve: a digital purchase's, and each canvas's print version. */
  async function versionsCovered(order: OrderRecord, renderId: string, ratio: string): Promise<string[]> {
    const lines = order.items.filter((item) => item.renderId === renderId);
    const published = (await deps.renders.publication(renderId))?.publishedVersionId ?? null;
    return lines.flatMap((item) => {
      if (item.isDigital) return versionsServed(item.versionId ?? null, published);
      return item.aspectRatio === ratio && item.versionId ? [item.versionId] : [];
    });
  }

  return {
    async listMine(userId: string): Promise<Order[]> {
      return (await orders.listByUser(userId)).map(toCustomerOrder);
    },

    async freshDownloads(orderId: string, userId: string) {
      const order = await orders.findById(orderId);
      if (!order || order.userId !== userId) throw new HttpError(404, 'NOT_FOUND', 'Order not found.');
      if (await orders.downloadsRevokedAt(order.id)) throw LINKS_REVOKED();
      return Promise.all(
        downloads.forOrder(order).map(async (download): Promise<OrderDownloads[number]> => {
          const bought = order.items.find((item) => item.isDigital && item.renderId === download.renderId)?.versionId ?? null;
          const [publication, versions] = await Promise.all([
            deps.renders.publication(download.renderId),
            deps.publishedVersions(download.renderId),
          ]);
          const numberOf = (id: string | null | undefined) => versions.find((version) => version.id === id)?.number ?? null;
          const published = publication?.publishedVersionId ?? null;
          const paidNumber = bought !== null && bought !== published ? numberOf(bought) : null;
          return {
            ...download,
            version: numberOf(published),
            paidVersion:
              paidNumber === null ? null : { number: paidNumber, links: downloads.forRender(order.id, download.renderId, bought) },
          };
        }),
      );
    },

    /**
     * Checks a download link and counts one use of it. The link alone is the authority (decision
     * 014): whoever holds it, signed in or not, gets the same answer.
     */
    async authorizeDownload(link: {
      orderId: string;
      renderId: string;
      ratio: string;
      expires: number;
      signature: string;
      versionId: string | null;
    }): Promise<void> {
      // The same links serve the buyer's digital files and the print partner's print files.
      const verdict = downloads.check(link);
      if (verdict === 'expired')
        throw new HttpError(410, 'LINK_EXPIRED', 'This download link has expired. Get a fresh one from your dashboard.');
      if (verdict === 'invalid') throw new HttpError(403, 'INVALID_LINK', 'This download link is not valid.');
      const order = await orders.findById(link.orderId);
      const covered = order?.items.some((item) => item.renderId === link.renderId && (item.isDigital || item.aspectRatio === link.ratio));
      if (!order || !covered) throw INVALID_LINK();
      if (link.versionId !== null && !(await versionsCovered(order, link.renderId, link.ratio)).includes(link.versionId))
        throw INVALID_LINK();
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
