import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productionEndpoints } from '@store/shared/api/production';
import { receiveUpload } from '#server/http/receive-upload.ts';
import { sendFile } from '#server/http/send-file.ts';
import { serve } from '#server/http/serve.ts';
import { HttpError } from '#server/http-errors.ts';
import type { ProductionService } from './production-service.ts';

const PRIVATE = 'private, no-store';

/** The staff workbench: drafts, versions and publishing (admin only). */
const productionRoutes: FastifyPluginAsyncZod<{ production: ProductionService; maxUploadBytes: number; workDir: string }> = async (
  app,
  { production, maxUploadBytes, workDir },
) => {
  serve(app, productionEndpoints.paintingQueue, { handler: () => production.paintingQueue() });

  serve(app, productionEndpoints.workbench, { handler: async (request) => production.workbench(request.params.id) });

  serve(app, productionEndpoints.startReview, {
    async handler(request, reply) {
      await production.startReview(request.params.id);
      return reply.status(204).send(null);
    },
  });

  serve(app, productionEndpoints.requestDraft, {
    handler: async (request, reply) =>
      reply.status(202).send({
        draft: await production.requestDraft(request.params.id, request.body.style, request.body.backdrop, request.body.painter),
      }),
  });

  serve(app, productionEndpoints.draftFile, {
    async handler(request, reply) {
      const { file, filename } = await production.draftFile(request.params.id, request.params.draftId, request.params.kind);
      return sendFile(reply, file, { cache: PRIVATE, downloadName: request.query.download ? filename : undefined });
    },
  });

  serve(app, productionEndpoints.uploadVersion, {
    async handler(request, reply) {
      const upload = await receiveUpload(request, { fileField: 'render', maxBytes: maxUploadBytes, tempDir: workDir });
      try {
        if (!upload.file || upload.file.bytes === 0) throw new HttpError(400, 'MISSING_FILE', 'Please select a file to upload.');
        return reply.status(202).send({ version: await production.versionFromUpload(request.params.id, upload.file.path) });
      } finally {
        await upload.discard();
      }
    },
  });

  serve(app, productionEndpoints.versionFromDraft, {
    handler: async (request, reply) =>
      reply.status(202).send({ version: await production.versionFromDraft(request.params.id, request.body.draftId) }),
  });

  serve(app, productionEndpoints.versionSource, {
    handler: async (request, reply) =>
      sendFile(reply, await production.versionFile(request.params.id, request.params.versionId, null), { cache: PRIVATE }),
  });

  serve(app, productionEndpoints.versionResultPreview, {
    handler: async (request, reply) =>
      sendFile(reply, await production.versionFile(request.params.id, request.params.versionId, request.params.ratio), { cache: PRIVATE }),
  });

  serve(app, productionEndpoints.recrop, {
    handler: async (request, reply) =>
      reply.status(202).send({
        version: await production.recrop(request.params.id, request.params.versionId, request.params.ratio, request.body.crop),
      }),
  });

  serve(app, productionEndpoints.publish, {
    handler: async (request) => production.publish(request.params.id, request.params.versionId, request.body.confirmed),
  });
};

export default productionRoutes;
