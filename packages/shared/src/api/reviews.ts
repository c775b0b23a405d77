import { z } from 'zod';
import { REVIEW_DECISIONS, REVIEW_STATUSES } from '../reviews.ts';
import { adminReviewSchema, ownReviewSchema, reviewPageSchema } from '../reviews-schemas.ts';
import { apiRoutes } from './routes.ts';
import { endpoint, errors, fileBody } from './endpoint.ts';

const reviewParams = z.object({ id: z.string().min(1).max(100) });

export const reviewEndpoints = {
  approved: endpoint(apiRoutes.reviews.approved, {
    summary: 'Approved reviews from buyers, newest first, with their count and average',
    tags: ['reviews'],
    query: z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) }),
    responses: { 200: reviewPageSchema, ...errors(400) },
  }),
  mine: endpoint(apiRoutes.reviews.mine, {
    summary: "The signed-in customer's reviews and where each stands",
    tags: ['reviews'],
    responses: { 200: z.object({ reviews: z.array(ownReviewSchema) }), ...errors(401) },
  }),
  create: endpoint(apiRoutes.reviews.create, {
    summary: 'Review a bought render (multipart: renderId, stars, text, optional file "photo"); shown once staff approve',
    tags: ['reviews'],
    body: 'multipart',
    responses: { 201: z.object({ review: ownReviewSchema }), ...errors(400, 401, 403, 409, 413) },
  }),
  photo: endpoint(apiRoutes.reviews.photo, {
    summary: "A review's photo: public once approved, else its writer's and staff's",
    tags: ['reviews'],
    params: reviewParams,
    responses: { 200: fileBody('WebP image'), ...errors(404) },
  }),
  moderation: endpoint(apiRoutes.reviews.moderation, {
    summary: 'Reviews by status, newest first, for staff to approve or reject (staff)',
    tags: ['admin'],
    query: z.object({ status: z.enum(REVIEW_STATUSES).default('pending') }),
    responses: { 200: z.object({ reviews: z.array(adminReviewSchema), pendingCount: z.number().int() }), ...errors(400, 401, 403) },
  }),
  decide: endpoint(apiRoutes.reviews.decide, {
    summary: 'Approve or reject a review (staff)',
    tags: ['admin'],
    params: reviewParams,
    body: z.object({ decision: z.enum(REVIEW_DECISIONS) }),
    responses: { 200: adminReviewSchema, ...errors(400, 401, 403, 404) },
  }),
};
