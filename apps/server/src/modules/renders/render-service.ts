import { randomBytes } from 'node:crypto';
import { ASPECT_RATIOS, isAspectRatio, type AspectRatio } from '@store/shared/catalog';
import { ADMIN_QUEUE_PAGE_SIZE, type AdminQueuePage, type AdminQueueQuery, type AdminRender, type Render } from '@store/shared/renders';
import type { PhotoFinding } from '@store/shared/photo-check';
import { REVISION_MESSAGES } from '@store/shared/production';
import { purchaseFor } from '@store/shared/purchase-rules';
import { FREE_REVISIONS_PER_RENDER, renderProgress } from '@store/shared/render-progress';
import { shownRenderStatus } from '@store/shared/revision-purchases';
import { can, type Role } from '@store/shared/roles';
import { absoluteUrl, routes } from '@store/shared/routes';
import type { Style } from '@store/shared/styles';
import { afterCommit, type Transact } from '#server/db/transaction.ts';
import { HttpError } from '#server/http-errors.ts';
import { emailPictures } from '#server/providers/mail/email-pictures.ts';
import type { Mailer } from '#server/providers/mail/mailer.ts';
import type { Notifications } from '../notifications/notifications.ts';
import type { Storage, StoredFile } from '#server/providers/storage/storage.ts';
import { revisionReceivedEmail } from './render-emails.ts';
import { publishedResultKeys, renderKeys, renderUrls } from './render-files.ts';
import { createSmallPreviews } from './small-previews.ts';
import type { RenderLifeRepository } from './render-life-repository.ts';
import type { RenderRecord, RenderRepository } from './render-repository.ts';

export type Viewer = { id: string; role: Role } | null;

/** Staff working the queue see every render, its full-size files and the recycle bin. */
function seesEveryRender(viewer: Viewer): boolean {
  return viewer !== null && can(viewer.role, 'queue');
}

export type NewUploadedRender = {
  userId: string;
  customerName: string;
  customerEmail: string;
  style: Style;
  aspectRatio: AspectRatio;
  filename: string;
  width: number;
  height: number;
  original: { path: string; extension: string; contentType: string };
  originalPreviewPath: string;
  findings: PhotoFinding[];
};

/**
 * What renders ask of purchases: whether a customer bought a render's digital files (then its full
 * results are theirs to read), and in which order each render's digital download was bought.
 */
export type PurchaseGrant = {
  hasPurchased(userId: string, renderId: string): Promise<boolean>;
  digitalPurchases(userId: string): Promise<Map<string, string>>;
  /** Which of these renders an order includes. */
  orderedAmong(renderIds: readonly string[]): Promise<Set<string>>;
};

/** A render as a visitor sees it, with what the gallery and reviews need to know of it. */
export type PublicView = { render: Render; published: boolean; customerName: string; userId: string };

const NOT_FOUND = () => new HttpError(404, 'NOT_FOUND', 'Render not found.');
const NO_RESULT = () => new HttpError(404, 'NOT_FOUND', 'This render has no result in that aspect ratio.');

/** The published files of one ratio, or 404. */
function publishedKeys(render: RenderRecord, ratio: string): { full: string; preview: string } {
  const keys = isAspectRatio(ratio) && render.results[ratio] ? publishedResultKeys(render, ratio) : null;
  if (!keys) throw NO_RESULT();
  return keys;
}

/** Where a full-size result is kept: of the named version, else of the published one. */
function fullResultKey(render: RenderRecord, ratio: string, versionId: string | null): string {
  if (versionId === null) return publishedKeys(render, ratio).full;
  if (!isAspectRatio(ratio)) throw NO_RESULT();
  return renderKeys.versionResult(render.id, versionId, ratio);
}

/** Unguessable ids: 128 random bits, URL-safe. */
function newRenderId(): string {
  return randomBytes(16).toString('base64url');
}

function isOwnerOrAdmin(viewer: Viewer, render: RenderRecord): boolean {
  return viewer !== null && (seesEveryRender(viewer) || viewer.id === render.userId);
}

/** A render is bought as the customer sees it: its published version stays on sale while a revision is made. */
function buyable(render: RenderRecord): { userId: string; status: string } {
  return { userId: render.userId, status: shownRenderStatus(render) };
}

function versionOf(render: RenderRecord): string {
  return render.completedAt ? String(new Date(render.completedAt).getTime()) : '0';
}

export function createRenderService(deps: {
  repository: RenderRepository;
  /** Every change of a render's row (its life in one place). */
  life: RenderLifeRepository;
  transact: Transact;
  storage: Storage;
  mailer: Mailer;
  publicUrl: string;
  purchases: PurchaseGrant;
  notifications: Pick<Notifications, 'revisionRequested'>;
}) {
  const { repository, life, storage, mailer } = deps;
  const smallPreviews = createSmallPreviews(storage);

  function toDto(render: RenderRecord, viewer: Viewer): Render {
    const privateView = isOwnerOrAdmin(viewer, render);
    const version = versionOf(render);
    const results: Render['results'] = {};
    for (const ratio of ASPECT_RATIOS) {
      const size = render.results[ratio];
      if (!size) continue;
      results[ratio] = {
        preview: renderUrls.resultPreview(render.id, ratio, version),
        smallPreview: renderUrls.smallResultPreview(render.id, ratio, version),
        ...(seesEveryRender(viewer) ? { full: renderUrls.result(render.id, ratio, version) } : {}),
        width: size.width,
        height: size.height,
      };
    }
    return {
      id: render.id,
      style: render.style,
      aspectRatio: render.aspectRatio,
      status: shownRenderStatus(render),
      submittedAt: render.submittedAt,
      completedAt: render.completedAt,
      results,
      width: render.width,
      height: render.height,
      ...(privateView
        ? {
            originalUrl: renderUrls.original(render.id),
            originalPreviewUrl: renderUrls.originalPreview(render.id),
            filename: render.filename,
            progress: renderProgress(render),
          }
        : {}),
    };
  }

  function toAdminDto(render: RenderRecord): AdminRender {
    return {
      ...toDto(render, { id: '', role: 'staff' }),
      // Staff's queue works a revision like any request, so they see the render's own status.
      status: render.status,
      customerName: render.customerName,
      customerEmail: render.customerEmail,
      deletedAt: render.deletedAt,
      findings: render.findings,
      revisionNote: render.status === 'pending' ? render.revisionNote : null,
      revisionRequestedAt: render.status === 'pending' && render.revisionNote ? render.revisionRequestedAt : null,
    };
  }

  async function withPurchase(render: RenderRecord, viewer: Viewer): Promise<Render> {
    const digitalOrderId = viewer ? ((await deps.purchases.digitalPurchases(viewer.id)).get(render.id) ?? null) : null;
    return { ...toDto(render, viewer), purchase: purchaseFor(viewer, buyable(render), digitalOrderId) };
  }

  async function visible(id: string, viewer: Viewer): Promise<RenderRecord> {
    const render = await repository.findById(id);
    if (!render || (render.status === 'deleted' && !seesEveryRender(viewer))) throw NOT_FOUND();
    return render;
  }

  function requireOwner(viewer: Viewer, render: RenderRecord): asserts viewer is { id: string; role: Role } {
    if (!viewer) throw new HttpError(401, 'UNAUTHENTICATED', 'Please sign in first.');
    if (viewer.id !== render.userId) throw new HttpError(403, 'FORBIDDEN', 'This render belongs to another customer.');
  }

  function requireOwnerOrAdmin(viewer: Viewer, render: RenderRecord): void {
    if (!viewer) throw new HttpError(401, 'UNAUTHENTICATED', 'Please sign in first.');
    if (!isOwnerOrAdmin(viewer, render)) throw new HttpError(403, 'FORBIDDEN', 'This file belongs to another customer.');
  }

  async function deleteFiles(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
  }

  async function deleteFilesOf(id: string): Promise<void> {
    await deleteFiles((await storage.list(`renders/${id}/`)).map((listed) => listed.key));
  }

  async function file(key: string): Promise<StoredFile> {
    const stored = await storage.get(key);
    if (!stored) throw new HttpError(404, 'NOT_FOUND', 'File not found.');
    return stored;
  }

  return {
    toDto,

    /**
     * Stores the upload's files under a new id, then in one transaction asks `admit` (an upload
     * takes the customer's slot there) and inserts the row. A crash leaves the row and what
     * `admit` wrote together or neither; files without a row are swept later. When `admit`
     * refuses, or anything fails, the files are deleted: null for a refusal, else the error.
     */
    async createFromUpload(
      input: NewUploadedRender,
      admit?: () => Promise<boolean>,
      /** Kept with the render in its transaction (the bike the customer picked). */
      alongside?: (renderId: string) => Promise<void>,
    ): Promise<Render | null> {
      const id = newRenderId();
      const originalKey = renderKeys.original(id, input.original.extension);
      const written: string[] = [];
      try {
        await storage.put(originalKey, { path: input.original.path }, input.original.contentType);
        written.push(originalKey);
        await storage.put(renderKeys.originalPreview(id), { path: input.originalPreviewPath }, 'image/webp');
        written.push(renderKeys.originalPreview(id));
        const admitted = await deps.transact(async () => {
          if (admit && !(await admit())) return false;
          await life.insert({
            id,
            userId: input.userId,
            customerName: input.customerName,
            customerEmail: input.customerEmail,
            style: input.style,
            aspectRatio: input.aspectRatio,
            filename: input.filename,
            originalKey,
            width: input.width,
            height: input.height,
            submittedAt: new Date().toISOString(),
            findings: input.findings,
          });
          await alongside?.(id);
          return true;
        });
        if (!admitted) {
          await deleteFiles(written);
          return null;
        }
      } catch (error) {
        await deleteFiles(written);
        throw error;
      }
      return toDto((await repository.findById(id))!, { id: input.userId, role: 'customer' });
    },

    /** Which of these render ids have a row (in any status): storage folders without one are leftovers. */
    existing: (ids: string[]) => repository.existingIds(ids),

    async listMine(userId: string, sort: 'newest' | 'oldest'): Promise<Render[]> {
      const [renders, digital] = await Promise.all([repository.listByUser(userId, sort), deps.purchases.digitalPurchases(userId)]);
      const viewer: Viewer = { id: userId, role: 'customer' };
      return renders.map((render) => ({
        ...toDto(render, viewer),
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
      return withPurchase(await visible(id, viewer), viewer);
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
              render: toDto(render, null),
              published: render.status === 'complete' && render.publishedVersionId !== null,
              customerName: render.customerName,
              userId: render.userId,
            },
          ]),
      );
    },

    /** The web-size copy of the customer's photo, for the gallery, which asks only while the customer consents. */
    async galleryPhoto(id: string): Promise<StoredFile> {
      const render = await repository.findById(id);
      if (!render || render.status === 'deleted') throw NOT_FOUND();
      return file(renderKeys.originalPreview(render.id));
    },

    async original(id: string, viewer: Viewer): Promise<{ file: StoredFile; filename: string }> {
      const render = await visible(id, viewer);
      requireOwnerOrAdmin(viewer, render);
      return { file: await file(render.originalKey), filename: render.filename };
    },

    async originalPreview(id: string, viewer: Viewer): Promise<StoredFile> {
      const render = await visible(id, viewer);
      requireOwnerOrAdmin(viewer, render);
      return file(renderKeys.originalPreview(render.id));
    },

    /** Watermarked previews are public once the render is complete. */
    async resultPreview(id: string, ratio: string, viewer: Viewer, size: 'full' | 'small' = 'full'): Promise<StoredFile> {
      const key = publishedKeys(await visible(id, viewer), ratio).preview;
      if (size === 'full') return file(key);
      const small = await smallPreviews.get(key);
      if (!small) throw new HttpError(404, 'NOT_FOUND', 'File not found.');
      return small;
    },

    /**
     * Full-resolution results: admins, and customers who bought the digital download. Staff may name
     * a version: the print file of a canvas that prints another version than the published one.
     */
    async result(
      id: string,
      ratio: string,
      viewer: Viewer,
      versionId: string | null = null,
    ): Promise<{ file: StoredFile; filename: string }> {
      const render = await visible(id, viewer);
      if (!viewer) throw new HttpError(401, 'UNAUTHENTICATED', 'Please sign in first.');
      if (!seesEveryRender(viewer) && (versionId !== null || !(await deps.purchases.hasPurchased(viewer.id, render.id))))
        throw new HttpError(403, 'FORBIDDEN', 'Full-resolution files come with a purchase.');
      const key = fullResultKey(render, ratio, versionId);
      return {
        file: await file(key),
        filename: `motomuse-${render.style.toLowerCase()}-${ratio}-${render.id}.jpg`,
      };
    },

    /** When the render's version now shown was published, and which it is; null when there is no such render. */
    async publication(id: string): Promise<{ publishedVersionId: string | null; publishedAt: string | null } | null> {
      const render = await repository.findById(id);
      return render ? { publishedVersionId: render.publishedVersionId, publishedAt: render.completedAt } : null;
    },

    /**
     * A purchased result, for a download link the order has already authorised: of the version the
     * link names (the one paid for, or a canvas's print version), else of the published version.
     */
    async purchasedResult(id: string, ratio: string, versionId: string | null): Promise<{ file: StoredFile; filename: string }> {
      const render = await repository.findById(id);
      if (!render) throw NO_RESULT();
      const key = fullResultKey(render, ratio, versionId);
      return {
        file: await file(key),
        filename: `motomuse-${render.style.toLowerCase()}-${ratio}-${render.id}.jpg`,
      };
    },

    async adminQueue(query: AdminQueueQuery): Promise<AdminQueuePage> {
      const paidWaiting = query.attention === 'paid-waiting' ? [...(await deps.purchases.orderedAmong(await repository.pendingIds()))] : [];
      const { items, total } = await repository.listForAdmin(query, ADMIN_QUEUE_PAGE_SIZE, paidWaiting);
      const ordered = await deps.purchases.orderedAmong(items.filter((item) => item.status === 'pending').map((item) => item.id));
      return {
        items: items.map((item) => ({
          ...toAdminDto(item),
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

    toAdminDto,

    /** The owner asks for a change to a complete render, within the free revisions. */
    async requestRevision(id: string, viewer: Viewer, note: string): Promise<Render> {
      const render = await visible(id, viewer);
      requireOwner(viewer, render);
      if (render.status !== 'complete') throw new HttpError(409, 'NOT_COMPLETE', REVISION_MESSAGES.notComplete);
      if (!(await life.requestRevision(id, render.userId, note, FREE_REVISIONS_PER_RENDER)))
        throw new HttpError(409, 'NO_REVISIONS_LEFT', REVISION_MESSAGES.noneLeft);
      await mailer.queue(
        render.customerEmail,
        revisionReceivedEmail(
          render.customerName,
          note,
          absoluteUrl(deps.publicUrl, routes.dashboard.href()),
          render.publishedVersionId ? emailPictures.preview({ ...render, renderId: id, versionId: render.publishedVersionId }) : null,
        ),
      );
      await deps.notifications.revisionRequested({
        renderId: id,
        style: render.style,
        customer: { id: render.userId, name: render.customerName, email: render.customerEmail },
        note,
      });
      return toDto((await repository.findById(id))!, viewer);
    },

    /**
     * The owner withdraws a first-round request: the render and its files are deleted, not kept in
     * the recycle bin (files a failure leaves behind are swept as orphans). False when it is no
     * longer cancellable.
     */
    async cancelPending(id: string, viewer: Viewer): Promise<boolean> {
      const render = await visible(id, viewer);
      requireOwner(viewer, render);
      if (!(await life.deletePending(id, render.userId))) return false;
      await deleteFilesOf(id);
      return true;
    },

    async moveToRecycleBin(id: string): Promise<AdminRender> {
      if (!(await life.moveToRecycleBin(id))) throw NOT_FOUND();
      return toAdminDto((await repository.findById(id))!);
    },

    /**
     * Removes every render of a customer who deleted their account, in the caller's transaction;
     * their files go once it commits (any a failure leaves are swept as orphans).
     */
    async eraseAllOf(userId: string): Promise<void> {
      const ids = await repository.idsOfUser(userId);
      await life.deleteAllOfUser(userId);
      await afterCommit(() => Promise.all(ids.map((id) => deleteFilesOf(id).catch(() => undefined))).then(() => undefined));
    },

    /**
     * The production line's changes of a render's life (draft ready, review started, a version
     * published, legacy results adopted): production decides when, the renders module writes them.
     */
    life: {
      markDraftReady: life.markDraftReady,
      markReviewStarted: life.markReviewStarted,
      publishVersion: life.publishVersion,
      withLegacyResults: life.withLegacyResults,
      adoptVersion: life.adoptVersion,
    } satisfies RenderStates,

    async restore(id: string): Promise<AdminRender> {
      if (!(await life.restore(id))) throw NOT_FOUND();
      return toAdminDto((await repository.findById(id))!);
    },
  };
}

export type RenderService = ReturnType<typeof createRenderService>;

/** What the production line writes of a render's life, through the renders module. */
export type RenderStates = Pick<
  RenderLifeRepository,
  'markDraftReady' | 'markReviewStarted' | 'publishVersion' | 'withLegacyResults' | 'adoptVersion'
>;
export type { PublishedSizes } from './render-life-repository.ts';
