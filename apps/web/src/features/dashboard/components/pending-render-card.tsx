import { useId } from 'react';
import type { Render } from '@store/shared/renders';
import type { TypicalTurnaround } from '@store/shared/turnaround';
import { CancelRenderButton } from './cancel-render-button.tsx';
import { ProgressSteps } from './progress-steps.tsx';
import { ProtectedImage } from './protected-image.tsx';
import { RenderExpectation } from './render-expectation.tsx';
import { RenderCaption } from './render-caption.tsx';
import { RenderFrame } from './render-frame.tsx';

/** A render staff are still working on: the customer's photo beside a placeholder (never an unreviewed draft), and how far it has come. */
export function PendingRenderCard({ render, turnaround, now }: { render: Render; turnaround: TypicalTurnaround; now: number }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      data-testid="pending-render"
      data-render-id={render.id}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-panel p-4 sm:p-5"
    >
      <div className="grid grid-cols-2 gap-3">
        <RenderFrame caption="Original">
          {render.originalPreviewUrl ? (
            <ProtectedImage
              src={render.originalPreviewUrl}
              alt={`Your original photo for the ${render.style} render`}
              width={render.width}
              height={render.height}
              className="size-full object-contain"
            />
          ) : (
            <span className="flex size-full items-center justify-center text-sm text-muted">No preview</span>
          )}
        </RenderFrame>
        <RenderFrame caption="Render">
          <div className="flex size-full flex-col items-center justify-center gap-3 bg-gradient-to-br from-stone-900 to-stone-950 p-3 text-center">
            <span
              className="size-8 rounded-full border-[3px] border-stone-700 border-t-accent motion-safe:animate-spin"
              aria-hidden="true"
            />
            <span className="font-display text-base font-medium tracking-wide text-stone-100 sm:text-lg">Render in Progress</span>
          </div>
        </RenderFrame>
      </div>
      {render.progress && <ProgressSteps stage={render.progress.stage} />}
      {render.progress && <RenderExpectation stage={render.progress.stage} since={render.submittedAt} turnaround={turnaround} now={now} />}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <RenderCaption titleId={titleId} style={render.style} submittedAt={render.submittedAt} />
        {render.completedAt === null && <CancelRenderButton renderId={render.id} />}
      </div>
    </article>
  );
}
