import { useId, useState } from 'react';
import { GALLERY_CONSENT_NOTE, GALLERY_CONSENT_TEXT, GALLERY_MESSAGES, type ConsentSource } from '@store/shared/gallery';
import { useMyGalleryConsents, useSetGalleryConsent } from '#web/lib/api/gallery-consents.ts';

/**
 * The customer's one answer about showing a render in the public gallery: ticked gives consent,
 * unticked withdraws it (and takes the render out of the gallery at once).
 */
export function GalleryConsentCheckbox({
  renderId,
  source,
  className = '',
}: {
  renderId: string;
  source: ConsentSource;
  className?: string;
}) {
  const noteId = useId();
  const consents = useMyGalleryConsents(true);
  const setConsent = useSetGalleryConsent();
  const consent = consents.data?.get(renderId);
  // Set in the change handler itself: React puts a controlled box back to its prop after the event, and the
  // mutation's pending state arrives a tick later, so without it the box would flick back for a moment.
  const [answer, setAnswer] = useState<boolean | null>(null);
  const checked = answer ?? Boolean(consent?.consented);
  return (
    <div className={`flex flex-col gap-1 ${className}`} data-testid="gallery-consent" data-render-id={renderId}>
      <label className="flex cursor-pointer items-start gap-2.5 text-sm text-stone-200">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-amber-500"
          checked={checked}
          disabled={consents.isPending || setConsent.isPending}
          aria-describedby={noteId}
          onChange={(event) => {
            const consented = event.target.checked;
            setAnswer(consented);
            setConsent.mutate({ renderId, consented, source }, { onSettled: () => setAnswer(null) });
          }}
        />
        <span>{GALLERY_CONSENT_TEXT}</span>
      </label>
      {consent?.inGallery && <p className="pl-6.5 text-xs font-semibold text-emerald-300">{GALLERY_MESSAGES.inGallery}</p>}
      <p id={noteId} className="pl-6.5 text-xs text-muted">
        {GALLERY_CONSENT_NOTE}
      </p>
      {setConsent.isError && (
        <p role="alert" className="pl-6.5 text-xs text-red-300">
          {setConsent.error.message}
        </p>
      )}
    </div>
  );
}
