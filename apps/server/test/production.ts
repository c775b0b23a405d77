import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { jpegPhoto } from './images.ts';
import { multipart } from './multipart.ts';

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
