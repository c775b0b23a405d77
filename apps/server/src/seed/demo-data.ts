import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import type { Auth } from '#server/modules/accounts/auth.ts';
import { createUserRepository } from '#server/modules/accounts/user-repository.ts';
import type { RenderService } from '#server/modules/renders/render-service.ts';
import type { UploadService } from '#server/modules/uploads/upload-service.ts';
import { createAccount, type AccountInput } from './account-factory.ts';

/** The demo logins `npm start` prints; they exist only outside production. */
export const DEMO_ACCOUNTS = {
  admin: { name: 'Alex Admin', email: 'admin@motomuse.local', password: 'admin-demo-123', isAdmin: true },
  customer: { name: 'Casey Rider', email: 'rider@motomuse.local', password: 'rider-demo-123' },
} as const satisfies Record<string, AccountInput>;

const DEMO_PHOTO = fileURLToPath(new URL('./images/demo-photo.webp', import.meta.url));
const DEMO_RENDER = fileURLToPath(new URL('./images/demo-render.webp', import.meta.url));
/** A request still in the queue, so the workbench has drafts to show on a fresh store: the engine's own test photo. */
const DEMO_PENDING_PHOTO = fileURLToPath(
  new URL('../../../../packages/render-engine/fixtures/synthetic-scrambler-hills.jpg', import.meta.url),
);

type SeedDeps = {
  auth: Auth;
  db: Kysely<Database>;
  renders: RenderService;
  uploads: UploadService;
};

/** The demo customer's requests, made the way an upload makes them: one waiting in the queue (its draft painting), one already finished by staff. */
async function seedDemoRenders(deps: SeedDeps, customer: { id: string; name: string; email: string }): Promise<void> {
  await deps.uploads.createRequest(customer, 'Anime', { path: DEMO_PENDING_PHOTO, filename: 'scrambler.jpg' }, { draft: true });
  const completed = await deps.uploads.createRequest(
    customer,
    'Cyberpunk',
    { path: DEMO_PHOTO, filename: 'cafe-racer.webp' },
    { draft: false },
  );
  await deps.renders.complete(completed.id, DEMO_RENDER);
}

export async function seedDemoData(deps: SeedDeps): Promise<void> {
  const users = createUserRepository(deps.db);
  if (!(await users.exists(DEMO_ACCOUNTS.admin.email))) await createAccount(deps, DEMO_ACCOUNTS.admin);
  if (await users.exists(DEMO_ACCOUNTS.customer.email)) return;
  const { id } = await createAccount(deps, DEMO_ACCOUNTS.customer);
  await seedDemoRenders(deps, { id, name: DEMO_ACCOUNTS.customer.name, email: DEMO_ACCOUNTS.customer.email });
}
