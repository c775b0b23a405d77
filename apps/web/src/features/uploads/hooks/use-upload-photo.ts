import { useEffect, useRef, useState } from 'react';
import { DEFAULT_BIKE, pickableBikes } from '@store/shared/bike-pick';
import { track } from '#web/lib/analytics.ts';
import { useCheckPhoto } from '../api/check-photo.ts';
import type { ChosenPhoto } from '../components/photo-drop-zone.tsx';
import { photoVerdict, verdictAllowsSubmit } from '../photo-check-display.ts';
import type { StylePreviews } from './use-style-previews.ts';

/** An object URL to show the chosen photo; the last one is released when the next is made and when the page goes. */
function usePhotoPreviewUrl(): (file: File) => string {
  const previewUrlRef = useRef<string | null>(null);
  useEffect(() => {
    return () => {
      if (previewUrlRef.current) URL.revokeObjectURL(previewUrlRef.current);
      previewUrlRef.current = null;
    };
  }, []);
  return (file) => {
    if (previewUrlRef.current) URL.revokeObjectURL(previewUrlRef.current);
    previewUrlRef.current = URL.createObjectURL(file);
    return previewUrlRef.current;
  };
}

type UploadPhotoOptions = { previews: StylePreviews; limitReached: boolean; clearFormError: () => void };

/**
 * The photo to upload: chosen, checked, its warnings accepted, the customer's bike picked when it
 * holds several; its style sketches start once the check says the store would take it.
 */
export function useUploadPhoto({ previews, limitReached, clearFormError }: UploadPhotoOptions) {
  const check = useCheckPhoto();
  const previewUrlFor = usePhotoPreviewUrl();
  // Which pick the answers belong to: a photo replaced meanwhile has its answers ignored.
  const pickRef = useRef(0);
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null);
  // The customer's bike when the photo holds several: the most prominent until they tap another.
  const [bike, setBike] = useState(DEFAULT_BIKE);
  const bikeRef = useRef(DEFAULT_BIKE);
  const [acceptWarnings, setAcceptWarnings] = useState(false);
  const [serverWarned, setServerWarned] = useState(false);

  function choosePhoto(file: File) {
    setPhoto({ file, previewUrl: previewUrlFor(file) });
    clearFormError();
    setAcceptWarnings(false);
    setServerWarned(false);
    previews.forget();
    setBike(DEFAULT_BIKE);
    bikeRef.current = DEFAULT_BIKE;
    const pick = ++pickRef.current;
    check.mutate(file, {
      onSettled: (result) => {
        if (pick !== pickRef.current || !previews.on || limitReached) return;
        // Sketches only of a photo the store would take: never over a blocking finding.
        if (!verdictAllowsSubmit(photoVerdict({ hasPhoto: true, pending: false, failed: false, check: result }))) return;
        const offersChoice = pickableBikes(result?.measurements).length > 0;
        const isCurrent = () => pick === pickRef.current;
        previews.start({ photo: file, bike: offersChoice ? bikeRef.current : null, currentBike: () => bikeRef.current, isCurrent });
      },
    });
    track('upload_started');
  }

  function pickBike(chosen: number) {
    setBike(chosen);
    bikeRef.current = chosen;
    clearFormError();
    // The server keeps sketches already of this bike; asking each time keeps quick taps back and forth in order.
    if (previews.usableSetId) previews.sketchBike(previews.usableSetId, chosen);
  }

  const verdict = photoVerdict({ hasPhoto: photo !== null, pending: check.isPending, failed: check.isError, check: check.data });
  // Only a photo the store would take offers the choice, and only once its check is in.
  const bikes = photo && !check.isPending && verdictAllowsSubmit(verdict) ? pickableBikes(check.data?.measurements) : [];
  const pickedBike = bikes.length > 0 ? bike : null;
  return {
    photo,
    verdict,
    bikes,
    bike,
    pickedBike,
    acceptWarnings,
    setAcceptWarnings,
    serverWarned,
    setServerWarned,
    choosePhoto,
    pickBike,
  };
}

export type UploadPhoto = ReturnType<typeof useUploadPhoto>;
