import type { PaintingQueue, Workbench } from '@store/shared/production';
import { renderProgress } from '@store/shared/render-progress';
import { WORKER_HOUR_SECONDS } from '#server/jobs/job-queue.ts';
import { draftDto, versionDto } from './production-dtos.ts';
import type { ProductionDeps } from './production-deps.ts';

/** Everything staff need on one screen. */
export async function readWorkbench(
  deps: ProductionDeps,
  renderId: string,
  painterStatus: () => Promise<Workbench['generativePainter']>,
): Promise<Workbench> {
  const render = await deps.renders.forProduction(renderId);
  const [draftList, versionList, orderCount] = await Promise.all([
    deps.drafts.listForRender(renderId),
    deps.versions.listForRender(renderId),
    deps.countOrders(renderId),
  ]);
  const { stage, revision } = renderProgress(render);
  return {
    render: deps.renders.toAdminDto(render),
    findings: render.findings,
    revision,
    stage,
    drafts: draftList.map(draftDto),
    versions: versionList.map(versionDto),
    orderCount,
    generativePainter: await painterStatus(),
  };
}

/** The queues of the production line, shared by every worker: how many jobs wait and how long the oldest has. */
export async function readPaintingQueue(deps: Pick<ProductionDeps, 'jobs'>): Promise<PaintingQueue> {
  const queues = await deps.jobs.queueStats();
  const backlog = Math.round(await deps.jobs.backlogSeconds());
  return { queues, backlogSeconds: backlog, busy: backlog > WORKER_HOUR_SECONDS };
}
