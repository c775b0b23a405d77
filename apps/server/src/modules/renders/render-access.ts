import type { Role } from '@store/shared/roles';
import type { Transact } from '#server/db/transaction.ts';
import { HttpError } from '#server/http-errors.ts';
import type { Mailer } from '#server/providers/mail/mailer.ts';
import type { Storage, StoredFile } from '#server/providers/storage/storage.ts';
import type { Notifications } from '../notifications/notifications.ts';
import type { RenderLifeRepository } from './render-life-repository.ts';
import type { RenderRecord, RenderRepository } from './render-repository.ts';
import { isOwnerOrAdmin, seesEveryRender, type Viewer } from './render-views.ts';

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

export type RenderServiceDeps = {
  repository: RenderRepository;
  /** Every change of a render's row (its life in one place). */
  life: RenderLifeRepository;
  transact: Transact;
  storage: Storage;
  mailer: Mailer;
  publicUrl: string;
  purchases: PurchaseGrant;
  notifications: Pick<Notifications, 'revisionRequested'>;
};

export const NOT_FOUND = () => new HttpError(404, 'NOT_FOUND', 'Render not found.');

/** The render, unless it is in the recycle bin and the viewer is not staff. */
export async function visibleRender(repository: RenderRepository, id: string, viewer: Viewer): Promise<RenderRecord> {
  const render = await repository.findById(id);
  if (!render || (render.status === 'deleted' && !seesEveryRender(viewer))) throw NOT_FOUND();
  return render;
}

export function requireOwner(viewer: Viewer, render: RenderRecord): asserts viewer is { id: string; role: Role } {
  if (!viewer) throw new HttpError(401, 'UNAUTHENTICATED', 'Please sign in first.');
  if (viewer.id !== render.userId) throw new HttpError(403, 'FORBIDDEN', 'This render belongs to another customer.');
}

export function requireOwnerOrAdmin(viewer: Viewer, render: RenderRecord): void {
  if (!viewer) throw new HttpError(401, 'UNAUTHENTICATED', 'Please sign in first.');
  if (!isOwnerOrAdmin(viewer, render)) throw new HttpError(403, 'FORBIDDEN', 'This file belongs to another customer.');
}

export async function storedFile(storage: Storage, key: string): Promise<StoredFile> {
  const stored = await storage.get(key);
  if (!stored) throw new HttpError(404, 'NOT_FOUND', 'File not found.');
  return stored;
}

export async function deleteFiles(storage: Storage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}

/** Every stored file of the render. */
export async function deleteFilesOf(storage: Storage, id: string): Promise<void> {
  await deleteFiles(
    storage,
    (await storage.list(`renders/${id}/`)).map((listed) => listed.key),
  );
}
