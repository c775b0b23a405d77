import { ASPECT_RATIOS } from '@store/shared/catalog';
import type { AdminRender, Render } from '@store/shared/renders';
import { renderProgress } from '@store/shared/render-progress';
import { shownRenderStatus } from '@store/shared/revision-purchases';
import { can, type Role } from '@store/shared/roles';
import { renderUrls } from './render-files.ts';
import type { RenderRecord } from './render-repository.ts';

export type Viewer = { id: string; role: Role } | null;

/** A render as a visitor sees it, with what the gallery and reviews need to know of it. */
export type PublicView = { render: Render; published: boolean; customerName: string; userId: string };

/** Staff working the queue see every render, its full-size files and the recycle bin. */
export function seesEveryRender(viewer: Viewer): boolean {
  return viewer !== null && can(viewer.role, 'queue');
}

export function isOwnerOrAdmin(viewer: Viewer, render: RenderRecord): boolean {
  return viewer !== null && (seesEveryRender(viewer) || viewer.id === render.userId);
}

/** A render is bought as the customer sees it: its published version stays on sale while a revision is made. */
export function buyable(render: RenderRecord): { userId: string; status: string } {
  return { userId: render.userId, status: shownRenderStatus(render) };
}

/** The published results' version in their addresses: a new publication is a new image to the browser. */
function resultsVersion(render: RenderRecord): string {
  return render.completedAt ? String(new Date(render.completedAt).getTime()) : '0';
}

/** A render as this viewer may see it: its owner and staff see the photo and the progress, staff the full-size results. */
export function renderDto(render: RenderRecord, viewer: Viewer): Render {
  const privateView = isOwnerOrAdmin(viewer, render);
  const version = resultsVersion(render);
  const results: Render['results'] = {};
  for (const ratio of ASPECT_RATIOS) {
    const size = render.results[ratio];
    if (!size) continue;
    results[ratio] = {
      preview: renderUrls.resultPreview(render.id, ratio, version),
      smallPreview: renderUrls.smallResultPreview(render.id, ratio, version),
      ...(seesEveryRender(viewer) ? { full: renderUrls.result(render.id, ratio, version) } : {}),
      width: size.width,
      height: size.height,
    };
  }
  return {
    id: render.id,
    style: render.style,
    aspectRatio: render.aspectRatio,
    status: shownRenderStatus(render),
    submittedAt: render.submittedAt,
    completedAt: render.completedAt,
    results,
    width: render.width,
    height: render.height,
    ...(privateView
      ? {
          originalUrl: renderUrls.original(render.id),
          originalPreviewUrl: renderUrls.originalPreview(render.id),
          filename: render.filename,
          progress: renderProgress(render),
        }
      : {}),
  };
}

export function adminRenderDto(render: RenderRecord): AdminRender {
  return {
    ...renderDto(render, { id: '', role: 'staff' }),
    // Staff's queue works a revision like any request, so they see the render's own status.
    status: render.status,
    customerName: render.customerName,
    customerEmail: render.customerEmail,
    deletedAt: render.deletedAt,
    findings: render.findings,
    revisionNote: render.status === 'pending' ? render.revisionNote : null,
    revisionRequestedAt: render.status === 'pending' && render.revisionNote ? render.revisionRequestedAt : null,
  };
}
