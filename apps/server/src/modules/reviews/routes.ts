import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewEndpoints } from '@store/shared/api/reviews';
import { REVIEW_PHOTO_MAX_BYTES } from '@store/shared/reviews';
import { reviewInputSchema } from '@store/shared/reviews-schemas';
import { HttpError } from '#server/http-errors.ts';
import { receiveUpload } from '#server/http/receive-upload.ts';
import { sendFile } from '#server/http/send-file.ts';
import { serve } from '#server/http/serve.ts';
import type { ReviewService } from './review-service.ts';

/** The form's fields read by the shared rules, each problem named by its field. */
function reviewInput(fields: Record<string, string>) {
  const parsed = reviewInputSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) problems[issue.path.join('.') || 'request'] ??= issue.message;
  throw new HttpError(400, 'VALIDATION_FAILED', Object.values(problems)[0] ?? 'The review is not valid.', problems);
}

const reviewRoutes: FastifyPluginAsyncZod<{ reviews: ReviewService; workDir: string }> = async (app, { reviews, workDir }) => {
  serve(app, reviewEndpoints.approved, {
    async handler(request, reply) {
      reply.header('cache-control', 'no-cache');
      return reviews.approved(request.query.page);
    },
  });

  serve(app, reviewEndpoints.mine, {
    onRequest: app.requireUser,
    handler: async (request) => ({ reviews: await reviews.ownedBy(request.user!.id) }),
  });

  serve(app, reviewEndpoints.create, {
    onRequest: app.requireUser,
    config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    async handler(request, reply) {
      const upload = await receiveUpload(request, { fileField: 'photo', maxBytes: REVIEW_PHOTO_MAX_BYTES, tempDir: workDir });
      try {
        const input = reviewInput(upload.fields);
        const photo = upload.file && upload.file.bytes > 0 ? upload.file : null;
        return reply.status(201).send({ review: await reviews.create(request.user!.id, input, photo) });
      } finally {
        await upload.discard();
      }
    },
  });

  serve(app, reviewEndpoints.photo, {
    onRequest: app.loadUser,
    handler: async (request, reply) =>
      sendFile(reply, await reviews.photo(request.params.id, request.user), { cache: 'private, no-cache' }),
  });

  serve(app, reviewEndpoints.moderation, {
    handler: async (request) => reviews.moderation(request.query.status),
  });

  serve(app, reviewEndpoints.decide, {
    handler: async (request) => reviews.decide(request.params.id, request.body.decision, request.user!.id),
  });
};

export default reviewRoutes;
