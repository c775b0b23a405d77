import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fromNodeHeaders } from 'better-auth/node';
import { isAPIError } from 'better-auth/api';
import { ACCOUNT_MESSAGES, DELETE_ACCOUNT_CONFIRMATION } from '@store/shared/account-rules';
import { errorBodySchema } from '#server/http-schemas.ts';
import type { Auth } from './auth.ts';
import type { AccountDeletion } from './account-deletion.ts';

/** DELETE /api/account: the signed-in customer deletes their own account and is signed out. */
const accountDeletionRoutes: FastifyPluginAsyncZod<{ auth: Auth; deletion: AccountDeletion; rateLimitPerMinute: number }> = async (
  app,
  { auth, deletion, rateLimitPerMinute },
) => {
  app.delete(
    '/api/account',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: rateLimitPerMinute, timeWindow: 60_000 } },
      schema: {
        summary: 'Delete your account: renders and personal data removed, orders kept anonymised',
        tags: ['accounts'],
        body: z.object({
          confirmation: z.literal(DELETE_ACCOUNT_CONFIRMATION, ACCOUNT_MESSAGES.deleteConfirmMismatch),
          password: z.string().max(128).optional(),
        }),
        response: {
          200: z.object({ success: z.literal(true) }),
          400: errorBodySchema,
          401: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const headers = fromNodeHeaders(request.headers);
      await deletion.deleteAccount(request.user!.id, request.body.password, async (password) => {
        try {
          await auth.api.verifyPassword({ headers, body: { password } });
          return true;
        } catch (error) {
          if (isAPIError(error) && error.statusCode === 400) return false;
          throw error;
        }
      });
      const signedOut = await auth.api.signOut({ headers, returnHeaders: true });
      reply.header('set-cookie', signedOut.headers.getSetCookie());
      return { success: true as const };
    },
  );
};

export default accountDeletionRoutes;
