import { useEffect } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import type { Workbench } from '@store/shared/production';
import { Button } from '#web/components/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useNow } from '#web/lib/use-now.ts';
import { loginWithReturnTo, routes } from '#web/config/paths.ts';
import { useWorkbench } from '../api/get-workbench.ts';
import { useStartReview } from '../api/start-review.ts';
import { CutOutSection } from '../components/cut-out-section.tsx';
import { DraftsSection } from '../components/drafts-section.tsx';
import { OriginalViewer } from '../components/original-viewer.tsx';
import { OwnImageUpload } from '../components/own-image-upload.tsx';
import { PhotoFindings } from '../components/photo-findings.tsx';
import { RenderFacts } from '../components/render-facts.tsx';
import { RevisionNote } from '../components/revision-note.tsx';
import { VersionsSection } from '../components/versions-section.tsx';
import { WorkbenchSection } from '../components/workbench-section.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';

/** Waiting times are shown to the minute. */
const CLOCK_TICK_MS = 30_000;

export default function WorkbenchPage() {
  const { renderId = '' } = useParams();
  const location = useLocation();
  const workbench = useWorkbench(renderId);

  const refusal = workbench.error instanceof ApiError ? workbench.error.status : null;
  if (refusal === 401) return <Navigate to={loginWithReturnTo(location.pathname)} replace />;
  if (refusal === 403) return <Navigate to={routes.dashboard.href()} replace />;

  return (
    <>
      <PageMeta title="Workbench" />
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-1">
          <Link to={routes.admin.href()} className="self-start text-sm font-semibold text-stone-300 hover:text-accent">
            <span aria-hidden="true">← </span>Back to the queue
          </Link>
          <h1 className="font-display text-3xl font-semibold tracking-wide">
            Workbench{workbench.data && <span className="text-stone-300"> · {workbench.data.render.customerName}</span>}
          </h1>
        </div>
        {workbench.isPending && (
          <p role="status" className="text-stone-300">
            Loading...
          </p>
        )}
        {refusal === 404 && (
          <p className="rounded-2xl border border-line bg-panel px-6 py-10 text-center text-stone-200">Render not found.</p>
        )}
        {workbench.isError && refusal !== 404 && !workbench.data && (
          <div className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-panel px-4 py-3 text-sm text-stone-200">
            <p>Could not load the workbench.</p>
            <Button variant="secondary" className="px-3 py-1.5 text-sm" onClick={() => void workbench.refetch()}>
              Retry
            </Button>
          </div>
        )}
        {workbench.data && <WorkbenchBody workbench={workbench.data} />}
      </div>
    </>
  );
}

function WorkbenchBody({ workbench }: { workbench: Workbench }) {
  const now = useNow(CLOCK_TICK_MS);
  const { render } = workbench;
  const { mutate: markInReview } = useStartReview(render.id);
  const opensReview = render.status === 'pending' && workbench.stage !== 'in-review';
  useEffect(() => {
    if (opensReview) markInReview();
  }, [opensReview, markInReview]);
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <WorkbenchSection title="Customer's photo">
          {render.originalUrl ? (
            <OriginalViewer
              src={render.originalUrl}
              alt={`Original photo from ${render.customerName}`}
              width={render.width}
              height={render.height}
            />
          ) : (
            <p className="text-sm text-stone-300">The original photo is not available.</p>
          )}
        </WorkbenchSection>
        <div className="flex min-w-0 flex-col gap-6">
          <WorkbenchSection title="Request">
            <RenderFacts workbench={workbench} now={now} />
            {workbench.revision && <RevisionNote revision={workbench.revision} />}
          </WorkbenchSection>
          <WorkbenchSection title="Photo check">
            <PhotoFindings findings={workbench.findings} />
          </WorkbenchSection>
        </div>
      </div>
      <CutOutSection workbench={workbench} />
      <DraftsSection workbench={workbench} />
      <WorkbenchSection title="Upload your own finished image">
        <OwnImageUpload renderId={render.id} />
      </WorkbenchSection>
      <VersionsSection workbench={workbench} />
    </>
  );
}
