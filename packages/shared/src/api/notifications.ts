import { z } from 'zod';
import { apiRoutes } from './routes.ts';
import { endpoint } from './endpoint.ts';

const htmlPage = z.string().describe('HTML page');

export const notificationEndpoints = {
  /** The link in reminder emails: opens in a mail client, so it answers a plain page, not the app. */
  unsubscribe: endpoint(apiRoutes.notifications.unsubscribe, {
    summary: 'Turn off reminder emails through the signed link they carry; answers a plain confirmation page',
    tags: ['email'],
    query: z.object({ token: z.string().max(300).default('') }),
    responses: { 200: htmlPage, 400: htmlPage },
  }),
};
