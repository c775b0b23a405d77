import { useId } from 'react';
import { Link } from 'react-router';
import type { Render } from '@store/shared/renders';
import { revisionUnderWayNote } from '@store/shared/revision-purchases';
import { buttonClasses } from '#web/components/button.tsx';
import { routes } from '#web/config/paths.ts';
import { resultToShow } from '../render-display.ts';
import { ProtectedImage } from './protected-image.tsx';
import { DigitalDownloadButton } from './digital-download-button.tsx';
import { ProgressSteps } from './progress-steps.tsx';
import { PurchasedDownloads } from './purchased-downloads.tsx';
import { RenderCaption } from './render-caption.tsx';
import { RenderFrame } from './render-frame.tsx';
import { RevisionRequest } from './revision-request.tsx';

const IMAGE_LINK = 'block size-full transition-opacity hover:opacity-90';

/** A finished render: the photo and the result, each leading to the render's product page. */
export function CompletedRenderCard({ render }: { render: Render }) {
  const titleId = useId();
  const result = resultToShow(render);
  const productPath = routes.product.href({ renderId: render.id });
  const purchasedIn = render.purchase?.digitalDownloadOrderId ?? null;
  const revision = render.progress?.stage === 'complete' ? null : (render.progress?.revision ?? null);
  return (
    <article
      aria-labelledby={titleId}
      data-testid="completed-render"
      data-render-id={render.id}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-panel p-4 sm:p-5"
    >
      <div className="grid grid-cols-2 gap-3">
        <RenderFrame caption="Original">
          {render.originalPreviewUrl ? (
            <Link to={productPath} className={IMAGE_LINK}>
              <ProtectedImage
                src={render.originalPreviewUrl}
                alt={`Your original photo for the ${render.style} render`}
                width={render.width}
                height={render.height}
                className="size-full object-contain"
              />
            </Link>
          ) : (
            <span className="flex size-full items-center justify-center text-sm text-muted">No preview</span>
          )}
        </RenderFrame>
        <RenderFrame caption="Render">
          {result ? (
            <Link to={productPath} className={IMAGE_LINK}>
              <ProtectedImage
                src={result.preview}
                alt={`Your finished ${render.style} render`}
                width={result.width}
                height={result.height}
                className="size-full object-contain"
              />
            </Link>
          ) : (
            <span className="flex size-full items-center justify-center text-sm text-muted">Preview unavailable</span>
          )}
        </RenderFrame>
      </div>
      {revision && render.progress && (
        <div className="flex flex-col gap-3 rounded-lg border border-sky-500/40 bg-sky-500/10 p-3 text-sm" data-testid="revision-under-way">
          <p className="text-sky-100">{revisionUnderWayNote(revision.requestedAt)}</p>
          <p className="whitespace-pre-line break-words text-stone-300">Your note: {revision.note}</p>
          <ProgressSteps stage={render.progress.stage} />
        </div>
      )}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <RenderCaption titleId={titleId} style={render.style} submittedAt={render.submittedAt} />
        <div className="flex flex-col gap-2 sm:items-end">
          <Link to={productPath} className={buttonClasses('primary', 'w-full sm:w-auto')}>
            View Print Options
          </Link>
          {!purchasedIn && <DigitalDownloadButton render={render} />}
          {!revision && <RevisionRequest renderId={render.id} style={render.style} progress={render.progress} />}
        </div>
      </div>
      {purchasedIn && <PurchasedDownloads orderId={purchasedIn} renderId={render.id} />}
    </article>
  );
}
