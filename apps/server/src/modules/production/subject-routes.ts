import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { repaintResponseSchema } from '@store/shared/production';
import {
  chooseBikeSchema,
  keepRiderSchema,
  MASK_FILE_FIELD,
  MASK_UPLOAD_MAX_BYTES,
  SUBJECT_MESSAGES,
  subjectResponseSchema,
  subjectSchema,
} from '@store/shared/subject';
import { errorBodySchema } from '#server/http-schemas.ts';
import { receiveUpload } from '#server/http/receive-upload.ts';
import { sendFile } from '#server/http/send-file.ts';
import { HttpError } from '#server/http-errors.ts';
import type { ProductionService } from './production-service.ts';
import type { SubjectService } from './subject-service.ts';

const renderParams = z.object({ id: z.string().min(1).max(64) });
const maskQuery = z.object({ v: z.string().max(32).optional() });
const subjectReply = z.object({ subject: subjectSchema });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
/** The address changes with the cut-out, so a browser may keep each one. */
const MASK_CACHE = 'private, max-age=31536000, immutable';

/** The cut-out editor on the workbench: the render's subject, its mask, staff's choices and corrections (admin only). */
const subjectRoutes: FastifyPluginAsyncZod<{ production: ProductionService; subjects: SubjectService; workDir: string }> = async (
  app,
  { production, subjects, workDir },
) => {
  // Identity first: a visitor hears 401 before anything about the request's body.
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/api/admin/renders/:id/subject',
    {
      schema: {
        summary: 'The bike cut out of the photo: its mask, the bikes and riders found, staff’s choices (admin)',
        tags: ['admin'],
        params: renderParams,
        response: { 200: subjectResponseSchema, ...errors },
      },
    },
    async (request) => ({ subject: await subjects.read(request.params.id) }),
  );

  app.get(
    '/api/admin/renders/:id/subject/mask',
    {
      schema: {
        summary: 'The cut-out drafts are painted with: a grey PNG at analysis size, white is the bike (admin)',
        tags: ['admin'],
        params: renderParams,
        querystring: maskQuery,
        response: { 200: z.any().describe('The mask (PNG)'), ...errors },
      },
    },
    async (request, reply) => sendFile(reply, await subjects.maskFile(request.params.id), { cache: MASK_CACHE }),
  );

  app.put(
    '/api/admin/renders/:id/subject/mask',
    {
      schema: {
        summary: `Save a corrected cut-out (multipart file "${MASK_FILE_FIELD}", PNG: alpha or grey is the bike; resized to the mask's size); later drafts use it (admin)`,
        tags: ['admin'],
        consumes: ['multipart/form-data'],
        params: renderParams,
        response: { 200: subjectReply, ...errors, 413: errorBodySchema },
      },
    },
    async (request) => {
      await subjects.read(request.params.id);
      const upload = await receiveUpload(request, { fileField: MASK_FILE_FIELD, maxBytes: MASK_UPLOAD_MAX_BYTES, tempDir: workDir });
      try {
        if (!upload.file || upload.file.bytes === 0) throw new HttpError(400, 'MISSING_FILE', SUBJECT_MESSAGES.missingMask);
        return { subject: await subjects.saveCorrected(request.params.id, upload.file.path) };
      } finally {
        await upload.discard();
      }
    },
  );

  app.delete(
    '/api/admin/renders/:id/subject/mask',
    {
      schema: {
        summary: 'Drop the corrected cut-out: drafts use the automatic one again (admin)',
        tags: ['admin'],
        params: renderParams,
        response: { 200: subjectReply, ...errors },
      },
    },
    async (request) => ({ subject: await subjects.reset(request.params.id) }),
  );

  app.post(
    '/api/admin/renders/:id/subject/bike',
    {
      schema: {
        summary: 'Cut out another of the bikes found (index, most prominent first); its cut-out is made in the background (admin)',
        tags: ['admin'],
        params: renderParams,
        body: chooseBikeSchema,
        response: { 200: subjectReply, ...errors },
      },
    },
    async (request) => ({ subject: await subjects.chooseBike(request.params.id, request.body.bike) }),
  );

  app.post(
    '/api/admin/renders/:id/subject/rider',
    {
      schema: {
        summary: 'Keep the rider in the cut-out or drop them; the new cut-out is made in the background (admin)',
        tags: ['admin'],
        params: renderParams,
        body: keepRiderSchema,
        response: { 200: subjectReply, ...errors },
      },
    },
    async (request) => ({ subject: await subjects.keepRider(request.params.id, request.body.rider) }),
  );

  app.post(
    '/api/admin/renders/:id/drafts/repaint',
    {
      schema: {
        summary: 'Repaint every style with the current cut-out, each on the backdrop last chosen for it (admin)',
        tags: ['admin'],
        params: renderParams,
        response: { 202: repaintResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(202).send({ drafts: await production.repaintAll(request.params.id) }),
  );
};

export default subjectRoutes;
