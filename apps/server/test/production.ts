import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { PUBLISH_PROBLEMS } from '@store/shared/production';
import type { Style } from '@store/shared/styles';
import { jpegPhoto } from './images.ts';
import { multipart } from './multipart.ts';
import { createAdmin, createStaff, createTestApp, signUp, type TestApp } from './test-app.ts';

const WAIT_STEP_MS = 50;

/**
 * Polls until `done` returns a value, or fails after `timeoutMs`: by default most of a server test's
 * 300 s, since image work beside the suite's other lanes on two cores can take several times as
 * long as alone (vitest.config.ts); a time-out means stuck, not slow.
 */
export async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 240_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const assertionsBefore = expect.getState().assertionCalls;
    const value = await probe();
    if (value) return value;
    // Only the try that finds it counts its assertions, so the runner's count does not grow with the machine's load (tools/test/count-assertions.ts).
    expect.setState({ assertionCalls: assertionsBefore });
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}

export async function finishedRenderImage(): Promise<Buffer> {
  return sharp(await jpegPhoto(1500, 1000))
    .png()
    .toBuffer();
}

/**
 * What staff do on the workbench with their own finished image: upload it as a version, wait
 * for its five ratios, publish. Answers the first response that is not a success.
 */
export async function publishFinishedRender(
  app: FastifyInstance,
  renderId: string,
  headers: Record<string, string>,
  image?: Buffer,
): Promise<LightMyRequestResponse> {
  const body = await multipart(
    {},
    { field: 'render', name: 'render.png', type: 'image/png', content: image ?? (await finishedRenderImage()) },
  );
  const created = await app.inject({
    method: 'POST',
    url: `/api/admin/renders/${renderId}/versions`,
    headers: { ...body.headers, ...headers },
    payload: body.payload,
  });
  if (created.statusCode !== 202) return created;
  const versionId: string = created.json().version.id;
  await waitFor(`version ${versionId}`, async () => {
    const workbench = await app.inject({ method: 'GET', url: `/api/admin/renders/${renderId}/workbench`, headers });
    const version = (workbench.json().versions as { id: string; status: string }[]).find((candidate) => candidate.id === versionId);
    if (version?.status === 'failed') throw new Error(`version ${versionId} failed`);
    return version?.status === 'ready';
  });
  return app.inject({
    method: 'POST',
    url: `/api/admin/renders/${renderId}/versions/${versionId}/publish`,
    headers,
    payload: { confirmed: PUBLISH_PROBLEMS },
  });
}

/** What a customer does to ask for a render: uploads a 600×400 photo in the given style. Answers the new render's id. */
export async function uploadRender(app: FastifyInstance, cookie: string, style: Style): Promise<string> {
  const upload = await multipart({ style }, { field: 'photo', name: 'b.jpg', type: 'image/jpeg', content: await jpegPhoto(600, 400) });
  const response = await app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...upload.headers, cookie },
    payload: upload.payload,
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json().render.id;
}

/**
 * A finished image whose print files cover the small canvases the tests buy (12x18, 30x20, 16x16,
 * 16x20) at print resolution: the store sells only canvases that print sharply. Deriving its five
 * print files takes seconds; tests that buy none of these canvases publish a smaller image.
 */
export async function sellingRenderImage(): Promise<Buffer> {
  return jpegPhoto(2250, 1500);
}

/**
 * A portrait finished image whose print files cover the smallest canvas of three ratios (12x18,
 * 12x12, 8x10) and nothing larger: about a third of the print pixels of sellingRenderImage.
 */
export async function smallCanvasRenderImage(): Promise<Buffer> {
  return jpegPhoto(900, 1350);
}

/** A finished image too small for any canvas: for tests that sell at most the digital download. */
export async function digitalOnlyRenderImage(): Promise<Buffer> {
  return jpegPhoto(600, 400);
}

/**
 * A customer (Pat Buyer) whose render staff have published, and a signed-in admin: where every order
 * test starts. Its finished image is sellingRenderImage unless the test buys less.
 */
export async function buyerWithPublishedRender(
  t: TestApp,
  image: () => Promise<Buffer> = sellingRenderImage,
): Promise<{ buyer: string; admin: string; renderId: string }> {
  const buyer = (await signUp(t.app, { name: 'Pat Buyer', email: 'pat@example.com' })).cookie;
  const admin = await createAdmin(t);
  const renderId = await uploadRender(t.app, buyer, 'Retro');
  const published = await publishFinishedRender(t.app, renderId, { cookie: admin }, await image());
  if (published.statusCode !== 200) throw new Error(`publishing failed: ${published.statusCode} ${published.body}`);
  return { buyer, admin, renderId };
}

/** A store where Pat's digital-only render is published, with its owner and a staff member: where curation and reviews start. */
export async function storeWithPublishedRender() {
  const t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  const people = await buyerWithPublishedRender(t, digitalOnlyRenderImage);
  return { t, ...people, staff: await createStaff(t) };
}
