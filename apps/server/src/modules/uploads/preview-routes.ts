import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadEndpoints } from '@store/shared/api/uploads';
import { parseBikeField } from '@store/shared/bike-pick';
import { isStyle } from '@store/shared/styles';
import { UPLOAD_ERROR_CODES, UPLOAD_MESSAGES } from '@store/shared/upload-messages';
import { receiveUpload } from '#server/http/receive-upload.ts';
import { sendFile } from '#server/http/send-file.ts';
import { serve } from '#server/http/serve.ts';
import { HttpError } from '#server/http-errors.ts';
import type { StylePreviews } from './style-previews.ts';
import { noSuchBike } from './upload-service.ts';

const previewRoutes: FastifyPluginAsyncZod<{ previews: StylePreviews; maxUploadBytes: number; workDir: string }> = async (
  app,
  { previews, maxUploadBytes, workDir },
) => {
  serve(app, uploadEndpoints.startPreviews, {
    onRequest: app.requireUser,
    async handler(request, reply) {
      const upload = await receiveUpload(request, { fileField: 'photo', maxBytes: maxUploadBytes, tempDir: workDir });
      try {
        if (!upload.file) throw new HttpError(400, UPLOAD_ERROR_CODES.missingFields, UPLOAD_MESSAGES.missingFields);
        if (upload.file.bytes === 0) throw new HttpError(400, UPLOAD_ERROR_CODES.emptyFile, UPLOAD_MESSAGES.emptyFile);
        const firstStyle = upload.fields.style || null;
        if (firstStyle !== null && !isStyle(firstStyle))
          throw new HttpError(400, UPLOAD_ERROR_CODES.missingFields, UPLOAD_MESSAGES.missingFields);
        const bike = parseBikeField(upload.fields.bike);
        if (Number.isNaN(bike)) throw noSuchBike();
        const previewSet = await previews.start(request.user!, upload.file, firstStyle, bike);
        return reply.status(202).send({ previewSet });
      } finally {
        await upload.discard();
      }
    },
  });

  serve(app, uploadEndpoints.previews, {
    onRequest: app.requireUser,
    async handler(request, reply) {
      reply.header('cache-control', 'private, no-store');
      return { previewSet: await previews.read(request.user!, request.params.id) };
    },
  });

  serve(app, uploadEndpoints.previewImage, {
    onRequest: app.requireUser,
    handler: async (request, reply) =>
      sendFile(reply, await previews.image(request.user!, request.params.id, request.params.style), { cache: 'private, max-age=3600' }),
  });

  serve(app, uploadEndpoints.submitPreviews, {
    onRequest: app.requireUser,
    async handler(request, reply) {
      const { style, acceptWarnings, bike } = request.body;
      const render = await previews.submit(request.user!, request.params.id, style, acceptWarnings, bike);
      return reply.status(201).send({ render });
    },
  });

  serve(app, uploadEndpoints.choosePreviewBike, {
    onRequest: app.requireUser,
    handler: async (request) => ({
      previewSet: await previews.chooseBike(request.user!, request.params.id, request.body.bike, request.body.style),
    }),
  });
};

export default previewRoutes;
