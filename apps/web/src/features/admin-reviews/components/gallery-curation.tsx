import type { GalleryCandidate } from '@store/shared/gallery-schemas';
import { Button } from '#web/components/button.tsx';
import { formatDateTime } from '#web/lib/format-date-time.ts';
import { useGalleryCandidates, useSetInGallery } from '../api/gallery-curation.ts';

function CandidateRow({ candidate }: { candidate: GalleryCandidate }) {
  const setInGallery = useSetInGallery();
  return (
    <li
      className="flex flex-wrap items-center gap-4 rounded-2xl border border-line bg-panel p-4"
      data-testid="gallery-candidate"
      data-render-id={candidate.renderId}
    >
      {candidate.previewUrl ? (
        <img src={candidate.previewUrl} alt={`${candidate.style} render`} className="size-16 rounded-lg object-cover" />
      ) : (
        <span className="flex size-16 items-center justify-center rounded-lg bg-stone-900 text-xs text-muted">Not published</span>
      )}
      <div className="min-w-40 flex-1">
        <p className="font-semibold text-stone-100">
          {candidate.style} render · {candidate.customerName}
        </p>
        <p className="text-sm text-muted">Consented {formatDateTime(candidate.consentedAt)}</p>
      </div>
      {candidate.inGallery ? (
        <Button
          variant="secondary"
          className="px-4 py-2 text-sm"
          disabled={setInGallery.isPending}
          onClick={() => setInGallery.mutate({ renderId: candidate.renderId, inGallery: false })}
        >
          Remove from gallery
        </Button>
      ) : (
        <Button
          className="px-4 py-2 text-sm"
          disabled={setInGallery.isPending || !candidate.published}
          onClick={() => setInGallery.mutate({ renderId: candidate.renderId, inGallery: true })}
        >
          Add to gallery
        </Button>
      )}
      {setInGallery.isError && (
        <p role="alert" className="w-full text-sm text-red-300">
          {setInGallery.error.message}
        </p>
      )}
    </li>
  );
}

/** The renders whose customers agreed to the public gallery; staff choose which to show. */
export function GalleryCuration() {
  const candidates = useGalleryCandidates();
  return (
    <section aria-labelledby="gallery-curation" className="flex flex-col gap-4">
      <h2 id="gallery-curation" className="font-display text-2xl font-semibold tracking-wide">
        Gallery
      </h2>
      <p className="text-sm text-stone-300">
        Customers who agreed to show their bike. Withdrawn consent takes a render out of the gallery by itself.
      </p>
      {candidates.data && candidates.data.candidates.length === 0 && (
        <p className="rounded-2xl border border-dashed border-stone-700 px-6 py-8 text-center text-stone-300">
          No customer has agreed yet.
        </p>
      )}
      <ul className="flex flex-col gap-3">
        {candidates.data?.candidates.map((candidate) => (
          <CandidateRow key={candidate.renderId} candidate={candidate} />
        ))}
      </ul>
    </section>
  );
}
