import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { aspectRatioOf } from '@store/shared/aspect-ratio-rule';
import { BIKE_PICK_ERROR_CODE, BIKE_PICK_MESSAGES, isPickableBike, pickableBikes, type PickableBike } from '@store/shared/bike-pick';
import { DAILY_UPLOAD_LIMIT } from '@store/shared/policy';
import { customerFindings, needsAcceptance, type PhotoCheck, type PhotoFinding } from '@store/shared/photo-check';
import { CANCEL_MESSAGES } from '@store/shared/production';
import type { Render, UploadAllowanceDto } from '@store/shared/renders';
import type { Style } from '@store/shared/styles';
import { UPLOAD_ERROR_CODES, UPLOAD_MESSAGES } from '@store/shared/upload-messages';
import { uploadAllowance } from '@store/shared/upload-window';
import { HttpError } from '#server/http-errors.ts';
import { decodeImage, writeWebPreview, type DecodedImage } from '#server/images/decode-image.ts';
import type { SignedInUser } from '#server/plugins/app/auth-guard.ts';
import type { AnalyticsRecorder } from '../analytics/analytics-service.ts';
import type { Notifications } from '../notifications/notifications.ts';
import type { ProductionService } from '../production/production-service.ts';
import type { RenderService } from '../renders/render-service.ts';
import type { PhotoChecker } from './photo-checker.ts';
import type { UploadWindowRepository } from './upload-window-repository.ts';

/** A pick of a bike that is not there to pick on the photo. */
export function noSuchBike(): HttpError {
  return new HttpError(400, BIKE_PICK_ERROR_CODE, BIKE_PICK_MESSAGES.noSuchBike, { bike: BIKE_PICK_MESSAGES.noSuchBike });
}

/** Whose request it is: the signed-in customer, or the demo customer the seed made. */
type Customer = Pick<SignedInUser, 'id' | 'name' | 'email'>;

type UploadServiceDeps = {
  windows: UploadWindowRepository;
  renders: RenderService;
  production: ProductionService;
  photoChecker: PhotoChecker;
  autoDrafts: boolean;
  analytics: AnalyticsRecorder;
  notifications: Pick<Notifications, 'uploadReceived'>;
  maxPixels: number;
  workDir: string;
  log: FastifyBaseLogger;
};

async function allowanceOf(windows: UploadWindowRepository, userId: string, now: Date): Promise<UploadAllowanceDto> {
  const current = uploadAllowance(await windows.find(userId), now);
  return { limit: current.limit, remaining: current.remaining, resetsAt: current.resetsAt?.toISOString() ?? null };
}

/**
 * The bike the customer picked, checked against the bikes the photo check found: null when they
 * picked none or the photo offers no choice; 400 for a bike that is not there to pick. When the
 * check could not run there is nothing to check it against: the pick is dropped (the first
 * cut-out takes the most prominent bike, staff can choose another) rather than the photo refused.
 */
function pickOn(check: PhotoCheck | null, bike: number | null, log: FastifyBaseLogger): PickableBike | null {
  if (bike === null) return null;
  if (!check) {
    log.warn({ bike }, 'the photo check could not run; the customer’s pick of a bike is dropped');
    return null;
  }
  if (!isPickableBike(check.measurements, bike)) throw noSuchBike();
  return pickableBikes(check.measurements).find((offered) => offered.index === bike) ?? null;
}

async function limitReached(windows: UploadWindowRepository, userId: string): Promise<HttpError> {
  const { resetsAt } = await allowanceOf(windows, userId, new Date());
  return new HttpError(429, UPLOAD_ERROR_CODES.dailyLimit, UPLOAD_MESSAGES.dailyLimit, resetsAt ? { resetsAt } : undefined);
}

/**
 * Stores the files, then inserts the render (taking the upload slot when asked) in one
 * transaction, and starts its first draft. A failure at any step leaves no file, no row and no
 * slot taken; a crash leaves at most files without a row, which the sweeper removes.
 */
async function storeRequest(
  deps: UploadServiceDeps,
  customer: Customer,
  style: Style,
  decoded: DecodedImage,
  filename: string,
  options: { findings: PhotoFinding[]; takeSlot: boolean; draft: boolean; bike?: number | null },
): Promise<Render> {
  const previewPath = join(deps.workDir, `original-preview-${randomUUID()}.webp`);
  const bike = options.bike ?? null;
  try {
    await writeWebPreview(decoded.normalisedPath, previewPath);
    const render = await deps.renders.createFromUpload(
      {
        userId: customer.id,
        customerName: customer.name,
        customerEmail: customer.email,
        style,
        aspectRatio: aspectRatioOf(decoded.width, decoded.height),
        filename: filename.slice(0, 200) || `photo.${decoded.output.extension}`,
        width: decoded.width,
        height: decoded.height,
        original: { path: decoded.normalisedPath, extension: decoded.output.extension, contentType: decoded.output.contentType },
        originalPreviewPath: previewPath,
        findings: options.findings,
      },
      options.takeSlot ? () => deps.windows.claim(customer.id, new Date(), DAILY_UPLOAD_LIMIT) : undefined,
      bike === null ? undefined : (renderId) => deps.production.keepCustomersPick(renderId, bike),
    );
    if (!render) throw await limitReached(deps.windows, customer.id);
    // The render is kept even if its draft cannot be queued: staff can ask for one on the workbench.
    if (options.draft)
      await deps.production
        .startDrafting(render.id, style)
        .catch((error: unknown) => deps.log.error({ err: error, renderId: render.id }, 'could not queue the first draft'));
    return render;
  } finally {
    await rm(previewPath, { force: true });
  }
}

export function createUploadService(deps: UploadServiceDeps) {
  const { windows } = deps;
  const allowance = (userId: string, now = new Date()) => allowanceOf(windows, userId, now);

  return {
    allowance,

    /** The photo check alone, for a photo the customer has picked but not sent: without the notes for staff. */
    async check(file: { path: string }): Promise<PhotoCheck | null> {
      const decoded = await decodeImage(file.path, { maxPixels: deps.maxPixels, workDir: deps.workDir });
      try {
        const check = await deps.photoChecker.check(decoded.normalisedPath);
        return check && { ...check, findings: customerFindings(check.findings) };
      } finally {
        await rm(decoded.normalisedPath, { force: true });
      }
    },

    /**
     * Decodes and checks the photo before anything is kept, then stores it as a request that takes
     * the upload slot. Warnings stop the upload until the customer accepts them; every finding,
     * staff notes too, is kept with the request for the queue and the workbench.
     */
    async upload(
      user: SignedInUser,
      style: Style,
      file: { path: string; filename: string },
      acceptWarnings: boolean,
      bike: number | null = null,
    ): Promise<Render> {
      const decoded = await decodeImage(file.path, { maxPixels: deps.maxPixels, workDir: deps.workDir });
      try {
        const check = await deps.photoChecker.check(decoded.normalisedPath);
        const picked = pickOn(check, bike, deps.log);
        const findings = check?.findings ?? [];
        const blocking = findings.find((finding) => finding.severity === 'block');
        if (blocking) throw new HttpError(422, UPLOAD_ERROR_CODES.photoBlocked, `${blocking.title} ${blocking.advice}`);
        if (needsAcceptance(findings) && !acceptWarnings)
          throw new HttpError(422, UPLOAD_ERROR_CODES.photoWarnings, UPLOAD_MESSAGES.acceptWarnings);
        // Spares storing the files of a customer already at the limit; the transaction below decides.
        if ((await allowance(user.id)).remaining === 0) throw await limitReached(windows, user.id);
        const render = await storeRequest(deps, user, style, decoded, file.filename, {
          findings,
          takeSlot: true,
          draft: deps.autoDrafts,
          bike: picked?.index ?? null,
        });
        await deps.analytics.record({ name: 'upload_submitted', renderId: render.id, style });
        await deps.notifications.uploadReceived({ renderId: render.id, style, customer: user });
        return render;
      } finally {
        await rm(decoded.normalisedPath, { force: true });
      }
    },

    /**
     * A render request made from a photo on disk without the customer's upload slot or photo check:
     * the demo seed and tests make renders this way, through the same storing as a real upload.
     */
    async createRequest(
      customer: Customer,
      style: Style,
      file: { path: string; filename: string },
      options: { draft: boolean },
    ): Promise<Render> {
      await mkdir(deps.workDir, { recursive: true });
      const decoded = await decodeImage(file.path, { maxPixels: deps.maxPixels, workDir: deps.workDir });
      try {
        return await storeRequest(deps, customer, style, decoded, file.filename, {
          findings: [],
          takeSlot: false,
          draft: options.draft && deps.autoDrafts,
        });
      } finally {
        await rm(decoded.normalisedPath, { force: true });
      }
    },

    /**
     * The bike the customer picked on a photo already decoded (a preview set's), checked as an
     * upload checks it: null for no pick or no choice on this photo, 400 for a bike not there.
     */
    pickedBike: async (photoPath: string, bike: number | null): Promise<PickableBike | null> =>
      bike === null ? null : pickOn(await deps.photoChecker.check(photoPath), bike, deps.log),

    /**
     * The owner withdraws a request still waiting for its first render. Its slot stays taken: the
     * daily limit counts uploads made (decision 007), or upload-and-cancel would store any number.
     */
    async cancel(user: SignedInUser, renderId: string): Promise<void> {
      if (!(await deps.renders.cancelPending(renderId, user))) throw new HttpError(409, 'NOT_CANCELLABLE', CANCEL_MESSAGES.notPending);
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
