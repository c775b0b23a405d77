import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountEndpoints } from '@store/shared/api/accounts';
import { AUTH_BASE_PATH } from '@store/shared/api/routes';
import { serve } from '#server/http/serve.ts';
import { CLIENT_IP_HEADER, type Auth } from './auth.ts';
import { createPasswordResetService } from './password-reset-service.ts';

/** Mounts better-auth under AUTH_BASE_PATH and adds the reset-password call the reset page uses. */
const accountRoutes: FastifyPluginAsyncZod<{ auth: Auth; publicUrl: string; rateLimitPerMinute: number }> = async (
  app,
  { auth, publicUrl, rateLimitPerMinute },
) => {
  const passwordReset = createPasswordResetService(auth);

  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    schema: {
      summary: 'Accounts: sign up, sign in, sign out, session, Google, password reset request (better-auth)',
      tags: ['accounts'],
    },
    async handler(request, reply) {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value === undefined || name === CLIENT_IP_HEADER) continue;
        headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      headers.set(CLIENT_IP_HEADER, request.ip);
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      const response = await auth.handler(
        new Request(new URL(request.url, publicUrl), {
          method: request.method,
          headers,
          ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie') reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.send(response.body ? await response.text() : null);
    },
  });

  serve(app, accountEndpoints.resetPassword, {
    config: { rateLimit: { max: rateLimitPerMinute, timeWindow: 60_000 } },
    async handler(request) {
      await passwordReset.reset(request.body.token, request.body.newPassword);
      return { success: true as const };
    },
  });
};

export default accountRoutes;
