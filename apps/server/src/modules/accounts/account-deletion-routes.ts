import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { isAPIError } from 'better-auth/api';
import { accountEndpoints } from '@store/shared/api/accounts';
import { serve } from '#server/http/serve.ts';
import type { Auth } from './auth.ts';
import type { AccountDeletion } from './account-deletion.ts';

/** The signed-in customer deletes their own account and is signed out. */
const accountDeletionRoutes: FastifyPluginAsyncZod<{ auth: Auth; deletion: AccountDeletion; rateLimitPerMinute: number }> = async (
  app,
  { auth, deletion, rateLimitPerMinute },
) => {
  serve(app, accountEndpoints.delete, {
    onRequest: app.requireUser,
    config: { rateLimit: { max: rateLimitPerMinute, timeWindow: 60_000 } },
    async handler(request, reply) {
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
  });
};

export default accountDeletionRoutes;
