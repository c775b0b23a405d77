import { z } from 'zod';
import {
  cropEditSchema,
  draftRequestSchema,
  draftSchema,
  paintingQueueSchema,
  publishRequestSchema,
  repaintResponseSchema,
  renderVersionSchema,
  versionFromDraftSchema,
  workbenchSchema,
} from '../production.ts';
import { aspectRatioSchema } from '../renders.ts';
import {
  chooseBikeSchema,
  keepRiderSchema,
  MASK_FILE_FIELD,
  subjectClicksSchema,
  subjectResponseSchema,
  subjectSchema,
} from '../subject.ts';
import { apiRoutes } from './routes.ts';
import { endpoint, errors, fileBody } from './endpoint.ts';

const renderParams = z.object({ id: z.string().min(1).max(64) });
const draftParams = renderParams.extend({ draftId: z.string().min(1).max(64), kind: z.enum(['preview', 'image', 'layer', 'refused']) });
const versionParams = renderParams.extend({ versionId: z.string().min(1).max(64) });
const refusals = errors(400, 401, 403, 404);
const image = fileBody('The image file (binary)');

/** The staff workbench: drafts, versions and publishing (admin only). */
export const productionEndpoints = {
  workbench: endpoint(apiRoutes.production.workbench, {
    summary: 'Everything the workbench shows for one render (admin)',
    tags: ['admin'],
    params: renderParams,
    responses: { 200: workbenchSchema, ...refusals },
  }),
  paintingQueue: endpoint(apiRoutes.production.paintingQueue, {
    summary: 'How many jobs of each kind wait for the workers, and for how long the oldest has (admin)',
    tags: ['admin'],
    responses: { 200: paintingQueueSchema, ...errors(401, 403) },
  }),
  startReview: endpoint(apiRoutes.production.startReview, {
    summary: 'Staff have opened the render: the customer sees "In review" (admin; repeating it changes nothing)',
    tags: ['admin'],
    params: renderParams,
    responses: { 204: z.null(), ...refusals },
  }),
  requestDraft: endpoint(apiRoutes.production.requestDraft, {
    summary:
      "Paint a new draft in a style, on one of the style's backdrops (its default when none is named), by the configured model or the built-in painter (admin)",
    tags: ['admin'],
    params: renderParams,
    body: draftRequestSchema,
    responses: { 202: z.object({ draft: draftSchema }), ...refusals },
  }),
  draftFile: endpoint(apiRoutes.production.draftFile, {
    summary: "A draft's web preview, full image, transparent bike layer, or the generative model's image refused for its likeness (admin)",
    tags: ['admin'],
    params: draftParams,
    query: z.object({ download: z.enum(['1']).optional() }),
    responses: { 200: image, ...refusals },
  }),
  uploadVersion: endpoint(apiRoutes.production.uploadVersion, {
    summary: 'Upload an own finished image (multipart file "render"); its five ratios are derived in the background (admin)',
    tags: ['admin'],
    params: renderParams,
    body: 'multipart',
    responses: { 202: z.object({ version: renderVersionSchema }), ...refusals, ...errors(413) },
  }),
  versionFromDraft: endpoint(apiRoutes.production.versionFromDraft, {
    summary: 'Use a ready draft as the finished image; its five ratios are derived in the background (admin)',
    tags: ['admin'],
    params: renderParams,
    body: versionFromDraftSchema,
    responses: { 202: z.object({ version: renderVersionSchema }), ...refusals, ...errors(409) },
  }),
  versionSource: endpoint(apiRoutes.production.versionSource, {
    summary: "A version's finished image as published (admin)",
    tags: ['admin'],
    params: versionParams,
    responses: { 200: image, ...refusals },
  }),
  versionResultPreview: endpoint(apiRoutes.production.versionResultPreview, {
    summary: "Preview of one of a version's five ratio crops (admin)",
    tags: ['admin'],
    params: versionParams.extend({ ratio: z.string().max(8) }),
    responses: { 200: image, ...refusals },
  }),
  recrop: endpoint(apiRoutes.production.recrop, {
    summary:
      "Move or scale one ratio's crop of a ready, unpublished version (crop in the finished image's pixels; null: centred on the bike again); that ratio is made again in the background (admin)",
    tags: ['admin'],
    params: versionParams.extend({ ratio: aspectRatioSchema }),
    body: cropEditSchema,
    responses: { 202: z.object({ version: renderVersionSchema }), ...refusals, ...errors(409) },
  }),
  publish: endpoint(apiRoutes.production.publish, {
    summary:
      'Publish a ready version to the customer; each problem (style differs, too small for canvas, paid orders) needs its confirmation (admin)',
    tags: ['admin'],
    params: versionParams,
    body: publishRequestSchema,
    responses: { 200: workbenchSchema, ...refusals, ...errors(409) },
  }),
};

const subjectReply = z.object({ subject: subjectSchema });
const subjectRefusals = errors(400, 401, 403, 404, 409);

/** The cut-out editor on the workbench: the render's subject, its mask, staff's choices and corrections (admin only). */
export const subjectEndpoints = {
  read: endpoint(apiRoutes.subject.read, {
    summary: 'The bike cut out of the photo: its mask, the bikes and riders found, staff’s choices (admin)',
    tags: ['admin'],
    params: renderParams,
    responses: { 200: subjectResponseSchema, ...subjectRefusals },
  }),
  mask: endpoint(apiRoutes.subject.mask, {
    summary: 'The cut-out drafts are painted with: a grey PNG at analysis size, white is the bike (admin)',
    tags: ['admin'],
    params: renderParams,
    query: z.object({ v: z.string().max(32).optional() }),
    responses: { 200: fileBody('The mask (PNG)'), ...subjectRefusals },
  }),
  saveMask: endpoint(apiRoutes.subject.saveMask, {
    summary: `Save a corrected cut-out (multipart file "${MASK_FILE_FIELD}", PNG: alpha or grey is the bike; resized to the mask's size); later drafts use it (admin)`,
    tags: ['admin'],
    params: renderParams,
    body: 'multipart',
    responses: { 200: subjectReply, ...subjectRefusals, ...errors(413) },
  }),
  resetMask: endpoint(apiRoutes.subject.resetMask, {
    summary: 'Drop the corrected cut-out: drafts use the automatic one again (admin)',
    tags: ['admin'],
    params: renderParams,
    responses: { 200: subjectReply, ...subjectRefusals },
  }),
  chooseBike: endpoint(apiRoutes.subject.chooseBike, {
    summary: 'Cut out another of the bikes found (index, most prominent first); its cut-out is made in the background (admin)',
    tags: ['admin'],
    params: renderParams,
    body: chooseBikeSchema,
    responses: { 200: subjectReply, ...subjectRefusals },
  }),
  keepRider: endpoint(apiRoutes.subject.keepRider, {
    summary: 'Keep the rider in the cut-out or drop them; the new cut-out is made in the background (admin)',
    tags: ['admin'],
    params: renderParams,
    body: keepRiderSchema,
    responses: { 200: subjectReply, ...subjectRefusals },
  }),
  segment: endpoint(apiRoutes.subject.segment, {
    summary:
      'The cut-out the segmentation model makes with staff’s clicks (include or exclude, shares of the photo) and redrawn box, from the photo’s stored embedding: a grey PNG at the mask’s size, not saved (admin)',
    tags: ['admin'],
    params: renderParams,
    body: subjectClicksSchema,
    responses: { 200: fileBody('The mask (PNG)'), ...subjectRefusals },
  }),
  repaintAll: endpoint(apiRoutes.subject.repaintAll, {
    summary: 'Repaint every style with the current cut-out, each on the backdrop last chosen for it (admin)',
    tags: ['admin'],
    params: renderParams,
    responses: { 202: repaintResponseSchema, ...subjectRefusals },
  }),
};
