import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { uploadEndpoints } from '@store/shared/api/uploads';
import type { Render } from '@store/shared/renders';
import {
  PREVIEW_ERROR_CODES,
  PREVIEW_MESSAGES,
  PREVIEW_SETS_PER_DAY,
  previewAllowance,
  previewExpired,
  previewExpiresAt,
  type PreviewSet,
} from '@store/shared/style-previews';
import type { Style } from '@store/shared/styles';
import { HttpError } from '#server/http-errors.ts';
import { decodeImage } from '#server/images/decode-image.ts';
import { jobWorker, WORKER_HOUR_SECONDS, type BackgroundWork, type Schedule } from '#server/jobs/job-queue.ts';
import type { SignedInUser } from '#server/plugins/app/auth-guard.ts';
import type { StoredFile } from '#server/providers/storage/storage.ts';
import { downloadForJob } from '../production/job-files.ts';
import type { PreviewSetRecord } from './preview-repository.ts';
import { paint, PREVIEW_JOB, previewKeys, removeSets, sweep, type StylePreviewsDeps } from './style-preview-work.ts';

/** Longer than any submit takes (the photo check included): a claim older than this was left by a crash. */
const SUBMIT_CLAIM_MS = 10 * 60 * 1000;

const notFound = () => new HttpError(404, PREVIEW_ERROR_CODES.notFound, PREVIEW_MESSAGES.notFound);

function previewSetDto(set: PreviewSetRecord): PreviewSet {
  return {
    id: set.id,
    expiresAt: previewExpiresAt(set.createdAt).toISOString(),
    previews: set.previews.map((preview) => ({
      style: preview.style,
      status: preview.status,
      imageUrl:
        preview.status === 'ready'
          ? uploadEndpoints.previewImage.href({
              params: { id: set.id, style: preview.style },
              query: set.bike === null ? {} : { bike: String(set.bike) },
            })
          : null,
    })),
    bike: set.bike,
  };
}

/** The customer's own set, while it lasts; anyone else's is as good as missing. */
async function ownSet(deps: StylePreviewsDeps, user: SignedInUser, id: string): Promise<PreviewSetRecord> {
  const set = await deps.previews.find(id);
  if (!set || set.userId !== user.id || previewExpired(set.createdAt, new Date())) throw notFound();
  return set;
}

async function limitReached(deps: StylePreviewsDeps, userId: string): Promise<HttpError> {
  const { resetsAt } = previewAllowance(await deps.windows.find(userId), new Date());
  return new HttpError(429, PREVIEW_ERROR_CODES.limit, PREVIEW_MESSAGES.limit, resetsAt ? { resetsAt: resetsAt.toISOString() } : undefined);
}

/** Keeps the photo under a new set (counted against the day's sets) and starts painting, the picked style first; answers at once. */
async function start(
  deps: StylePreviewsDeps,
  user: SignedInUser,
  file: { path: string; filename: string },
  firstStyle: Style | null,
  bike: number | null = null,
): Promise<PreviewSet> {
  if (!deps.enabled) throw new HttpError(404, PREVIEW_ERROR_CODES.off, PREVIEW_MESSAGES.off);
  if (previewAllowance(await deps.windows.find(user.id), new Date()).remaining === 0) throw await limitReached(deps, user.id);
  // Sketches an hour late help nobody; the customer can pick from the samples meanwhile.
  if ((await deps.jobs.backlogSeconds()) > WORKER_HOUR_SECONDS) throw new HttpError(503, PREVIEW_ERROR_CODES.busy, PREVIEW_MESSAGES.busy);
  const decoded = await decodeImage(file.path, { maxPixels: deps.maxPixels, workDir: deps.workDir });
  const id = randomBytes(12).toString('base64url');
  const photoKey = previewKeys.photo(id, decoded.output.extension);
  let picked: number | null;
  try {
    picked = (await deps.uploads.pickedBike(decoded.normalisedPath, bike))?.index ?? null;
    await deps.storage.put(photoKey, { path: decoded.normalisedPath }, decoded.output.contentType);
  } finally {
    await rm(decoded.normalisedPath, { force: true });
  }
  const started = await deps.transact(async () => {
    if (!(await deps.windows.claim(user.id, new Date(), PREVIEW_SETS_PER_DAY))) return false;
    await deps.previews.insert({
      id,
      userId: user.id,
      createdAt: new Date(),
      photoKey,
      filename: file.filename.slice(0, 200),
      bike: picked,
    });
    return true;
  });
  if (!started) {
    await deps.storage.delete(photoKey);
    throw await limitReached(deps, user.id);
  }
  await deps.jobs.send(PREVIEW_JOB, { setId: id, firstStyle, bike: picked }).catch(async (error: unknown) => {
    deps.log.error({ err: error, setId: id }, 'could not queue style previews');
    await deps.previews.failUnfinished(id, 'Could not be queued.');
  });
  return previewSetDto((await deps.previews.find(id))!);
}

/**
 * The render request in the chosen style, made from the set's photo as an upload is (photo
 * check, the day's upload slot); then the sketches and photo go. A refused request (warnings
 * not accepted, limit reached) keeps the set for another try.
 */
async function submit(
  deps: StylePreviewsDeps,
  user: SignedInUser,
  id: string,
  style: Style,
  acceptWarnings: boolean,
  bike?: number,
): Promise<Render> {
  const set = await ownSet(deps, user, id);
  const now = new Date();
  if (!(await deps.previews.claimForSubmit(set.id, now, new Date(now.getTime() - SUBMIT_CLAIM_MS))))
    throw new HttpError(409, PREVIEW_ERROR_CODES.submitting, PREVIEW_MESSAGES.submitting);
  const photoPath = await downloadForJob(deps.storage, set.photoKey, deps.workDir);
  try {
    const render = await deps.uploads.upload(user, style, { path: photoPath, filename: set.filename }, acceptWarnings, bike ?? set.bike);
    await removeSets(deps, [{ id: set.id, keys: [set.photoKey, ...set.previews.flatMap((preview) => preview.imageKey ?? [])] }]);
    return render;
  } catch (error) {
    await deps.previews.releaseSubmit(set.id);
    throw error;
  } finally {
    await rm(photoPath, { force: true });
  }
}

/**
 * The customer picked another bike on the set's photo (one the photo check found there): the
 * sketches so far are dropped and all four painted again of that bike, in the same set.
 */
async function chooseBike(
  deps: StylePreviewsDeps,
  user: SignedInUser,
  id: string,
  bike: number,
  firstStyle: Style | null,
): Promise<PreviewSet> {
  const set = await ownSet(deps, user, id);
  if (set.bike === bike) return previewSetDto(set);
  const photoPath = await downloadForJob(deps.storage, set.photoKey, deps.workDir);
  let picked;
  try {
    picked = await deps.uploads.pickedBike(photoPath, bike);
  } finally {
    await rm(photoPath, { force: true });
  }
  // A photo with one bike offers no choice: there is nothing else to sketch.
  if (!picked) return previewSetDto(set);
  await deps.previews.chooseBike(set.id, picked.index);
  await Promise.all(set.previews.flatMap((preview) => preview.imageKey ?? []).map((key) => deps.storage.delete(key)));
  await deps.jobs.send(PREVIEW_JOB, { setId: set.id, firstStyle, bike: picked.index }).catch(async (error: unknown) => {
    deps.log.error({ err: error, setId: set.id }, 'could not queue style previews');
    await deps.previews.failUnfinished(set.id, 'Could not be queued.');
  });
  return previewSetDto((await deps.previews.find(set.id))!);
}

/**
 * Sketches of the customer's own photo in every style before they choose (decision 047): started
 * from the upload page without taking an upload slot (a few sets a day instead), painted small in
 * a worker process from one cut-out, watermarked, kept with the photo under the set's id until the
 * customer submits one style (then the render is made from that same photo) or the sweep removes
 * them. Sketches never become a render's files.
 */
export function createStylePreviews(deps: StylePreviewsDeps) {
  const sweepSchedule: Schedule = { name: 'sweep-style-previews', everyMinutes: 15, atStart: true, run: () => sweep(deps) };
  const work: BackgroundWork = { workers: [jobWorker(PREVIEW_JOB, (job) => paint(deps, job))], schedules: [sweepSchedule] };

  return {
    work,
    service: {
      enabled: deps.enabled,

      start: (user: SignedInUser, file: { path: string; filename: string }, firstStyle: Style | null, bike: number | null = null) =>
        start(deps, user, file, firstStyle, bike),

      read: async (user: SignedInUser, id: string): Promise<PreviewSet> => previewSetDto(await ownSet(deps, user, id)),

      async image(user: SignedInUser, id: string, style: Style): Promise<StoredFile> {
        const preview = (await ownSet(deps, user, id)).previews.find((candidate) => candidate.style === style);
        const stored = preview?.imageKey ? await deps.storage.get(preview.imageKey) : null;
        if (!stored) throw notFound();
        return stored;
      },

      submit: (user: SignedInUser, id: string, style: Style, acceptWarnings: boolean, bike?: number) =>
        submit(deps, user, id, style, acceptWarnings, bike),

      chooseBike: (user: SignedInUser, id: string, bike: number, firstStyle: Style | null) => chooseBike(deps, user, id, bike, firstStyle),

      /** Every set of an account, files and rows: the account is being deleted. */
      eraseAllOf: async (userId: string): Promise<void> => removeSets(deps, await deps.previews.filesOfUser(userId)),

      sweep: (now?: Date) => sweep(deps, now),
    },
  };
}

export type StylePreviews = ReturnType<typeof createStylePreviews>['service'];
