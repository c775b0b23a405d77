import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { reviewEndpoints } from '@store/shared/api/reviews';
import { REVIEW_MESSAGES, REVIEWS_PAGE_SIZE, reviewerName, type ReviewDecision, type ReviewStatus } from '@store/shared/reviews';
import type { AdminReview, OwnReview, PublicReview, ReviewInput, ReviewPage } from '@store/shared/reviews-schemas';
import { can, type Role } from '@store/shared/roles';
import type { Transact } from '#server/db/transaction.ts';
import { HttpError } from '#server/http-errors.ts';
import type { ReceivedFile } from '#server/http/receive-upload.ts';
import type { Storage, StoredFile } from '#server/providers/storage/storage.ts';
import { prepareReviewPhoto } from './review-photo.ts';
import type { ReviewRecord, ReviewRepository } from './review-repository.ts';

/** What reviews ask of purchases: the customer's paid order with this render, if any. */
export type ReviewGrant = { paidOrderWith(userId: string, renderId: string): Promise<string | null> };

type Viewer = { id: string; role: Role } | null;

const NOT_FOUND = () => new HttpError(404, 'NOT_FOUND', 'Review not found.');

/** Kept beside the render's own files, so erasing the render (or its customer's account) removes it too. */
function photoKey(renderId: string, reviewId: string): string {
  return `renders/${renderId}/reviews/${reviewId}.webp`;
}

function photoUrl(review: ReviewRecord): string | null {
  return review.photoKey ? reviewEndpoints.photo.href({ params: { id: review.id } }) : null;
}

function toPublic(review: ReviewRecord): PublicReview {
  return {
    id: review.id,
    stars: review.stars,
    text: review.text,
    reviewerName: reviewerName(review.writerName),
    style: review.style,
    createdAt: review.createdAt,
    photoUrl: photoUrl(review),
    verifiedPurchase: true,
  };
}

function toAdmin(review: ReviewRecord): AdminReview {
  const { verifiedPurchase: _verified, ...shown } = toPublic(review);
  return {
    ...shown,
    renderId: review.renderId,
    orderId: review.orderId,
    customerEmail: review.writerEmail,
    status: review.status,
    decidedBy: review.decidedBy,
    decidedAt: review.decidedAt,
  };
}

/** Reviews from buyers only, one per render and customer, shown once staff approve them (decision 044). */
export function createReviewService(deps: {
  repository: ReviewRepository;
  purchases: ReviewGrant;
  storage: Storage;
  transact: Transact;
  image: { maxPixels: number; workDir: string };
}) {
  const { repository, storage } = deps;

  return {
    async approved(page: number): Promise<ReviewPage> {
      const [listed, summary] = await Promise.all([
        repository.approved(REVIEWS_PAGE_SIZE, (page - 1) * REVIEWS_PAGE_SIZE),
        repository.approvedSummary(),
      ]);
      return { reviews: listed.reviews.map(toPublic), summary, hasMore: listed.hasMore };
    },

    ownedBy: (userId: string): Promise<OwnReview[]> => repository.ownedBy(userId),

    async create(userId: string, input: ReviewInput, photo: ReceivedFile | null): Promise<OwnReview> {
      const orderId = await deps.purchases.paidOrderWith(userId, input.renderId);
      if (!orderId) throw new HttpError(403, 'NOT_A_BUYER', REVIEW_MESSAGES.notBuyer);
      if (await repository.exists(input.renderId, userId)) throw new HttpError(409, 'ALREADY_REVIEWED', REVIEW_MESSAGES.alreadyReviewed);
      const id = randomBytes(12).toString('base64url');
      const preparedPhoto = photo ? await prepareReviewPhoto(photo, deps.image) : null;
      const key = preparedPhoto ? photoKey(input.renderId, id) : null;
      try {
        if (preparedPhoto && key) await storage.put(key, { path: preparedPhoto }, 'image/webp');
        await deps.transact(() => repository.insert({ id, orderId, userId, photoKey: key, ...input }));
      } catch (error) {
        if (key) await storage.delete(key).catch(() => undefined);
        throw error;
      } finally {
        if (preparedPhoto) await rm(preparedPhoto, { force: true });
      }
      return { id, renderId: input.renderId, stars: input.stars, status: 'pending' };
    },

    /** Public once approved; before that only its writer and staff who moderate see it. */
    async photo(id: string, viewer: Viewer): Promise<StoredFile> {
      const review = await repository.findById(id);
      const maySee = review && (review.status === 'approved' || viewer?.id === review.userId || can(viewer?.role, 'curation'));
      if (!review?.photoKey || !maySee) throw NOT_FOUND();
      const stored = await storage.get(review.photoKey);
      if (!stored) throw NOT_FOUND();
      return stored;
    },

    async moderation(status: ReviewStatus): Promise<{ reviews: AdminReview[]; pendingCount: number }> {
      const [reviews, pendingCount] = await Promise.all([repository.byStatus(status), repository.countPending()]);
      return { reviews: reviews.map(toAdmin), pendingCount };
    },

    async decide(id: string, decision: ReviewDecision, staffId: string): Promise<AdminReview> {
      if (!(await repository.findById(id))) throw NOT_FOUND();
      await repository.decide(id, decision, staffId);
      return toAdmin((await repository.findById(id))!);
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
