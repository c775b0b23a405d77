import type { PrintVersionOption } from '@store/shared/orders';
import type { PaintingQueue, PublishProblem, Workbench } from '@store/shared/production';
import { jobWorker, type BackgroundWork } from '#server/jobs/job-queue.ts';
import { DRAFT_JOB, paintDraft } from './draft-painting.ts';
import { createDrafting } from './drafting.ts';
import { createPainterSetupCheck } from './generative-painting.ts';
import type { ProductionDeps } from './production-deps.ts';
import { publishedVersions, publishVersion } from './publishing.ts';
import { DERIVE_JOB, deriveVersion } from './version-deriving.ts';
import { createVersionsAndCrops } from './versions-and-crops.ts';
import { readPaintingQueue, readWorkbench } from './workbench.ts';

/**
 * The production line, owner of a render's life after the upload: paints drafts of the customer's
 * photo in the background (drafting, draft-painting, generative-painting), marks the steps their
 * dashboard shows, turns a draft or an image staff upload into a version with all five ratios
 * (versions-and-crops, version-deriving), and publishes a version to the customer (publishing).
 */
export function createProductionService(deps: ProductionDeps) {
  const painterSetup = createPainterSetupCheck(deps);
  const workbench = (renderId: string): Promise<Workbench> => readWorkbench(deps, renderId, painterSetup.painterStatus);

  const service = {
    ...createDrafting(deps),
    ...createVersionsAndCrops(deps),
    workbench,

    /** The render's published versions, newest first, each with a thumbnail in the customer's ratio: what a canvas may print. */
    publishedVersions: (renderId: string): Promise<PrintVersionOption[]> => publishedVersions(deps, renderId),

    /** Staff opened the render: the customer's dashboard now says an artist is finishing it. */
    async startReview(renderId: string): Promise<void> {
      await deps.renders.forProduction(renderId);
      await deps.renderStates.markReviewStarted(renderId);
    },

    paintingQueue: (): Promise<PaintingQueue> => readPaintingQueue(deps),
    painterSpendToday: painterSetup.painterSpendToday,
    checkPainter: painterSetup.checkPainter,

    /** Shows a ready version to the customer (see publishVersion), and answers with the workbench after it. */
    async publish(renderId: string, versionId: string, confirmed: readonly PublishProblem[]): Promise<Workbench> {
      await publishVersion(deps, renderId, versionId, confirmed);
      return workbench(renderId);
    },
  };
  const work: BackgroundWork = {
    workers: [
      jobWorker(DRAFT_JOB, (job, context) => paintDraft(deps, job, context)),
      jobWorker(DERIVE_JOB, (job, context) => deriveVersion(deps, job, context)),
    ],
  };
  return { service, work };
}

export type ProductionService = ReturnType<typeof createProductionService>['service'];
