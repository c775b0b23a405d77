import { z } from 'zod';
import { apiRoutes } from './routes.ts';
import { endpoint } from './endpoint.ts';

/** The reference page that reads the OpenAPI document (served with its own files under this path). */
export const API_REFERENCE_PATH = '/api/docs';

export const openApiEndpoints = {
  document: endpoint(apiRoutes.openApi.document, {
    summary: 'This API as an OpenAPI document, made from every endpoint of the contract',
    tags: ['operations'],
    responses: { 200: z.record(z.string(), z.unknown()) },
  }),
};
