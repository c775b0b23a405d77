import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationEndpoints } from '@store/shared/api/notifications';
import { plainPage } from '#server/http/plain-page.ts';
import { serve } from '#server/http/serve.ts';
import type { PurchaseReminders } from './purchase-reminders.ts';

/** The link in reminder emails: opens in a mail client, so it answers a plain page, not the app. */
const notificationRoutes: FastifyPluginAsyncZod<{ reminders: PurchaseReminders }> = async (app, { reminders }) => {
  serve(app, notificationEndpoints.unsubscribe, {
    async handler(request, reply) {
      reply.type('text/html').header('cache-control', 'no-store');
      if (!(await reminders.optOut(request.query.token)))
        return reply
          .status(400)
          .send(
            plainPage(
              'Link not valid',
              'This unsubscribe link is not valid. Copy the whole link from the email, or reply to the email and we will do it for you.',
            ),
          );
      return plainPage(
        'You are unsubscribed',
        'We will not send you reminder emails any more. Emails about your renders and orders still reach you.',
      );
    },
  });
};

export default notificationRoutes;
