import { siteSettingsSchema } from '../site-settings.ts';
import { apiRoutes } from './routes.ts';
import { endpoint } from './endpoint.ts';

export const siteEndpoints = {
  settings: endpoint(apiRoutes.site.settings, {
    summary: 'Public settings of this store',
    tags: ['site'],
    responses: { 200: siteSettingsSchema },
  }),
};
