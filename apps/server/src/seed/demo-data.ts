import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { StoreModules } from '#server/modules/store-modules.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

const DEMO_PHOTO = fileURLToPath(new URL('./images/demo-photo.webp', import.meta.url));
const DEMO_RENDER = fileURLToPath(new URL('./images/demo-render.webp', import.meta.url));
/** A request still in the queue, so the workbench has drafts to show on a fresh store: the engine's own test photo. */
const DEMO_PENDING_PHOTO = fileURLToPath(
  new URL('../../../../packages/render-engine/fixtures/synthetic-scrambler-hills.jpg', import.meta.url),
);
const VERSION_WAIT_MS = 250;
const VERSION_TIMEOUT_MS = 5 * 60_000;

type SeedModules = Pick<StoreModules, 'accounts' | 'uploads' | 'production'>;

/** Staff's path: the finished image becomes a version, its ratios are derived in the background, then it is published. */
async function publishAsStaff(production: SeedModules['production']['service'], renderId: string): Promise<void> {
  const version = await production.versionFromUpload(renderId, DEMO_RENDER);
  for (const started = Date.now(); Date.now() - started < VERSION_TIMEOUT_MS; await sleep(VERSION_WAIT_MS)) {
    const current = (await production.workbench(renderId)).versions.find((candidate) => candidate.id === version.id);
    if (current?.status === 'failed') throw new Error(`The demo render could not be derived: ${current.error ?? 'unknown error'}`);
    if (current?.status === 'ready') {
      // The 1600 × 1000 demo render prints no 3x2 canvas sharply; the demo sells it as a download, as staff would confirm.
      await production.publish(renderId, version.id, ['TOO_SMALL_FOR_CANVAS']);
      return;
    }
  }
  throw new Error('The demo render was not derived in time.');
}

/**
 * The demo logins and the demo customer's requests, made the way customers and staff make them:
 * one waiting in the queue (its draft painting), one finished and published by staff. The job
 * engine must be running: the finished one waits for its version to be derived.
 */
export async function seedDemoData(modules: SeedModules): Promise<void> {
  const { accounts, uploads, production } = modules;
  for (const staff of [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.staff])
    if (!(await accounts.service.exists(staff.email))) await accounts.service.createAccount(staff);
  if (await accounts.service.exists(DEMO_ACCOUNTS.customer.email)) return;
  const { id } = await accounts.service.createAccount(DEMO_ACCOUNTS.customer);
  const customer = { id, name: DEMO_ACCOUNTS.customer.name, email: DEMO_ACCOUNTS.customer.email };
  const pending = await uploads.service.createRequest(
    customer,
    'Anime',
    { path: DEMO_PENDING_PHOTO, filename: 'scrambler.jpg' },
    { draft: false },
  );
  // The seed never spends money: its draft is the built-in painter's whatever model is configured.
  await production.service.startDrafting(pending.id, 'Anime', 'built-in');
  const finished = await uploads.service.createRequest(
    customer,
    'Cyberpunk',
    { path: DEMO_PHOTO, filename: 'cafe-racer.webp' },
    { draft: false },
  );
  await publishAsStaff(production.service, finished.id);
}
