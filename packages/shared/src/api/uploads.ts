import { z } from 'zod';
import { photoCheckSchema } from '../photo-check.ts';
import { STYLES } from '../styles.ts';
import { previewSetSchema } from '../style-previews.ts';
import { renderSchema, uploadAllowanceSchema } from '../renders.ts';
import { apiRoutes } from './routes.ts';
import { endpoint, errors, fileBody } from './endpoint.ts';

const previewParams = z.object({ id: z.string().min(1).max(64) });

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
    summary:
      'Upload a bike photo (multipart: field "style", optional field "bike": the index of the customer\'s bike among those the photo check found, then file "photo") and request a render',
    tags: ['uploads'],
    body: 'multipart',
    responses: { 201: z.object({ render: renderSchema }), ...errors(400, 401, 413, 422, 429) },
  }),
  startPreviews: endpoint(apiRoutes.uploads.startPreviews, {
    summary:
      'Start small watermarked sketches of the photo in every style (multipart file "photo"; optional field "style": the style already picked, painted first; optional field "bike": the customer\'s bike among those the photo check found, the one sketched), painted in the background. Takes no upload slot; a few sets a day per account.',
    tags: ['uploads'],
    body: 'multipart',
    responses: { 202: z.object({ previewSet: previewSetSchema }), ...errors(400, 401, 404, 413, 429, 503) },
  }),
  previews: endpoint(apiRoutes.uploads.previews, {
    summary: 'How the sketches of a preview set are coming along (its owner)',
    tags: ['uploads'],
    params: previewParams,
    responses: { 200: z.object({ previewSet: previewSetSchema }), ...errors(401, 404) },
  }),
  previewImage: endpoint(apiRoutes.uploads.previewImage, {
    summary: "One style's watermarked sketch (its owner)",
    tags: ['uploads'],
    params: previewParams.extend({ style: z.enum(STYLES) }),
    /** The bike the sketch is of: another pick is another address, never a cached sketch of the bike before. */
    query: z.object({ bike: z.string().max(3).optional() }),
    responses: { 200: fileBody('The sketch (WebP)'), ...errors(400, 401, 404) },
  }),
  submitPreviews: endpoint(apiRoutes.uploads.submitPreviews, {
    summary: 'Request a render in the chosen style from the photo of a preview set; takes the upload slot and removes the sketches',
    tags: ['uploads'],
    params: previewParams,
    body: z.object({
      style: z.enum(STYLES),
      acceptWarnings: z.boolean().default(false),
      /** The customer's bike among those the photo check found; the set's pick when absent. */
      bike: z.number().int().min(0).optional(),
    }),
    responses: { 201: z.object({ render: renderSchema }), ...errors(400, 401, 404, 409, 422, 429) },
  }),
  choosePreviewBike: endpoint(apiRoutes.uploads.choosePreviewBike, {
    summary:
      'The customer picked another bike on the photo of a preview set: its sketches are painted again of that bike (no new set is counted). Optional style: painted first.',
    tags: ['uploads'],
    params: previewParams,
    body: z.object({ bike: z.number().int().min(0), style: z.enum(STYLES).nullable().default(null) }),
    responses: { 200: z.object({ previewSet: previewSetSchema }), ...errors(400, 401, 404, 409) },
  }),
};
