import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { aspectRatioOf } from '@store/shared/aspect-ratio-rule';
import type { Database } from '../db/schema.ts';
import { decodeImage, writeWebPreview } from '../images/decode-image.ts';
import type { Auth } from '../modules/accounts/auth.ts';
import { createUserRepository } from '../modules/accounts/user-repository.ts';
import type { RenderService } from '../modules/renders/render-service.ts';
import type { Style } from '@store/shared/styles';
import { createAccount, type AccountInput } from './account-factory.ts';

/** The demo logins `npm start` prints; they exist only outside production. */
export const DEMO_ACCOUNTS = {
  admin: { name: 'Alex Admin', email: 'admin@motomuse.local', password: 'admin-demo-123', isAdmin: true },
  customer: { name: 'Casey Rider', email: 'rider@motomuse.local', password: 'rider-demo-123' },
} as const satisfies Record<string, AccountInput>;

const DEMO_PHOTO = fileURLToPath(new URL('./images/demo-photo.webp', import.meta.url));
const DEMO_RENDER = fileURLToPath(new URL('./images/demo-render.webp', import.meta.url));
/** A request still in the queue, so the workbench has drafts to show on a fresh store: the engine's own test photo. */
const DEMO_PENDING_PHOTO = fileURLToPath(new URL('../../../../packages/render-engine/fixtures/synthetic-scrambler-hills.jpg', import.meta.url));

type SeedDeps = {
  auth: Auth;
  db: Kysely<Database>;
  renders: RenderService;
  workDir: string;
  maxPixels: number;
  /** Queues the first draft of a new request (the production line), when drafts are on. */
  startDrafting: ((renderId: string, style: Style) => Promise<void>) | null;
};

type DemoCustomer = { id: string; name: string; email: string };

/** Stores a demo photo as the customer's render request, the way an upload does. */
async function seedDemoRequest(deps: SeedDeps, customer: DemoCustomer, photoPath: string, style: Style, filename: string): Promise<string> {
  await mkdir(deps.workDir, { recursive: true });
  const photo = await decodeImage(photoPath, { maxPixels: deps.maxPixels, workDir: deps.workDir });
  const previewPath = join(deps.workDir, `demo-original-preview-${style}.webp`);
  try {
    await writeWebPreview(photo.normalisedPath, previewPath);
    const render = await deps.renders.createFromUpload({
      userId: customer.id,
      customerName: customer.name,
      customerEmail: customer.email,
      style,
      aspectRatio: aspectRatioOf(photo.width, photo.height),
      filename,
      width: photo.width,
      height: photo.height,
      original: { path: photo.normalisedPath, extension: photo.output.extension, contentType: photo.output.contentType },
      originalPreviewPath: previewPath,
      findings: [],
    });
    return render.id;
  } finally {
    await Promise.all([rm(photo.normalisedPath, { force: true }), rm(previewPath, { force: true })]);
  }
}

/** The demo customer's requests: one waiting in the queue (its draft painting), one already finished by staff. */
async function seedDemoRenders(deps: SeedDeps, customer: DemoCustomer): Promise<void> {
  const pendingId = await seedDemoRequest(deps, customer, DEMO_PENDING_PHOTO, 'Anime', 'scrambler.jpg');
  const completedId = await seedDemoRequest(deps, customer, DEMO_PHOTO, 'Cyberpunk', 'cafe-racer.webp');
  await deps.renders.complete(completedId, DEMO_RENDER);
  await deps.startDrafting?.(pendingId, 'Anime');
}

export async function seedDemoData(deps: SeedDeps): Promise<void> {
  const users = createUserRepository(deps.db);
  if (!(await users.exists(DEMO_ACCOUNTS.admin.email))) await createAccount(deps, DEMO_ACCOUNTS.admin);
  if (await users.exists(DEMO_ACCOUNTS.customer.email)) return;
  const { id } = await createAccount(deps, DEMO_ACCOUNTS.customer);
  await seedDemoRenders(deps, { id, name: DEMO_ACCOUNTS.customer.name, email: DEMO_ACCOUNTS.customer.email });
}
