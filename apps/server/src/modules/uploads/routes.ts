import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { photoCheckSchema } from '@store/shared/photo-check';
import { renderSchema, uploadAllowanceSchema } from '@store/shared/renders';
import { isStyle } from '@store/shared/styles';
import { UPLOAD_ERROR_CODES, UPLOAD_MESSAGES } from '@store/shared/upload-messages';
import { errorBodySchema } from '#server/http-schemas.ts';
import { receiveUpload, type ReceivedFile } from '#server/http/receive-upload.ts';
import { HttpError } from '#server/http-errors.ts';
import type { UploadService } from './upload-service.ts';

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
  app.get(
    '/api/uploads/allowance',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Uploads left in the current 24-hour window',
        tags: ['uploads'],
        response: { 200: uploadAllowanceSchema, 401: errorBodySchema },
      },
    },
    async (request) => uploads.allowance(request.user!.id),
  );

  app.post(
    '/api/uploads/check',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Check a photo before sending it (multipart file "photo"): what would make a poor render. Takes no upload slot.',
        tags: ['uploads'],
        consumes: ['multipart/form-data'],
        response: {
          200: z.object({ check: photoCheckSchema.nullable() }),
          400: errorBodySchema,
          401: errorBodySchema,
          413: errorBodySchema,
        },
      },
    },
    async (request) => {
      const upload = await receiveUpload(request, { fileField: 'photo', maxBytes: maxUploadBytes, tempDir: workDir });
      try {
        return { check: await uploads.check(requirePhoto(upload.file)) };
      } finally {
        await upload.discard();
      }
    },
  );

  app.post(
    '/api/renders/:id/cancel',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Cancel a render request still waiting for its first render (owner); gives back the upload slot',
        tags: ['uploads'],
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 204: z.null(), 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      await uploads.cancel(request.user!, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/uploads',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Upload a bike photo (multipart: field "style", then file "photo") and request a render',
        tags: ['uploads'],
        consumes: ['multipart/form-data'],
        response: {
          201: z.object({ render: renderSchema }),
          400: errorBodySchema,
          401: errorBodySchema,
          413: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const upload = await receiveUpload(request, { fileField: 'photo', maxBytes: maxUploadBytes, tempDir: workDir });
      let render;
      try {
        const style = upload.fields.style ?? '';
        if (!isStyle(style)) throw missingFields();
        render = await uploads.upload(request.user!, style, requirePhoto(upload.file), upload.fields.acceptWarnings === 'true');
      } finally {
        // Before answering, so nothing of the request is left on disk once the client has its reply.
        await upload.discard();
      }
      return reply.status(201).send({ render });
    },
  );
};

export default uploadRoutes;
