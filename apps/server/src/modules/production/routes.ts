import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cropEditSchema,
  draftRequestSchema,
  draftSchema,
  publishRequestSchema,
  renderVersionSchema,
  versionFromDraftSchema,
  workbenchSchema,
} from '@store/shared/production';
import { aspectRatioSchema } from '@store/shared/renders';
import { errorBodySchema } from '#server/http-schemas.ts';
import { receiveUpload } from '#server/http/receive-upload.ts';
import { sendFile } from '#server/http/send-file.ts';
import { HttpError } from '#server/http-errors.ts';
import type { ProductionService } from './production-service.ts';

const renderParams = z.object({ id: z.string().min(1).max(64) });
const draftParams = renderParams.extend({ draftId: z.string().min(1).max(64), kind: z.enum(['preview', 'image', 'layer']) });
const versionParams = renderParams.extend({ versionId: z.string().min(1).max(64) });
const versionResultParams = versionParams.extend({ ratio: z.string().max(8) });
const versionCropParams = versionParams.extend({ ratio: aspectRatioSchema });
const downloadQuery = z.object({ download: z.enum(['1']).optional() });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const fileResponse = z.any().describe('The image file (binary)');
const PRIVATE = 'private, no-store';

/** The staff workbench: drafts, versions and publishing (admin only). */
const productionRoutes: FastifyPluginAsyncZod<{ production: ProductionService; maxUploadBytes: number; workDir: string }> = async (
  app,
  { production, maxUploadBytes, workDir },
) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/api/admin/renders/:id/workbench',
    {
      schema: {
        summary: 'Everything the workbench shows for one render (admin)',
        tags: ['admin'],
        params: renderParams,
        response: { 200: workbenchSchema, ...errors },
      },
    },
    async (request) => production.workbench(request.params.id),
  );

  app.post(
    '/api/admin/renders/:id/review',
    {
      schema: {
        summary: 'Staff have opened the render: the customer sees "In review" (admin; repeating it changes nothing)',
        tags: ['admin'],
        params: renderParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await production.startReview(request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/admin/renders/:id/drafts',
    {
      schema: {
        summary: "Paint a new draft in a style, on one of the style's backdrops (its default when none is named) (admin)",
        tags: ['admin'],
        params: renderParams,
        body: draftRequestSchema,
        response: { 202: z.object({ draft: draftSchema }), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send({ draft: await production.requestDraft(request.params.id, request.body.style, request.body.backdrop) }),
  );

  app.get(
    '/api/admin/renders/:id/drafts/:draftId/:kind',
    {
      schema: {
        summary: "A draft's web preview, full image or transparent bike layer (admin)",
        tags: ['admin'],
        params: draftParams,
        querystring: downloadQuery,
        response: { 200: fileResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { file, filename } = await production.draftFile(request.params.id, request.params.draftId, request.params.kind);
      return sendFile(reply, file, { cache: PRIVATE, downloadName: request.query.download ? filename : undefined });
    },
  );

  app.post(
    '/api/admin/renders/:id/versions',
    {
      schema: {
        summary: 'Upload an own finished image (multipart file "render"); its five ratios are derived in the background (admin)',
        tags: ['admin'],
        consumes: ['multipart/form-data'],
        params: renderParams,
        response: { 202: z.object({ version: renderVersionSchema }), ...errors, 413: errorBodySchema },
      },
    },
    async (request, reply) => {
      const upload = await receiveUpload(request, { fileField: 'render', maxBytes: maxUploadBytes, tempDir: workDir });
      try {
        if (!upload.file || upload.file.bytes === 0) throw new HttpError(400, 'MISSING_FILE', 'Please select a file to upload.');
        return reply.status(202).send({ version: await production.versionFromUpload(request.params.id, upload.file.path) });
      } finally {
        await upload.discard();
      }
    },
  );

  app.post(
    '/api/admin/renders/:id/versions/from-draft',
    {
      schema: {
        summary: 'Use a ready draft as the finished image; its five ratios are derived in the background (admin)',
        tags: ['admin'],
        params: renderParams,
        body: versionFromDraftSchema,
        response: { 202: z.object({ version: renderVersionSchema }), ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send({ version: await production.versionFromDraft(request.params.id, request.body.draftId) }),
  );

  app.get(
    '/api/admin/renders/:id/versions/:versionId/source',
    {
      schema: {
        summary: "A version's finished image as published (admin)",
        tags: ['admin'],
        params: versionParams,
        response: { 200: fileResponse, ...errors },
      },
    },
    async (request, reply) =>
      sendFile(reply, await production.versionFile(request.params.id, request.params.versionId, null), { cache: PRIVATE }),
  );

  app.get(
    '/api/admin/renders/:id/versions/:versionId/results/:ratio/preview',
    {
      schema: {
        summary: "Preview of one of a version's five ratio crops (admin)",
        tags: ['admin'],
        params: versionResultParams,
        response: { 200: fileResponse, ...errors },
      },
    },
    async (request, reply) =>
      sendFile(reply, await production.versionFile(request.params.id, request.params.versionId, request.params.ratio), { cache: PRIVATE }),
  );

  app.put(
    '/api/admin/renders/:id/versions/:versionId/crops/:ratio',
    {
      schema: {
        summary:
          "Move or scale one ratio's crop of a ready, unpublished version (crop in the finished image's pixels; null: centred on the bike again); that ratio is made again in the background (admin)",
        tags: ['admin'],
        params: versionCropParams,
        body: cropEditSchema,
        response: { 202: z.object({ version: renderVersionSchema }), ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send({
        version: await production.recrop(request.params.id, request.params.versionId, request.params.ratio, request.body.crop),
      }),
  );

  app.post(
    '/api/admin/renders/:id/versions/:versionId/publish',
    {
      schema: {
        summary:
          'Publish a ready version to the customer; each problem (style differs, too small for canvas, paid orders) needs its confirmation (admin)',
        tags: ['admin'],
        params: versionParams,
        body: publishRequestSchema,
        response: { 200: workbenchSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => production.publish(request.params.id, request.params.versionId, request.body.confirmed),
  );
};

export default productionRoutes;
