import { z } from 'zod';
import { photoCheckSchema } from '../photo-check.ts';
import { renderSchema, uploadAllowanceSchema } from '../renders.ts';
import { apiRoutes } from './routes.ts';
import { endpoint, errors } from './endpoint.ts';

export const uploadEndpoints = {
  allowance: endpoint(apiRoutes.uploads.allowance, {
    summary: 'Uploads left in the current 24-hour window',
    tags: ['uploads'],
    responses: { 200: uploadAllowanceSchema, ...errors(401) },
  }),
  check: endpoint(apiRoutes.uploads.check, {
    summary: 'Check a photo before sending it (multipart file "photo"): what would make a poor render. Takes no upload slot.',
    tags: ['uploads'],
    body: 'multipart',
    responses: { 200: z.object({ check: photoCheckSchema.nullable() }), ...errors(400, 401, 413) },
  }),
  cancel: endpoint(apiRoutes.uploads.cancel, {
    summary: 'Cancel a render request still waiting for its first render (owner); gives back the upload slot',
    tags: ['uploads'],
    params: z.object({ id: z.string().min(1).max(64) }),
    responses: { 204: z.null(), ...errors(401, 403, 404, 409) },
  }),
  upload: endpoint(apiRoutes.uploads.upload, {
    summary: 'Upload a bike photo (multipart: field "style", then file "photo") and request a render',
    tags: ['uploads'],
    body: 'multipart',
    responses: { 201: z.object({ render: renderSchema }), ...errors(400, 401, 413, 422, 429) },
  }),
};
