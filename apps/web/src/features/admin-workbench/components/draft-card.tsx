import { useState } from 'react';
import { PAINTER_STATUS } from '@store/shared/painter-notes';
import { BUILT_IN_PAINTER, type Draft } from '@store/shared/production';
import { BACKDROP_LABELS } from '@store/shared/styles';
import { buttonClasses } from '#web/components/button.tsx';
import { downloadUrl } from '#web/lib/download-url.ts';
import { showToast } from '#web/lib/toast.ts';
import { useCreateVersionFromDraft } from '../api/create-version-from-draft.ts';
import { useRequestDraft } from '../api/request-draft.ts';
import { draftStatusText, isUnderWay, likenessText } from '../workbench-display.ts';
import { JobStatusBadge } from './job-status-badge.tsx';
import { WorkProgress } from './work-progress.tsx';

const SMALL = 'px-3 py-1.5 text-sm';
const DOWNLOAD_LINK = 'font-medium text-accent underline decoration-accent/40 underline-offset-4 hover:decoration-accent';

type DraftCardProps = { renderId: string; draft: Draft; number: number; usedAsVersion: number | null };

/** Using a draft as a version, or painting it again; either one's failure is said on the card. */
function useDraftActions(renderId: string, draft: Draft, number: number) {
  const use = useCreateVersionFromDraft(renderId);
  const regenerate = useRequestDraft(renderId);
  const [error, setError] = useState<string | null>(null);

  function handleUse() {
    setError(null);
    use.mutate(draft.id, {
      onSuccess: ({ version }) => showToast(`Version ${version.number} is being prepared from draft ${number}.`, 'info'),
      onError: (cause) => setError(cause.message || 'Could not use this draft.'),
    });
  }

  function handleRegenerate() {
    setError(null);
    regenerate.mutate(
      { style: draft.style, backdrop: draft.backdrop },
      { onError: (cause) => setError(cause.message || 'Could not start a new draft.') },
    );
  }

  return { use, regenerate, error, handleUse, handleRegenerate };
}

function DraftPreview({ draft, title }: { draft: Draft; title: string }) {
  return (
    <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-lg border border-line bg-stone-900">
      {draft.previewUrl ? (
        <a href={draft.imageUrl ?? draft.previewUrl} target="_blank" rel="noopener" className="block size-full">
          <img src={draft.previewUrl} alt={`${title}, preview`} loading="lazy" className="size-full object-contain" draggable={false} />
          <span className="sr-only"> (opens the full draft in a new tab)</span>
        </a>
      ) : (
        <span className="px-3 text-center text-sm text-muted">{draft.status === 'failed' ? 'No image' : 'Painting...'}</span>
      )}
    </div>
  );
}

/** Who painted a ready draft and how like the photo it came out. */
function DraftPainter({ draft }: { draft: Draft }) {
  const likeness = likenessText(draft);
  return (
    <div className="flex flex-col gap-1 text-sm" data-testid="draft-painter">
      <p className="text-stone-300">Painted by {draft.painter}</p>
      {likeness && (
        <p className={likeness.good ? 'text-emerald-200' : 'text-amber-200'} data-testid="draft-likeness">
          {likeness.text}
        </p>
      )}
    </div>
  );
}

/** The image a painter made that was refused, shown small beside why. */
function RefusedImage({ refused }: { refused: NonNullable<Draft['refused']> }) {
  const caption = PAINTER_STATUS.refusedCaption(refused.painter, refused.likeness.score);
  return (
    <figure className="flex items-center gap-3" data-testid="draft-refused">
      <a href={refused.previewUrl} target="_blank" rel="noopener" className="block w-24 shrink-0">
        <img
          src={refused.previewUrl}
          alt={`${caption}, preview`}
          loading="lazy"
          className="aspect-[4/3] w-full rounded border border-line bg-stone-900 object-contain"
          draggable={false}
        />
        <span className="sr-only"> (opens the refused image in a new tab)</span>
      </a>
      <figcaption className="text-xs text-stone-300">{caption}</figcaption>
    </figure>
  );
}

function DraftDownloads({ imageUrl, layerUrl }: { imageUrl: string; layerUrl: string }) {
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      <a href={downloadUrl(imageUrl)} download className={DOWNLOAD_LINK}>
        Download draft
      </a>
      <a href={downloadUrl(layerUrl)} download className={DOWNLOAD_LINK}>
        Download bike layer
      </a>
    </div>
  );
}

/** One painted draft: its state while painting; once ready its preview, use it, download it, or paint it again. */
export function DraftCard({ renderId, draft, number, usedAsVersion }: DraftCardProps) {
  const { use, regenerate, error, handleUse, handleRegenerate } = useDraftActions(renderId, draft, number);
  // A model paints its own scene around the bike: the backdrop chosen is the built-in painter's.
  const generated = draft.status === 'ready' && draft.painter !== BUILT_IN_PAINTER;
  const backdrop = generated ? 'Scene painted by the model' : BACKDROP_LABELS[draft.backdrop];
  const title = `Draft ${number}: ${draft.style}, ${backdrop}`;
  const status = draftStatusText(draft);

  return (
    <article
      aria-label={title}
      data-testid="draft-card"
      data-draft-id={draft.id}
      data-status={draft.status}
      className="flex flex-col gap-3 rounded-xl border border-line bg-stone-950/60 p-3"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-stone-100">{draft.style}</h3>
          <p className="text-xs text-stone-300">{backdrop}</p>
        </div>
        <JobStatusBadge status={draft.status} />
      </div>
      <DraftPreview draft={draft} title={title} />
      {isUnderWay(draft) ? (
        <WorkProgress label={`${title} progress`} text={status} />
      ) : (
        <p className={`text-sm break-words ${draft.status === 'failed' ? 'text-red-300' : 'text-stone-300'}`} data-testid="draft-status">
          {status}
        </p>
      )}
      {draft.status === 'ready' && <DraftPainter draft={draft} />}
      {draft.painterNote && (
        <p className="text-sm break-words text-amber-200" data-testid="draft-painter-note">
          {draft.painterNote}
        </p>
      )}
      {draft.refused && <RefusedImage refused={draft.refused} />}
      <div className="flex flex-wrap items-center gap-2">
        {draft.status === 'ready' &&
          (usedAsVersion === null ? (
            <button type="button" onClick={handleUse} disabled={use.isPending} className={buttonClasses('primary', SMALL)}>
              {use.isPending ? 'Using...' : 'Use this draft'}
            </button>
          ) : (
            <span className="text-sm text-emerald-200">Used as version {usedAsVersion}</span>
          ))}
        {!isUnderWay(draft) && (
          <button type="button" onClick={handleRegenerate} disabled={regenerate.isPending} className={buttonClasses('secondary', SMALL)}>
            {regenerate.isPending ? 'Starting...' : 'Regenerate'}
          </button>
        )}
      </div>
      {draft.imageUrl && draft.layerUrl && <DraftDownloads imageUrl={draft.imageUrl} layerUrl={draft.layerUrl} />}
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
    </article>
  );
}
