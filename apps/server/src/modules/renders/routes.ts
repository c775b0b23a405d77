import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { renderEndpoints } from '@store/shared/api/renders';
import type { TypicalTurnaround } from '@store/shared/turnaround';
import { sendFile } from '#server/http/send-file.ts';
import { serve } from '#server/http/serve.ts';
import type { RenderService } from './render-service.ts';

const renderRoutes: FastifyPluginAsyncZod<{ renders: RenderService; turnaround: () => Promise<TypicalTurnaround> }> = async (
  app,
  { renders, turnaround },
) => {
  serve(app, renderEndpoints.mine, {
    onRequest: app.requireUser,
    handler: async (request) => {
      const [mine, typical] = await Promise.all([renders.listMine(request.user!.id, request.query.sort), turnaround()]);
      return { renders: mine, turnaround: typical };
    },
  });

  serve(app, renderEndpoints.read, {
    onRequest: app.loadUser,
    config: { etag: true },
    async handler(request, reply) {
      // Revalidated every time: a republished render changes it. What its owner sees stays out of shared caches.
      reply.header('cache-control', request.user ? 'private, no-cache' : 'no-cache');
      return renders.read(request.params.id, request.user);
    },
  });

  serve(app, renderEndpoints.original, {
    onRequest: app.loadUser,
    async handler(request, reply) {
      const { file, filename } = await renders.original(request.params.id, request.user);
      return sendFile(reply, file, { cache: 'private, max-age=3600', downloadName: request.query.download ? filename : undefined });
    },
  });

  serve(app, renderEndpoints.originalPreview, {
    onRequest: app.loadUser,
    handler: async (request, reply) =>
      sendFile(reply, await renders.originalPreview(request.params.id, request.user), { cache: 'private, max-age=3600' }),
  });

  serve(app, renderEndpoints.resultPreview, {
    onRequest: app.loadUser,
    async handler(request, reply) {
      const size = request.query.w ? 'small' : 'full';
      const file = await renders.resultPreview(request.params.id, request.params.ratio, request.user, size);
      return sendFile(reply, file, { cache: request.query.v ? 'public, max-age=31536000, immutable' : 'public, max-age=300' });
    },
  });

  serve(app, renderEndpoints.result, {
    onRequest: app.loadUser,
    async handler(request, reply) {
      const { file, filename } = await renders.result(request.params.id, request.params.ratio, request.user, request.query.version ?? null);
      return sendFile(reply, file, { cache: 'private, no-store', downloadName: request.query.download ? filename : undefined });
    },
  });

  serve(app, renderEndpoints.adminQueue, {
    handler: async (request) => renders.adminQueue(request.query),
  });

  serve(app, renderEndpoints.requestRevision, {
    onRequest: app.requireUser,
    handler: async (request) => ({ render: await renders.requestRevision(request.params.id, request.user, request.body.note) }),
  });

  serve(app, renderEndpoints.moveToRecycleBin, {
    handler: async (request) => ({ render: await renders.moveToRecycleBin(request.params.id) }),
  });

  serve(app, renderEndpoints.restore, {
    handler: async (request) => ({ render: await renders.restore(request.params.id) }),
  });
};

export default renderRoutes;
