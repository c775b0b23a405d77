import { ADMIN_QUEUE_PAGE_SIZE, type AdminQueuePage, type AdminQueueQuery, type Render } from '@store/shared/renders';
import { purchaseFor } from '@store/shared/purchase-rules';
import type { Style } from '@store/shared/styles';
import { NOT_FOUND, visibleRender, type RenderServiceDeps } from './render-access.ts';
import type { RenderRecord } from './render-repository.ts';
import { adminRenderDto, buyable, renderDto, type PublicView, type Viewer } from './render-views.ts';

/** Renders as each reader sees them: the customer's dashboard and cart, the product page, the gallery, staff's queue, production. */
export function createRenderReads(deps: RenderServiceDeps) {
  const { repository } = deps;

  async function withPurchase(render: RenderRecord, viewer: Viewer): Promise<Render> {
    const digitalOrderId = viewer ? ((await deps.purchases.digitalPurchases(viewer.id)).get(render.id) ?? null) : null;
    return { ...renderDto(render, viewer), purchase: purchaseFor(viewer, buyable(render), digitalOrderId) };
  }

  return {
    /** Which of these render ids have a row (in any status): storage folders without one are leftovers. */
    existing: (ids: string[]) => repository.existingIds(ids),

    async listMine(userId: string, sort: 'newest' | 'oldest'): Promise<Render[]> {
      const [renders, digital] = await Promise.all([repository.listByUser(userId, sort), deps.purchases.digitalPurchases(userId)]);
      const viewer: Viewer = { id: userId, role: 'customer' };
      return renders.map((render) => ({
        ...renderDto(render, viewer),
        purchase: purchaseFor(viewer, buyable(render), digital.get(render.id) ?? null),
      }));
    },

    /** A render as this customer's cart sees it, with what they may buy of it; null when it is gone. */
    async forCart(id: string, userId: string): Promise<Render | null> {
      const render = await repository.findById(id);
      if (!render || render.status === 'deleted') return null;
      return withPurchase(render, { id: userId, role: 'customer' });
    },

    /** The product read: the render, with whether this viewer may buy it and what they already own. */
    async read(id: string, viewer: Viewer): Promise<Render> {
      return withPurchase(await visibleRender(repository, id, viewer), viewer);
    },

    /** Each of these renders' style (in any status): what reviews show of the render they are about. */
    async stylesOf(ids: readonly string[]): Promise<Map<string, Style>> {
      return new Map((await repository.findByIds(ids)).map((render) => [render.id, render.style]));
    },

    /** Renders as a visitor sees them, by id, with whether each is published and whose it is; deleted ones are left out. */
    async publicViews(ids: readonly string[]): Promise<Map<string, PublicView>> {
      const records = await repository.findByIds(ids);
      return new Map(
        records
          .filter((render) => render.status !== 'deleted')
          .map((render) => [
            render.id,
            {
              render: renderDto(render, null),
              published: render.status === 'complete' && render.publishedVersionId !== null,
              customerName: render.customerName,
              userId: render.userId,
            },
          ]),
      );
    },

    /** When the render's version now shown was published, and which it is; null when there is no such render. */
    async publication(id: string): Promise<{ publishedVersionId: string | null; publishedAt: string | null } | null> {
      const render = await repository.findById(id);
      return render ? { publishedVersionId: render.publishedVersionId, publishedAt: render.completedAt } : null;
    },

    async adminQueue(query: AdminQueueQuery): Promise<AdminQueuePage> {
      const paidWaiting = query.attention === 'paid-waiting' ? [...(await deps.purchases.orderedAmong(await repository.pendingIds()))] : [];
      const { items, total } = await repository.listForAdmin(query, ADMIN_QUEUE_PAGE_SIZE, paidWaiting);
      const ordered = await deps.purchases.orderedAmong(items.filter((item) => item.status === 'pending').map((item) => item.id));
      return {
        items: items.map((item) => ({
          ...adminRenderDto(item),
          draftReady: item.status === 'pending' && item.draftReadyAt !== null,
          hasPaidOrder: item.status === 'pending' && ordered.has(item.id),
        })),
        total,
        page: query.page,
        pageSize: ADMIN_QUEUE_PAGE_SIZE,
      };
    },

    /** The render as the production line needs it; deleted ones are not worked on. */
    async forProduction(id: string): Promise<RenderRecord> {
      const render = await repository.findById(id);
      if (!render || render.status === 'deleted') throw NOT_FOUND();
      return render;
    },
  };
}
