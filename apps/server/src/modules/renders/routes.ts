import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SMALL_PREVIEW_WIDTH } from '@store/shared/product';
import { revisionRequestSchema } from '@store/shared/production';
import { adminQueuePageSchema, adminQueueQuerySchema, adminRenderSchema, renderSchema } from '@store/shared/renders';
import { errorBodySchema } from '#server/http-schemas.ts';
import { sendFile } from '#server/http/send-file.ts';
import type { RenderService } from './render-service.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });
const resultParams = idParams.extend({ ratio: z.string().max(8) });
const downloadQuery = z.object({ download: z.enum(['1']).optional(), v: z.string().max(20).optional() });
const previewQuery = downloadQuery.extend({ w: z.literal(String(SMALL_PREVIEW_WIDTH)).optional() });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const fileResponse = z.any().describe('The image file (binary)');

const renderRoutes: FastifyPluginAsyncZod<{ renders: RenderService }> = async (app, { renders }) => {
  app.get(
    '/api/renders',
    {
      onRequest: app.requireUser,
      schema: {
        summary: "The signed-in customer's renders (the dashboard)",
        tags: ['renders'],
        querystring: z.object({ sort: z.enum(['newest', 'oldest']).default('newest') }),
        response: { 200: z.object({ renders: z.array(renderSchema) }), 401: errorBodySchema },
      },
    },
    async (request) => ({ renders: await renders.listMine(request.user!.id, request.query.sort) }),
  );

  app.get(
    '/api/renders/:id',
    {
      onRequest: app.loadUser,
      config: { etag: true },
      schema: {
        summary: 'One render (the product page); originals only for its owner and admins',
        tags: ['renders'],
        params: idParams,
        response: { 200: renderSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      // Revalidated every time: a republished render changes it. What its owner sees stays out of shared caches.
      reply.header('cache-control', request.user ? 'private, no-cache' : 'no-cache');
      return renders.read(request.params.id, request.user);
    },
  );

  app.get(
    '/api/renders/:id/original',
    {
      onRequest: app.loadUser,
      schema: {
        summary: 'The uploaded photo (owner and admins)',
        tags: ['renders'],
        params: idParams,
        querystring: downloadQuery,
        response: { 200: fileResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { file, filename } = await renders.original(request.params.id, request.user);
      return sendFile(reply, file, { cache: 'private, max-age=3600', downloadName: request.query.download ? filename : undefined });
    },
  );

  app.get(
    '/api/renders/:id/original/preview',
    {
      onRequest: app.loadUser,
      schema: {
        summary: 'A web-size copy of the uploaded photo (owner and admins)',
        tags: ['renders'],
        params: idParams,
        response: { 200: fileResponse, ...errors },
      },
    },
    async (request, reply) =>
      sendFile(reply, await renders.originalPreview(request.params.id, request.user), { cache: 'private, max-age=3600' }),
  );

  app.get(
    '/api/renders/:id/results/:ratio/preview',
    {
      onRequest: app.loadUser,
      schema: {
        summary: `Watermarked preview of one result (public); w=${SMALL_PREVIEW_WIDTH}: a copy that wide, for phones`,
        tags: ['renders'],
        params: resultParams,
        querystring: previewQuery,
        response: { 200: fileResponse, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const size = request.query.w ? 'small' : 'full';
      const file = await renders.resultPreview(request.params.id, request.params.ratio, request.user, size);
      return sendFile(reply, file, { cache: request.query.v ? 'public, max-age=31536000, immutable' : 'public, max-age=300' });
    },
  );

  app.get(
    '/api/renders/:id/results/:ratio',
    {
      onRequest: app.loadUser,
      schema: {
        summary: 'Full-resolution result (admins; buyers with their order)',
        tags: ['renders'],
        params: resultParams,
        querystring: downloadQuery,
        response: { 200: fileResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { file, filename } = await renders.result(request.params.id, request.params.ratio, request.user);
      return sendFile(reply, file, { cache: 'private, no-store', downloadName: request.query.download ? filename : undefined });
    },
  );

  app.get(
    '/api/admin/renders',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'The render queue, filtered, sorted and paged (admin)',
        tags: ['admin'],
        querystring: adminQueueQuerySchema,
        response: { 200: adminQueuePageSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => renders.adminQueue(request.query),
  );

  app.post(
    '/api/renders/:id/revision',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Ask for a change to a complete render, with a note (owner; one free revision)',
        tags: ['renders'],
        params: idParams,
        body: revisionRequestSchema,
        response: { 200: z.object({ render: renderSchema }), ...errors, 409: errorBodySchema },
      },
    },
    async (request) => ({ render: await renders.requestRevision(request.params.id, request.user, request.body.note) }),
  );

  app.delete(
    '/api/admin/renders/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Move a render to the recycle bin (admin)',
        tags: ['admin'],
        params: idParams,
        response: { 200: z.object({ render: adminRenderSchema }), ...errors },
      },
    },
    async (request) => ({ render: await renders.moveToRecycleBin(request.params.id) }),
  );

  app.post(
    '/api/admin/renders/:id/restore',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Restore a render from the recycle bin to the status it had (admin)',
        tags: ['admin'],
        params: idParams,
        response: { 200: z.object({ render: adminRenderSchema }), ...errors },
      },
    },
    async (request) => ({ render: await renders.restore(request.params.id) }),
  );
};

export default renderRoutes;
