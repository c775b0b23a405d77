import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subjectEndpoints } from '@store/shared/api/production';
import { MASK_FILE_FIELD, MASK_UPLOAD_MAX_BYTES, SUBJECT_MESSAGES } from '@store/shared/subject';
import { receiveUpload } from '#server/http/receive-upload.ts';
import { sendFile } from '#server/http/send-file.ts';
import { serve } from '#server/http/serve.ts';
import { HttpError } from '#server/http-errors.ts';
import type { ProductionService } from './production-service.ts';
import type { SubjectService } from './subject-service.ts';

/** The address changes with the cut-out, so a browser may keep each one. */
const MASK_CACHE = 'private, max-age=31536000, immutable';

/** The cut-out editor on the workbench: the render's subject, its mask, staff's choices and corrections (admin only). */
const subjectRoutes: FastifyPluginAsyncZod<{ production: ProductionService; subjects: SubjectService; workDir: string }> = async (
  app,
  { production, subjects, workDir },
) => {
  serve(app, subjectEndpoints.read, { handler: async (request) => ({ subject: await subjects.read(request.params.id) }) });

  serve(app, subjectEndpoints.mask, {
    handler: async (request, reply) => sendFile(reply, await subjects.maskFile(request.params.id), { cache: MASK_CACHE }),
  });

  serve(app, subjectEndpoints.saveMask, {
    async handler(request) {
      await subjects.read(request.params.id);
      const upload = await receiveUpload(request, { fileField: MASK_FILE_FIELD, maxBytes: MASK_UPLOAD_MAX_BYTES, tempDir: workDir });
      try {
        if (!upload.file || upload.file.bytes === 0) throw new HttpError(400, 'MISSING_FILE', SUBJECT_MESSAGES.missingMask);
        return { subject: await subjects.saveCorrected(request.params.id, upload.file.path) };
      } finally {
        await upload.discard();
      }
    },
  });

  serve(app, subjectEndpoints.resetMask, { handler: async (request) => ({ subject: await subjects.reset(request.params.id) }) });

  serve(app, subjectEndpoints.chooseBike, {
    handler: async (request) => ({ subject: await subjects.chooseBike(request.params.id, request.body.bike) }),
  });

  serve(app, subjectEndpoints.keepRider, {
    handler: async (request) => ({ subject: await subjects.keepRider(request.params.id, request.body.rider) }),
  });

  serve(app, subjectEndpoints.segment, {
    handler: async (request, reply) =>
      sendFile(reply, await subjects.segmentByClicks(request.params.id, request.body), { cache: 'private, no-store' }),
  });

  serve(app, subjectEndpoints.repaintAll, {
    handler: async (request, reply) => reply.status(202).send({ drafts: await production.repaintAll(request.params.id) }),
  });
};

export default subjectRoutes;
