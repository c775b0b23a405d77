import { PRINT_VERSION_MESSAGES, sentToPrint } from '@store/shared/revision-purchases';
import type { DownloadLinks, DownloadLink } from './download-links.ts';
import type { OrderRepository } from './order-repository.ts';

/** What the customer bought of a render when a new version of it is published: the revision email speaks to it. */
export type PurchaseKept = {
  /** Links to the new version's files, when they bought the digital download. */
  downloads: DownloadLink[] | null;
  /** Their canvas: waiting for the version to print, already at the printer with its version, or none. */
  canvas: 'waiting' | 'kept' | null;
};

export type VersionPublished = (published: {
  renderId: string;
  style: string;
  version: { id: string; number: number };
  numberOf: (versionId: string | null | undefined) => number | null;
}) => Promise<PurchaseKept>;

const SHIPPED = new Set(['shipped', 'delivered']);

/**
 * A new version of a render is published: each canvas order of it says on its timeline whether it
 * waits for staff to choose the version to print or keeps the one it went to print with.
 */
export function createVersionPublished(deps: { orders: OrderRepository; downloads: DownloadLinks }): VersionPublished {
  const { orders, downloads } = deps;
  return async ({ renderId, style, version, numberOf }) => {
    let canvas: PurchaseKept['canvas'] = null;
    for (const order of await orders.withCanvasOf(renderId)) {
      const line = order.items.find((item) => !item.isDigital && item.renderId === renderId)!;
      if (SHIPPED.has(order.status) || line.versionId === version.id) continue;
      const kept = sentToPrint(order);
      canvas = canvas === 'waiting' || !kept ? 'waiting' : 'kept';
      await orders.addEvent(order.id, {
        kind: 'print',
        message: kept
          ? PRINT_VERSION_MESSAGES.kept(style, version.number, numberOf(line.versionId))
          : PRINT_VERSION_MESSAGES.held(style, version.number),
        actor: 'system',
      });
    }
    const digitalOrder = await orders.digitalOrderOf(renderId);
    return { downloads: digitalOrder ? downloads.forRender(digitalOrder, renderId) : null, canvas };
  };
}
