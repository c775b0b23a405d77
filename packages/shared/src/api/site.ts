import { siteSettingsSchema } from '../site-settings.ts';
import { endpoint } from './endpoint.ts';

export const siteEndpoints = {
  settings: endpoint({
    method: 'GET',
    path: '/api/site',
    summary: 'Public settings of this store',
    tags: ['site'],
    responses: { 200: siteSettingsSchema },
  }),
};
