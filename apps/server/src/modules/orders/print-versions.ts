import type { PrintVersion, PrintVersionOption } from '@store/shared/orders';
import { PRINT_VERSION_MESSAGES, needsPrintVersionChoice, sentToPrint } from '@store/shared/revision-purchases';
import { HttpError } from '#server/http-errors.ts';
import type { RenderService } from '../renders/render-service.ts';
import type { OrderRecord } from './order-records.ts';
import type { OrderRepository } from './order-repository.ts';

/** A render's published versions, newest first (production's answer). */
export type PublishedVersions = (renderId: string) => Promise<PrintVersionOption[]>;

/**
 * Which version each canvas of an order prints (decision 045): after a revision, a canvas not yet
 * sent to print waits for staff's choice, which is recorded on the order's timeline.
 */
export function createPrintVersions(deps: {
  orders: OrderRepository;
  renders: Pick<RenderService, 'publication'>;
  publishedVersions: PublishedVersions;
}) {
  const { orders } = deps;

  /** The canvas renders of an order, one entry each, with what they print and whether staff must choose. */
  async function of(order: OrderRecord): Promise<PrintVersion[]> {
    const canvases = new Map(order.items.filter((item) => !item.isDigital).map((item) => [item.renderId, item]));
    return Promise.all(
      [...canvases.values()].map(async (line) => {
        const [publication, options] = await Promise.all([deps.renders.publication(line.renderId), deps.publishedVersions(line.renderId)]);
        const find = (id: string | null | undefined) => options.find((option) => option.id === id) ?? null;
        return {
          renderId: line.renderId,
          style: line.style,
          printing: find(line.versionId),
          published: find(publication?.publishedVersionId),
          needsChoice: publication !== null && needsPrintVersionChoice(order, line, publication),
          sentToPrint: sentToPrint(order),
          options,
        };
      }),
    );
  }

  return {
    of,

    /** Whether any canvas of the order waits for staff to choose its version: it is not sent to print until they do. */
    async waiting(order: OrderRecord): Promise<boolean> {
      return (await of(order)).some((version) => version.needsChoice);
    },

    /** Staff choose the version a canvas prints; refused once the order has gone to print. */
    async choose(order: OrderRecord, renderId: string, versionId: string, actor: string): Promise<void> {
      if (!order.items.some((item) => !item.isDigital && item.renderId === renderId))
        throw new HttpError(400, 'VALIDATION', 'This order has no canvas of that render.', { renderId: 'No canvas of this render.' });
      if (sentToPrint(order)) throw new HttpError(409, 'SENT_TO_PRINT', PRINT_VERSION_MESSAGES.alreadySent);
      const chosen = (await deps.publishedVersions(renderId)).find((option) => option.id === versionId);
      if (!chosen)
        throw new HttpError(400, 'VALIDATION', 'Choose one of the published versions of this render.', {
          versionId: 'Not a published version of this render.',
        });
      await orders.choosePrintVersion(order.id, renderId, versionId);
      await orders.addEvent(order.id, { kind: 'print', message: PRINT_VERSION_MESSAGES.chosen(chosen.number), actor });
    },
  };
}

export type PrintVersions = ReturnType<typeof createPrintVersions>;
