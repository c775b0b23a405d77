import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailPictureEndpoints } from '@store/shared/api/email-pictures';
import { serve } from '#server/http/serve.ts';
import { HttpError } from '#server/http-errors.ts';
import type { EmailPictureSignature } from '#server/providers/mail/email-picture-signature.ts';
import type { EmailPicture, EmailPictureService } from './email-picture-service.ts';

/** Each address names content that never changes (a version, a photo, an amount): caches keep it for a year. */
const CACHE = 'public, max-age=31536000, immutable';

/** Answers without a session (none is read): any origin may load it (the security plugin's CORP exception). */
function send(reply: FastifyReply, picture: EmailPicture) {
  return reply.type(picture.contentType).header('cache-control', CACHE).header('content-length', picture.body.length).send(picture.body);
}

const emailPictureRoutes: FastifyPluginAsyncZod<{ pictures: EmailPictureService; signature: EmailPictureSignature }> = async (
  app,
  { pictures, signature },
) => {
  /** Only an address the store signed answers; any other is told there is nothing there. */
  function requireSigned(request: { url: string; query: { s: string } }) {
    if (!signature.verify(request.url.split('?')[0] ?? '', request.query.s)) throw new HttpError(404, 'NOT_FOUND', 'Picture not found.');
  }

  serve(app, emailPictureEndpoints.render, {
    async handler(request, reply) {
      requireSigned(request);
      return send(reply, await pictures.render(request.params.renderId, request.params.versionId, request.params.ratio));
    },
  });

  serve(app, emailPictureEndpoints.photo, {
    async handler(request, reply) {
      requireSigned(request);
      return send(reply, await pictures.photo(request.params.renderId));
    },
  });

  serve(app, emailPictureEndpoints.giftCard, {
    async handler(request, reply) {
      requireSigned(request);
      return send(reply, await pictures.giftCard(request.params.amountCents));
    },
  });
};

export default emailPictureRoutes;
