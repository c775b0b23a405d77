import { z } from 'zod';
import { typicalTurnaroundSchema } from '../turnaround.ts';
import { SMALL_PREVIEW_WIDTH } from '../product.ts';
import { revisionRequestSchema } from '../production.ts';
import { adminQueuePageSchema, adminQueueQuerySchema, adminRenderSchema, renderSchema } from '../renders.ts';
import { apiRoutes } from './routes.ts';
import { endpoint, errors, fileBody } from './endpoint.ts';

const renderParams = z.object({ id: z.string().min(1).max(64) });
const resultParams = renderParams.extend({ ratio: z.string().max(8) });
const downloadQuery = z.object({ download: z.enum(['1']).optional(), v: z.string().max(20).optional() });
const previewQuery = downloadQuery.extend({ w: z.literal(String(SMALL_PREVIEW_WIDTH)).optional() });
const refusals = errors(400, 401, 403, 404);
const image = fileBody('The image file (binary)');

export const renderEndpoints = {
  mine: endpoint(apiRoutes.renders.mine, {
    summary: "The signed-in customer's renders (the dashboard)",
    tags: ['renders'],
    query: z.object({ sort: z.enum(['newest', 'oldest']).default('newest') }),
    responses: { 200: z.object({ renders: z.array(renderSchema), turnaround: typicalTurnaroundSchema }), ...errors(401) },
  }),
  read: endpoint(apiRoutes.renders.read, {
    summary: 'One render (the product page); originals only for its owner and admins',
    tags: ['renders'],
    params: renderParams,
    responses: { 200: renderSchema, ...errors(404) },
  }),
  original: endpoint(apiRoutes.renders.original, {
    summary: 'The uploaded photo (owner and admins)',
    tags: ['renders'],
    params: renderParams,
    query: downloadQuery,
    responses: { 200: image, ...refusals },
  }),
  originalPreview: endpoint(apiRoutes.renders.originalPreview, {
    summary: 'A web-size copy of the uploaded photo (owner and admins)',
    tags: ['renders'],
    params: renderParams,
    responses: { 200: image, ...refusals },
  }),
  resultPreview: endpoint(apiRoutes.renders.resultPreview, {
    summary: `Watermarked preview of one result (public); w=${SMALL_PREVIEW_WIDTH}: a copy that wide, for phones`,
    tags: ['renders'],
    params: resultParams,
    query: previewQuery,
    responses: { 200: image, ...errors(404) },
  }),
  result: endpoint(apiRoutes.renders.result, {
    summary:
      "Full-resolution result (admins; buyers with their order): the published version's, or with `version` the named version's (staff, for the print file a canvas order prints)",
    tags: ['renders'],
    params: resultParams,
    query: downloadQuery.extend({ version: z.string().max(40).optional() }),
    responses: { 200: image, ...refusals },
  }),
  requestRevision: endpoint(apiRoutes.renders.requestRevision, {
    summary: 'Ask for a change to a complete render, with a note (owner; one free revision)',
    tags: ['renders'],
    params: renderParams,
    body: revisionRequestSchema,
    responses: { 200: z.object({ render: renderSchema }), ...refusals, ...errors(409) },
  }),
  adminQueue: endpoint(apiRoutes.renders.adminQueue, {
    summary: 'The render queue, filtered, sorted and paged (admin)',
    tags: ['admin'],
    query: adminQueueQuerySchema,
    responses: { 200: adminQueuePageSchema, ...errors(401, 403) },
  }),
  moveToRecycleBin: endpoint(apiRoutes.renders.moveToRecycleBin, {
    summary: 'Move a render to the recycle bin (admin)',
    tags: ['admin'],
    params: renderParams,
    responses: { 200: z.object({ render: adminRenderSchema }), ...refusals },
  }),
  restore: endpoint(apiRoutes.renders.restore, {
    summary: 'Restore a render from the recycle bin to the status it had (admin)',
    tags: ['admin'],
    params: renderParams,
    responses: { 200: z.object({ render: adminRenderSchema }), ...refusals },
  }),
};
