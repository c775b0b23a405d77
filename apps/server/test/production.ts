import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { jpegPhoto } from './images.ts';
import { createAccount } from '../src/seed/account-factory.ts';
import { multipart } from './multipart.ts';
import { signIn, signUp, type TestApp } from './test-app.ts';

const WAIT_STEP_MS = 50;

/** Polls until `done` returns a value, or fails after `timeoutMs`. */
export async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}

export async function finishedRenderImage(): Promise<Buffer> {
  return sharp(await jpegPhoto(1500, 1000)).png().toBuffer();
}

/**
 * What staff do on the workbench with their own finished image: upload it as a version, wait
 * for its five ratios, publish. Answers the first response that is not a success.
 */
export async function publishFinishedRender(app: FastifyInstance, renderId: string, headers: Record<string, string>, image?: Buffer): Promise<LightMyRequestResponse> {
  const body = await multipart({}, { field: 'render', name: 'render.png', type: 'image/png', content: image ?? (await finishedRenderImage()) });
  const created = await app.inject({ method: 'POST', url: `/api/admin/renders/${renderId}/versions`, headers: { ...body.headers, ...headers }, payload: body.payload });
  if (created.statusCode !== 202) return created;
  const versionId: string = created.json().version.id;
  await waitFor(`version ${versionId}`, async () => {
    const workbench = await app.inject({ method: 'GET', url: `/api/admin/renders/${renderId}/workbench`, headers });
    const version = (workbench.json().versions as { id: string; status: string }[]).find((candidate) => candidate.id === versionId);
    if (version?.status === 'failed') throw new Error(`version ${versionId} failed`);
    return version?.status === 'ready';
  });
  return app.inject({ method: 'POST', url: `/api/admin/renders/${renderId}/versions/${versionId}/publish`, headers, payload: { confirmRepublish: true } });
}

/** A customer (Pat Buyer) whose render staff have published, and a signed-in admin: where every order test starts. */
export async function buyerWithPublishedRender(t: TestApp): Promise<{ buyer: string; admin: string; renderId: string }> {
  const buyer = (await signUp(t.app, { name: 'Pat Buyer', email: 'pat@example.com' })).cookie;
  await createAccount({ auth: t.app.services.auth, db: t.database.db }, { name: 'Admin', email: 'admin@example.com', password: 'admin-pass', isAdmin: true });
  const admin = (await signIn(t.app, 'admin@example.com', 'admin-pass')).cookie;
  const upload = await multipart({ style: 'Retro' }, { field: 'photo', name: 'b.jpg', type: 'image/jpeg', content: await jpegPhoto(600, 400) });
  const renderId: string = (await t.app.inject({ method: 'POST', url: '/api/uploads', headers: { ...upload.headers, cookie: buyer }, payload: upload.payload })).json().render.id;
  await publishFinishedRender(t.app, renderId, { cookie: admin }, await jpegPhoto(1200, 800));
  return { buyer, admin, renderId };
}
