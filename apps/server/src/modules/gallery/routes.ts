import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { galleryEndpoints } from '@store/shared/api/gallery';
import { GALLERY_MESSAGES } from '@store/shared/gallery';
import { sendFile } from '#server/http/send-file.ts';
import { serve } from '#server/http/serve.ts';
import { plainPage } from '#server/http/plain-page.ts';
import type { GalleryService } from './gallery-service.ts';

const linkNotValid = plainPage(
  'Link not valid',
  'This gallery link is not valid. Copy the whole link from the email, or answer from your dashboard.',
);

const galleryRoutes: FastifyPluginAsyncZod<{ gallery: GalleryService }> = async (app, { gallery }) => {
  // The consent page's button posts a plain form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  serve(app, galleryEndpoints.entries, {
    async handler(_request, reply) {
      // Revalidated every time: a withdrawn consent must leave the gallery at once.
      reply.header('cache-control', 'no-cache');
      return { entries: await gallery.entries() };
    },
  });

  serve(app, galleryEndpoints.photo, {
    handler: async (request, reply) => sendFile(reply, await gallery.photo(request.params.renderId), { cache: 'no-cache' }),
  });

  serve(app, galleryEndpoints.myConsents, {
    onRequest: app.requireUser,
    handler: async (request) => ({ consents: await gallery.consentsOf(request.user!.id) }),
  });

  serve(app, galleryEndpoints.setConsent, {
    onRequest: app.requireUser,
    handler: async (request) => gallery.setConsent(request.params.renderId, request.user!.id, request.body.consented, request.body.source),
  });

  serve(app, galleryEndpoints.consentByEmail, {
    async handler(request, reply) {
      reply.type('text/html').header('cache-control', 'no-store');
      if (!(await gallery.consentLinkValid(request.query.token))) return reply.status(400).send(linkNotValid);
      return plainPage(
        'Show your bike in our gallery?',
        'With your yes, staff may show your render and the photo it was made from in the public gallery on our site. You can withdraw at any time from your dashboard, and your bike leaves the gallery at once.',
        { action: galleryEndpoints.confirmConsentByEmail.path, fields: { token: request.query.token }, submit: 'Yes, show my bike' },
      );
    },
  });

  serve(app, galleryEndpoints.confirmConsentByEmail, {
    async handler(request, reply) {
      reply.type('text/html').header('cache-control', 'no-store');
      if (!(await gallery.consentByEmail(request.body.token))) return reply.status(400).send(linkNotValid);
      return plainPage(
        'Thank you',
        `${GALLERY_MESSAGES.consentGiven} You can withdraw at any time from your dashboard, and your bike leaves the gallery at once.`,
      );
    },
  });

  serve(app, galleryEndpoints.candidates, {
    handler: async () => ({ candidates: await gallery.candidates() }),
  });

  serve(app, galleryEndpoints.add, {
    handler: async (request) => gallery.add(request.params.renderId, request.user!.id),
  });

  serve(app, galleryEndpoints.remove, {
    handler: async (request) => gallery.remove(request.params.renderId),
  });
};

export default galleryRoutes;
