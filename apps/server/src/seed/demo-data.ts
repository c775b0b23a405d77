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
import { createAccount, type AccountInput } from './account-factory.ts';

/** The demo logins `npm start` prints; they exist only outside production. */
export const DEMO_ACCOUNTS = {
  admin: { name: 'Alex Admin', email: 'admin@motomuse.local', password: 'admin-demo-123', isAdmin: true },
  customer: { name: 'Casey Rider', email: 'rider@motomuse.local', password: 'rider-demo-123' },
} as const satisfies Record<string, AccountInput>;

const DEMO_PHOTO = fileURLToPath(new URL('./images/demo-photo.webp', import.meta.url));
const DEMO_RENDER = fileURLToPath(new URL('./images/demo-render.webp', import.meta.url));

type SeedDeps = { auth: Auth; db: Kysely<Database>; renders: RenderService; workDir: string; maxPixels: number };

/** The demo customer's first render, already finished by staff, so every screen has something to show. */
async function seedDemoRender(deps: SeedDeps, customer: { id: string; name: string; email: string }): Promise<void> {
  await mkdir(deps.workDir, { recursive: true });
  const photo = await decodeImage(DEMO_PHOTO, { maxPixels: deps.maxPixels, workDir: deps.workDir });
  const previewPath = join(deps.workDir, 'demo-original-preview.webp');
  try {
    await writeWebPreview(photo.normalisedPath, previewPath);
    const render = await deps.renders.createFromUpload({
      userId: customer.id,
      customerName: customer.name,
      customerEmail: customer.email,
      style: 'Cyberpunk',
      aspectRatio: aspectRatioOf(photo.width, photo.height),
      filename: 'cafe-racer.webp',
      width: photo.width,
      height: photo.height,
      original: { path: photo.normalisedPath, extension: photo.output.extension, contentType: photo.output.contentType },
      originalPreviewPath: previewPath,
      findings: [],
    });
    await deps.renders.complete(render.id, DEMO_RENDER);
  } finally {
    await Promise.all([rm(photo.normalisedPath, { force: true }), rm(previewPath, { force: true })]);
  }
}

export async function seedDemoData(deps: SeedDeps): Promise<void> {
  const users = createUserRepository(deps.db);
  if (!(await users.exists(DEMO_ACCOUNTS.admin.email))) await createAccount(deps, DEMO_ACCOUNTS.admin);
  if (await users.exists(DEMO_ACCOUNTS.customer.email)) return;
  const { id } = await createAccount(deps, DEMO_ACCOUNTS.customer);
  await seedDemoRender(deps, { id, name: DEMO_ACCOUNTS.customer.name, email: DEMO_ACCOUNTS.customer.email });
}
