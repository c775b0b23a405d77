import { catalogSchema } from '../catalog-schemas.ts';
import { apiRoutes } from './routes.ts';
import { endpoint } from './endpoint.ts';

export const catalogEndpoints = {
  catalog: endpoint(apiRoutes.catalog.catalog, {
    summary: 'Canvas sizes per aspect ratio and the digital download, with unit prices in cents (0: no price available, cannot be bought)',
    tags: ['catalog'],
    responses: { 200: catalogSchema },
  }),
};
