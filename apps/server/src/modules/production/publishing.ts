import { ASPECT_RATIOS, type AspectRatio } from '@store/shared/catalog';
import type { PrintVersionOption } from '@store/shared/orders';
import { CONFIRM_PUBLISH, PUBLISH_MESSAGES, publishProblems, unconfirmedProblems, type PublishProblem } from '@store/shared/production';
import { absoluteUrl, routes } from '@store/shared/routes';
import { HttpError } from '#server/http-errors.ts';
import { emailPictures } from '#server/providers/mail/email-pictures.ts';
import { renderUrls } from '../renders/render-files.ts';
import type { RenderService } from '../renders/render-service.ts';
import { renderReadyEmail, revisionReadyEmail } from './production-emails.ts';
import type { ProductionDeps } from './production-deps.ts';
import type { VersionRecord } from './version-repository.ts';
import { versionOf } from './versions-and-crops.ts';

type ProductionRender = Awaited<ReturnType<RenderService['forProduction']>>;
type PrintSizes = Partial<Record<AspectRatio, { width: number; height: number }>>;

function printSizes(version: VersionRecord): PrintSizes {
  const sizes: PrintSizes = {};
  for (const ratio of ASPECT_RATIOS) {
    const result = version.results[ratio];
    if (result) sizes[ratio] = { width: result.width, height: result.height };
  }
  return sizes;
}

/** What staff have not confirmed yet of what publishing this version means (decision 040), by problem. */
async function unconfirmedPublishProblems(
  deps: ProductionDeps,
  render: ProductionRender,
  version: VersionRecord,
  confirmed: readonly PublishProblem[],
) {
  const firstPublish = render.publishedVersionId === null && render.completedAt === null;
  const draft = version.draftId ? await deps.drafts.find(version.draftId) : null;
  return unconfirmedProblems(
    publishProblems({
      requestedStyle: render.style,
      requestedRatio: render.aspectRatio,
      versionStyle: draft?.style ?? render.style,
      printFiles: version.results,
      republish: !firstPublish,
      paidOrders: firstPublish ? 0 : await deps.countOrders(render.id),
    }),
    confirmed,
  );
}

/**
 * Shows a ready version to the customer. A version in another style than the request, a print
 * file of the customer's ratio too small for its smallest canvas, or replacing what customers
 * bought each needs staff's confirmation, named in the 409's fields by problem.
 */
export async function publishVersion(deps: ProductionDeps, renderId: string, versionId: string, confirmed: readonly PublishProblem[]) {
  const render = await deps.renders.forProduction(renderId);
  const version = await versionOf(deps, renderId, versionId);
  if (version.status !== 'ready') throw new HttpError(409, 'VERSION_NOT_READY', PUBLISH_MESSAGES.notReady);
  const firstPublish = render.publishedVersionId === null && render.completedAt === null;
  const problems = await unconfirmedPublishProblems(deps, render, version, confirmed);
  if (Object.keys(problems).length > 0) throw new HttpError(409, CONFIRM_PUBLISH, Object.values(problems).join(' '), problems);
  const sizes = printSizes(version);
  const productUrl = absoluteUrl(deps.publicUrl, routes.product.href({ renderId }));
  const numbers = new Map((await deps.versions.listForRender(renderId)).map((listed) => [listed.id, listed.number]));
  const published = await deps.transact(async () => {
    if (!(await deps.renderStates.publishVersion(renderId, versionId, sizes))) return false;
    await deps.versions.markPublished(versionId);
    const kept = await deps.versionPublished({
      renderId,
      style: render.style,
      version: { id: versionId, number: version.number },
      numberOf: (id) => (id ? (numbers.get(id) ?? null) : null),
    });
    const picture = emailPictures.preview({ ...render, renderId, versionId, results: sizes }, productUrl);
    await deps.mailer.queue(
      render.customerEmail,
      render.revisionNote
        ? revisionReadyEmail(render.customerName, render.style, productUrl, kept, picture)
        : renderReadyEmail(render.customerName, render.style, productUrl, picture),
    );
    return true;
  });
  if (!published) throw new HttpError(404, 'NOT_FOUND', 'Render not found.');
  if (firstPublish) {
    const durationSeconds = Math.max(0, Math.round((Date.now() - Date.parse(render.submittedAt)) / 1000));
    await deps.analytics.record({ name: 'render_completed', renderId, style: render.style, durationSeconds });
  }
}

/** The render's published versions, newest first, each with a thumbnail in the customer's ratio: what a canvas may print. */
export async function publishedVersions(deps: ProductionDeps, renderId: string): Promise<PrintVersionOption[]> {
  // An order outlives its render (a deleted account's renders are erased): such a render has none.
  const render = await deps.renders.forProduction(renderId).catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  });
  if (!render) return [];
  return (await deps.versions.listForRender(renderId))
    .filter((version) => version.publishedAt !== null)
    .map((version) => ({
      id: version.id,
      number: version.number,
      thumbnailUrl: version.results[render.aspectRatio] ? renderUrls.versionResultPreview(renderId, version.id, render.aspectRatio) : null,
    }));
}
