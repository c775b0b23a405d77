import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import { HttpError } from '#server/http-errors.ts';
import type { Auth } from '#server/modules/accounts/auth.ts';

export type SignedInUser = { id: string; name: string; email: string; isAdmin: boolean };

declare module 'fastify' {
  interface FastifyRequest {
    user: SignedInUser | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless someone is signed in. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook: resolves the user when someone is signed in, for routes open to visitors too. */
    loadUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook: 401 signed out, 403 unless the user is an admin. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** Resolves the session cookie to a user on the routes that need one. */
export default fp<{ auth: Auth }>(async (app, { auth }) => {
  app.decorateRequest('user', null);

  /**
   * Reads the session from its signed cookie copy while that is fresh, else from the database,
   * passing on the cookies better-auth renews. `fresh` always asks the database.
   */
  async function loadUser(request: FastifyRequest, reply: FastifyReply, fresh = false): Promise<SignedInUser | null> {
    const { headers, response: session } = await auth.api.getSession({
      headers: fromNodeHeaders(request.headers),
      query: { disableCookieCache: fresh },
      returnHeaders: true,
    });
    const renewedCookies = headers.getSetCookie();
    if (renewedCookies.length > 0) reply.header('set-cookie', renewedCookies);
    if (!session) return null;
    const { id, name, email, isAdmin } = session.user;
    return { id, name, email, isAdmin: Boolean(isAdmin) };
  }

  app.decorate('loadUser', async (request: FastifyRequest, reply: FastifyReply) => {
    request.user = await loadUser(request, reply);
  });

  app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
    request.user = await loadUser(request, reply);
    if (!request.user) throw new HttpError(401, 'UNAUTHENTICATED', 'Please sign in first.');
  });

  // Staff actions ask the database every time, so taking away the admin role or ending a session stops them at once.
  app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    request.user = await loadUser(request, reply, true);
    if (!request.user) throw new HttpError(401, 'UNAUTHENTICATED', 'Please sign in first.');
    if (!request.user.isAdmin) throw new HttpError(403, 'FORBIDDEN', 'This needs an admin account.');
  });
});
