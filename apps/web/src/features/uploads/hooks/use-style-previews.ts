import { useState } from 'react';
import { PREVIEW_ERROR_CODES } from '@store/shared/style-previews';
import { isStyle, type Style } from '@store/shared/styles';
import { ApiError } from '#web/lib/api-client.ts';
import { useSiteSettings } from '#web/lib/api/get-site-settings.ts';
import { useChoosePreviewBike, usePreviewSet, useStartPreviews, useSubmitPreviews } from '../api/style-previews.ts';
import { previewNotice } from '../upload-messages.ts';

type SketchStart = {
  photo: File;
  /** The bike to sketch when the photo offers a choice, else null. */
  bike: number | null;
  /** The bike picked now: another may have been tapped while the set was on its way. */
  currentBike: () => number;
  /** Whether the photo is still the one picked: a photo replaced meanwhile has its answers ignored. */
  isCurrent: () => boolean;
};

/** The style sketches of the chosen photo (when the store paints them): started, repainted for another bike, and submitted as the upload. */
export function useStylePreviews(style: string) {
  const on = useSiteSettings()?.stylePreviews ?? false;
  const startPreviews = useStartPreviews();
  const submitPreviews = useSubmitPreviews();
  const choosePreviewBike = useChoosePreviewBike();
  const [setId, setSetId] = useState<string | null>(null);
  const [noPreviewReason, setNoPreviewReason] = useState<string | null>(null);
  const previewSet = usePreviewSet(setId);
  const chosenStyle = isStyle(style) ? style : null;
  // Sketches gone before the submit (swept, expired): the photo is sent again instead.
  const usableSetId = previewSet.isError ? null : setId;
  const notice = previewSet.isError ? previewNotice(previewSet.error) : noPreviewReason;

  function forget() {
    setSetId(null);
    setNoPreviewReason(null);
  }

  function sketchBike(id: string, chosen: number) {
    choosePreviewBike.mutate({ id, bike: chosen, style: chosenStyle });
  }

  function start({ photo, bike, currentBike, isCurrent }: SketchStart) {
    startPreviews.mutate(
      { photo, style: chosenStyle, bike },
      {
        onSuccess: (set) => {
          if (!isCurrent()) return;
          setSetId(set.id);
          // Another bike tapped while the set was on its way: sketch that one.
          if (bike !== null && set.bike !== currentBike()) sketchBike(set.id, currentBike());
        },
        onError: (error) => {
          if (isCurrent()) setNoPreviewReason(previewNotice(error));
        },
      },
    );
  }

  /** Submits the sketched photo as the upload; false when there is no set (any more) and the photo must be sent. */
  async function submit(upload: { style: Style; acceptWarnings: boolean; bike: number | null }): Promise<boolean> {
    if (!usableSetId) return false;
    try {
      await submitPreviews.mutateAsync({ id: usableSetId, ...upload });
      return true;
    } catch (error) {
      if (!(error instanceof ApiError && error.code === PREVIEW_ERROR_CODES.notFound)) throw error;
      setSetId(null);
      return false;
    }
  }

  const shownSet = usableSetId ? previewSet.data : undefined;
  return { on, usableSetId, shownSet, notice, submitting: submitPreviews.isPending, forget, sketchBike, start, submit };
}

export type StylePreviews = ReturnType<typeof useStylePreviews>;
