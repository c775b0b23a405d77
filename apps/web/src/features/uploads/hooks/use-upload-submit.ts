import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { UPLOAD_ERROR_CODES, UPLOAD_MESSAGES } from '@store/shared/upload-messages';
import { ApiError } from '#web/lib/api-client.ts';
import { routes } from '#web/config/paths.ts';
import { parseUploadInput, useSubmitUpload, type UploadInput } from '../api/submit-upload.ts';
import { verdictAllowsSubmit } from '../photo-check-display.ts';
import { isSignedOut, uploadErrorMessage } from '../upload-messages.ts';
import type { StylePreviews } from './use-style-previews.ts';
import type { UploadPhoto } from './use-upload-photo.ts';

export type UploadFormError = { text: string; signedOut: boolean } | null;

type UploadSubmitOptions = {
  style: string;
  chosen: UploadPhoto;
  previews: StylePreviews;
  setFormError: (error: UploadFormError) => void;
};

/** Sends the upload (the sketched photo when there is one, else the photo itself), then goes to the dashboard. */
export function useUploadSubmit({ style, chosen, previews, setFormError }: UploadSubmitOptions) {
  const navigate = useNavigate();
  const upload = useSubmitUpload();
  const [progress, setProgress] = useState(0);
  const sending = upload.isPending || previews.submitting;
  const { verdict, acceptWarnings, pickedBike } = chosen;

  async function send(input: UploadInput) {
    if (await previews.submit({ style: input.style, acceptWarnings, bike: pickedBike })) return;
    await upload.mutateAsync({ ...input, acceptWarnings, bike: pickedBike, onProgress: setProgress });
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending || !verdictAllowsSubmit(verdict)) return;
    const input = parseUploadInput({ style, photo: chosen.photo?.file ?? null });
    if (!input) {
      setFormError({ text: UPLOAD_MESSAGES.missingFields, signedOut: false });
      return;
    }
    if (verdict.kind === 'warnings' && !acceptWarnings) {
      setFormError({ text: UPLOAD_MESSAGES.acceptWarnings, signedOut: false });
      return;
    }
    setFormError(null);
    setProgress(0);
    try {
      await send(input);
    } catch (error) {
      if (error instanceof ApiError && error.code === UPLOAD_ERROR_CODES.photoWarnings) chosen.setServerWarned(true);
      setFormError({ text: uploadErrorMessage(error), signedOut: isSignedOut(error) });
      return;
    }
    void navigate(routes.dashboard.href(), { state: { fromUpload: true } });
  }

  return { handleSubmit, sending, uploading: upload.isPending, progress };
}
