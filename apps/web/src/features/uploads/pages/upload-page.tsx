import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isStyle } from '@store/shared/styles';
import { UPLOAD_MESSAGES } from '@store/shared/upload-messages';
import { Button } from '#web/components/button.tsx';
import { StatusMessage } from '#web/components/status-message.tsx';
import { loginWithReturnTo, routes } from '#web/config/paths.ts';
import { useUploadAllowance } from '../api/get-upload-allowance.ts';
import { BikePicker } from '../components/bike-picker.tsx';
import { PhotoCheckResult } from '../components/photo-check-result.tsx';
import { PhotoDropZone } from '../components/photo-drop-zone.tsx';
import { StylePicker } from '../components/style-picker.tsx';
import { UploadAllowanceNotice } from '../components/upload-allowance-notice.tsx';
import { UploadProgress } from '../components/upload-progress.tsx';
import { useStylePreviews } from '../hooks/use-style-previews.ts';
import { useUploadPhoto } from '../hooks/use-upload-photo.ts';
import { useUploadSubmit, type UploadFormError } from '../hooks/use-upload-submit.ts';
import { verdictAllowsSubmit } from '../photo-check-display.ts';
import { isSignedOut } from '../upload-messages.ts';
import { PageMeta } from '#web/components/page-meta.tsx';

const TEXT_LINK = 'font-medium text-accent underline decoration-accent/40 underline-offset-4 hover:decoration-accent';

/** The customer's daily uploads left; asked again when the 24-hour window ends while the page is open, so the form unlocks by itself. */
function useUploadAllowanceUntilReset() {
  const allowance = useUploadAllowance();
  const resetsAt = allowance.data?.resetsAt ?? null;
  const refetchAllowance = allowance.refetch;
  useEffect(() => {
    if (!resetsAt) return;
    const delay = new Date(resetsAt).getTime() - Date.now();
    if (!(delay > 0)) return;
    const timer = setTimeout(() => void refetchAllowance(), delay + 1000);
    return () => clearTimeout(timer);
  }, [resetsAt, refetchAllowance]);
  return allowance;
}

function FormErrorMessage({ error }: { error: NonNullable<UploadFormError> }) {
  return (
    <div className="flex flex-col gap-2">
      <StatusMessage tone="error">{error.text}</StatusMessage>
      {error.signedOut && (
        <Link
          to={loginWithReturnTo(routes.upload.href())}
          className="self-start text-sm font-semibold text-accent underline underline-offset-4"
        >
          Log in again
        </Link>
      )}
    </div>
  );
}

/** The photo, its check and bike, the style with its sketches, the allowance left, and the submit. */
function UploadForm() {
  const [searchParams] = useSearchParams();
  const allowance = useUploadAllowanceUntilReset();
  const [style, setStyle] = useState(() => {
    const asked = searchParams.get('style') ?? '';
    return isStyle(asked) ? asked : '';
  });
  const [formError, setFormError] = useState<UploadFormError>(null);
  const limitReached = allowance.data ? allowance.data.remaining <= 0 : false;
  const previews = useStylePreviews(style);
  const chosen = useUploadPhoto({ previews, limitReached, clearFormError: () => setFormError(null) });
  const { photo, verdict, bikes } = chosen;
  const submit = useUploadSubmit({ style, chosen, previews, setFormError });
  const locked = limitReached || submit.sending;
  const allowanceSignedOut = isSignedOut(allowance.error);
  // Once the allowance shows the limit notice, a refusal saying the same would only repeat it.
  const shownFormError = limitReached && formError?.text === UPLOAD_MESSAGES.dailyLimit ? null : formError;
  const error: UploadFormError = shownFormError ?? (allowanceSignedOut ? { text: UPLOAD_MESSAGES.signedOut, signedOut: true } : null);

  return (
    <form noValidate onSubmit={submit.handleSubmit} className="mt-8 flex flex-col gap-6 rounded-2xl border border-line bg-panel p-5 sm:p-8">
      <PhotoDropZone
        photo={photo}
        disabled={locked}
        onChoose={chosen.choosePhoto}
        onReject={() => setFormError({ text: UPLOAD_MESSAGES.imagesOnly, signedOut: false })}
      />
      <PhotoCheckResult
        verdict={verdict}
        serverWarned={chosen.serverWarned}
        acceptWarnings={chosen.acceptWarnings}
        onAcceptWarnings={(accepted) => {
          chosen.setAcceptWarnings(accepted);
          setFormError(null);
        }}
        disabled={locked}
      />
      {photo && bikes.length > 0 && (
        <BikePicker photoUrl={photo.previewUrl} bikes={bikes} value={chosen.bike} onChange={chosen.pickBike} disabled={locked} />
      )}
      <StylePicker
        value={style}
        onChange={(picked) => {
          setStyle(picked);
          setFormError(null);
        }}
        disabled={locked}
        previewSet={previews.shownSet}
        notice={photo ? previews.notice : null}
      />
      <UploadAllowanceNotice
        allowance={allowance.data}
        isPending={allowance.isPending}
        isError={allowance.isError && !allowanceSignedOut}
      />
      {submit.uploading && <UploadProgress fraction={submit.progress} />}
      {error && <FormErrorMessage error={error} />}
      <Button type="submit" disabled={locked || !verdictAllowsSubmit(verdict)} className="w-full sm:w-auto sm:self-start sm:px-10">
        {submit.sending ? 'Uploading...' : 'Submit'}
      </Button>
    </form>
  );
}

export default function UploadPage() {
  return (
    <>
      <PageMeta title="Upload a photo" />
      <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="font-display text-4xl font-bold tracking-wide text-balance sm:text-5xl">Start Your Custom Render</h1>
        <p className="mt-4 text-lg leading-relaxed text-stone-300">
          Upload a clear photo of your motorcycle and choose a style. Our artists will turn it into a custom render, usually within about an
          hour.
        </p>
        <p className="mt-3 leading-relaxed text-stone-300">
          Not sure which photo to use? Read the{' '}
          <a href={routes.uploadChecklist.href()} target="_blank" rel="noopener" className={TEXT_LINK}>
            upload checklist<span className="sr-only"> (opens in a new tab)</span>
          </a>{' '}
          or browse the{' '}
          <Link to={routes.gallery.href()} className={TEXT_LINK}>
            gallery
          </Link>{' '}
          to see each style.
        </p>
        <UploadForm />
      </section>
    </>
  );
}
