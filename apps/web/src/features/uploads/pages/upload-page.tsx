import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_BIKE, pickableBikes } from '@store/shared/bike-pick';
import { PREVIEW_ERROR_CODES } from '@store/shared/style-previews';
import { isStyle } from '@store/shared/styles';
import { UPLOAD_ERROR_CODES, UPLOAD_MESSAGES } from '@store/shared/upload-messages';
import { Button } from '#web/components/button.tsx';
import { StatusMessage } from '#web/components/status-message.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { track } from '#web/lib/analytics.ts';
import { useSiteSettings } from '#web/lib/api/get-site-settings.ts';
import { loginWithReturnTo, routes } from '#web/config/paths.ts';
import { useCheckPhoto } from '../api/check-photo.ts';
import { useUploadAllowance } from '../api/get-upload-allowance.ts';
import { useChoosePreviewBike, usePreviewSet, useStartPreviews, useSubmitPreviews } from '../api/style-previews.ts';
import { parseUploadInput, useSubmitUpload } from '../api/submit-upload.ts';
import { BikePicker } from '../components/bike-picker.tsx';
import { PhotoCheckResult } from '../components/photo-check-result.tsx';
import { PhotoDropZone, type ChosenPhoto } from '../components/photo-drop-zone.tsx';
import { StylePicker } from '../components/style-picker.tsx';
import { UploadAllowanceNotice } from '../components/upload-allowance-notice.tsx';
import { UploadProgress } from '../components/upload-progress.tsx';
import { photoVerdict, verdictAllowsSubmit } from '../photo-check-display.ts';
import { previewNotice, uploadErrorMessage } from '../upload-messages.ts';
import { PageMeta } from '#web/components/page-meta.tsx';

const TEXT_LINK = 'font-medium text-accent underline decoration-accent/40 underline-offset-4 hover:decoration-accent';

type FormError = { text: string; signedOut: boolean } | null;

function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export default function UploadPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const allowance = useUploadAllowance();
  const upload = useSubmitUpload();
  const check = useCheckPhoto();
  const previewsOn = useSiteSettings()?.stylePreviews ?? false;
  const startPreviews = useStartPreviews();
  const submitPreviews = useSubmitPreviews();
  const choosePreviewBike = useChoosePreviewBike();
  const [previewSetId, setPreviewSetId] = useState<string | null>(null);
  const [noPreviewReason, setNoPreviewReason] = useState<string | null>(null);
  const previewSet = usePreviewSet(previewSetId);
  // Which pick the answers belong to: a photo replaced meanwhile has its answers ignored.
  const pickRef = useRef(0);
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null);
  // The customer's bike when the photo holds several: the most prominent until they tap another.
  const [bike, setBike] = useState(DEFAULT_BIKE);
  const bikeRef = useRef(DEFAULT_BIKE);
  const [acceptWarnings, setAcceptWarnings] = useState(false);
  const [serverWarned, setServerWarned] = useState(false);
  const [style, setStyle] = useState(() => {
    const asked = searchParams.get('style') ?? '';
    return isStyle(asked) ? asked : '';
  });
  const [progress, setProgress] = useState(0);
  const [formError, setFormError] = useState<FormError>(null);
  const previewUrlRef = useRef<string | null>(null);

  // The preview's object URL is released when the photo changes (choosePhoto) and when the page goes.
  useEffect(() => {
    return () => {
      if (previewUrlRef.current) URL.revokeObjectURL(previewUrlRef.current);
      previewUrlRef.current = null;
    };
  }, []);

  // When the 24-hour window ends while the page is open, ask again so the form unlocks by itself.
  const resetsAt = allowance.data?.resetsAt ?? null;
  const refetchAllowance = allowance.refetch;
  useEffect(() => {
    if (!resetsAt) return;
    const delay = new Date(resetsAt).getTime() - Date.now();
    if (!(delay > 0)) return;
    const timer = setTimeout(() => void refetchAllowance(), delay + 1000);
    return () => clearTimeout(timer);
  }, [resetsAt, refetchAllowance]);

  function choosePhoto(file: File) {
    if (previewUrlRef.current) URL.revokeObjectURL(previewUrlRef.current);
    const previewUrl = URL.createObjectURL(file);
    previewUrlRef.current = previewUrl;
    setPhoto({ file, previewUrl });
    setFormError(null);
    setAcceptWarnings(false);
    setServerWarned(false);
    setPreviewSetId(null);
    setNoPreviewReason(null);
    setBike(DEFAULT_BIKE);
    bikeRef.current = DEFAULT_BIKE;
    const pick = ++pickRef.current;
    check.mutate(file, {
      onSettled: (result) => {
        if (pick !== pickRef.current || !previewsOn || limitReached) return;
        // Sketches only of a photo the store would take: never over a blocking finding.
        if (!verdictAllowsSubmit(photoVerdict({ hasPhoto: true, pending: false, failed: false, check: result }))) return;
        const offersChoice = pickableBikes(result?.measurements).length > 0;
        startPreviews.mutate(
          { photo: file, style: isStyle(style) ? style : null, bike: offersChoice ? bikeRef.current : null },
          {
            onSuccess: (set) => {
              if (pick !== pickRef.current) return;
              setPreviewSetId(set.id);
              // Another bike tapped while the set was on its way: sketch that one.
              if (offersChoice && set.bike !== bikeRef.current) sketchBike(set.id, bikeRef.current);
            },
            onError: (error) => {
              if (pick === pickRef.current) setNoPreviewReason(previewNotice(error));
            },
          },
        );
      },
    });
    track('upload_started');
  }

  function sketchBike(setId: string, chosen: number) {
    choosePreviewBike.mutate({ id: setId, bike: chosen, style: isStyle(style) ? style : null });
  }

  function pickBike(chosen: number) {
    setBike(chosen);
    bikeRef.current = chosen;
    setFormError(null);
    // The server keeps sketches already of this bike; asking each time keeps quick taps back and forth in order.
    if (usablePreviewSetId) sketchBike(usablePreviewSetId, chosen);
  }

  // Sketches gone before the submit (swept, expired): the photo is sent again instead.
  const usablePreviewSetId = previewSet.isError ? null : previewSetId;
  const previewSetNotice = previewSet.isError ? previewNotice(previewSet.error) : noPreviewReason;

  async function send(input: NonNullable<ReturnType<typeof parseUploadInput>>) {
    if (usablePreviewSetId) {
      try {
        await submitPreviews.mutateAsync({ id: usablePreviewSetId, style: input.style, acceptWarnings, bike: pickedBike });
        return;
      } catch (error) {
        if (!(error instanceof ApiError && error.code === PREVIEW_ERROR_CODES.notFound)) throw error;
        setPreviewSetId(null);
      }
    }
    await upload.mutateAsync({ ...input, acceptWarnings, bike: pickedBike, onProgress: setProgress });
  }

  const limitReached = allowance.data ? allowance.data.remaining <= 0 : false;
  const sending = upload.isPending || submitPreviews.isPending;
  const verdict = photoVerdict({ hasPhoto: photo !== null, pending: check.isPending, failed: check.isError, check: check.data });
  // Only a photo the store would take offers the choice, and only once its check is in.
  const bikes = photo && !check.isPending && verdictAllowsSubmit(verdict) ? pickableBikes(check.data?.measurements) : [];
  const pickedBike = bikes.length > 0 ? bike : null;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending || !verdictAllowsSubmit(verdict)) return;
    const input = parseUploadInput({ style, photo: photo?.file ?? null });
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
      if (error instanceof ApiError && error.code === UPLOAD_ERROR_CODES.photoWarnings) setServerWarned(true);
      setFormError({ text: uploadErrorMessage(error), signedOut: isSignedOut(error) });
      return;
    }
    void navigate(routes.dashboard.href(), { state: { fromUpload: true } });
  }

  const locked = limitReached || sending;
  const allowanceSignedOut = isSignedOut(allowance.error);
  // Once the allowance shows the limit notice, a refusal saying the same would only repeat it.
  const shownFormError = limitReached && formError?.text === UPLOAD_MESSAGES.dailyLimit ? null : formError;
  const error: FormError = shownFormError ?? (allowanceSignedOut ? { text: UPLOAD_MESSAGES.signedOut, signedOut: true } : null);

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

        <form noValidate onSubmit={handleSubmit} className="mt-8 flex flex-col gap-6 rounded-2xl border border-line bg-panel p-5 sm:p-8">
          <PhotoDropZone
            photo={photo}
            disabled={locked}
            onChoose={choosePhoto}
            onReject={() => setFormError({ text: UPLOAD_MESSAGES.imagesOnly, signedOut: false })}
          />

          <PhotoCheckResult
            verdict={verdict}
            serverWarned={serverWarned}
            acceptWarnings={acceptWarnings}
            onAcceptWarnings={(accepted) => {
              setAcceptWarnings(accepted);
              setFormError(null);
            }}
            disabled={locked}
          />

          {photo && bikes.length > 0 && (
            <BikePicker photoUrl={photo.previewUrl} bikes={bikes} value={bike} onChange={pickBike} disabled={locked} />
          )}

          <StylePicker
            value={style}
            onChange={(chosen) => {
              setStyle(chosen);
              setFormError(null);
            }}
            disabled={locked}
            previewSet={usablePreviewSetId ? previewSet.data : undefined}
            notice={photo ? previewSetNotice : null}
          />

          <UploadAllowanceNotice
            allowance={allowance.data}
            isPending={allowance.isPending}
            isError={allowance.isError && !allowanceSignedOut}
          />

          {upload.isPending && <UploadProgress fraction={progress} />}

          {error && (
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
          )}

          <Button type="submit" disabled={locked || !verdictAllowsSubmit(verdict)} className="w-full sm:w-auto sm:self-start sm:px-10">
            {sending ? 'Uploading...' : 'Submit'}
          </Button>
        </form>
      </section>
    </>
  );
}
