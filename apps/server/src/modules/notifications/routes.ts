import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationEndpoints } from '@store/shared/api/notifications';
import { routes } from '@store/shared/routes';
import { serve } from '#server/http/serve.ts';
import type { PurchaseReminders } from './purchase-reminders.ts';

function page(title: string, message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · MotoMuse</title>
<style>body{margin:0;background:#0c0a09;color:#e7e5e4;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}main{max-width:560px;margin:0 auto;padding:64px 24px}h1{font-size:24px;margin:0 0 16px}p{line-height:1.6;margin:0 0 16px}a{color:#f59e0b}</style></head>
<body><main><h1>${title}</h1><p>${message}</p><p><a href="${routes.home.href()}">Back to MotoMuse</a></p></main></body></html>`;
}

/** The link in reminder emails: opens in a mail client, so it answers a plain page, not the app. */
const notificationRoutes: FastifyPluginAsyncZod<{ reminders: PurchaseReminders }> = async (app, { reminders }) => {
  serve(app, notificationEndpoints.unsubscribe, {
    async handler(request, reply) {
      reply.type('text/html').header('cache-control', 'no-store');
      if (!(await reminders.optOut(request.query.token)))
        return reply
          .status(400)
          .send(
            page(
              'Link not valid',
              'This unsubscribe link is not valid. Copy the whole link from the email, or reply to the email and we will do it for you.',
            ),
          );
      return page(
        'You are unsubscribed',
        'We will not send you reminder emails any more. Emails about your renders and orders still reach you.',
      );
    },
  });
};

export default notificationRoutes;
