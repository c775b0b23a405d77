import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadEndpoints } from '@store/shared/api/uploads';
import { parseBikeField } from '@store/shared/bike-pick';
import { isStyle } from '@store/shared/styles';
import { UPLOAD_ERROR_CODES, UPLOAD_MESSAGES } from '@store/shared/upload-messages';
import { receiveUpload, type ReceivedFile } from '#server/http/receive-upload.ts';
import { serve } from '#server/http/serve.ts';
import { HttpError } from '#server/http-errors.ts';
import { noSuchBike, type UploadService } from './upload-service.ts';

function missingFields(): HttpError {
  return new HttpError(400, UPLOAD_ERROR_CODES.missingFields, UPLOAD_MESSAGES.missingFields);
}

/** The photo of a multipart request, refused when it is absent or empty. */
function requirePhoto(file: ReceivedFile | null): ReceivedFile {
  if (!file) throw missingFields();
  if (file.bytes === 0) throw new HttpError(400, UPLOAD_ERROR_CODES.emptyFile, UPLOAD_MESSAGES.emptyFile);
  return file;
}

const uploadRoutes: FastifyPluginAsyncZod<{ uploads: UploadService; maxUploadBytes: number; workDir: string }> = async (
  app,
  { uploads, maxUploadBytes, workDir },
) => {
  serve(app, uploadEndpoints.allowance, {
    onRequest: app.requireUser,
    handler: async (request) => uploads.allowance(request.user!.id),
  });

  serve(app, uploadEndpoints.check, {
    onRequest: app.requireUser,
    async handler(request) {
      const upload = await receiveUpload(request, { fileField: 'photo', maxBytes: maxUploadBytes, tempDir: workDir });
      try {
        return { check: await uploads.check(requirePhoto(upload.file)) };
      } finally {
        await upload.discard();
      }
    },
  });

  serve(app, uploadEndpoints.cancel, {
    onRequest: app.requireUser,
    async handler(request, reply) {
      await uploads.cancel(request.user!, request.params.id);
      return reply.status(204).send(null);
    },
  });

  serve(app, uploadEndpoints.upload, {
    onRequest: app.requireUser,
    async handler(request, reply) {
      const upload = await receiveUpload(request, { fileField: 'photo', maxBytes: maxUploadBytes, tempDir: workDir });
      let render;
      try {
        const style = upload.fields.style ?? '';
        if (!isStyle(style)) throw missingFields();
        const bike = parseBikeField(upload.fields.bike);
        if (Number.isNaN(bike)) throw noSuchBike();
        render = await uploads.upload(request.user!, style, requirePhoto(upload.file), upload.fields.acceptWarnings === 'true', bike);
      } finally {
        // Before answering, so nothing of the request is left on disk once the client has its reply.
        await upload.discard();
      }
      return reply.status(201).send({ render });
    },
  });
};

export default uploadRoutes;
