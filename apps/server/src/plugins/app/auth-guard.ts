import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import { can, isStaffRole, roleOf, type Permission, type Role } from '@store/shared/roles';
import { STAFF_MESSAGES } from '@store/shared/staff';
import { HttpError } from '#server/http-errors.ts';
import type { Auth } from '#server/modules/accounts/auth.ts';
import type { SessionGenerationRepository } from '#server/modules/accounts/session-generation-repository.ts';
import { createVerifiedSessions } from './verified-sessions.ts';

export type SignedInUser = { id: string; name: string; email: string; role: Role };

/**
 * How long a session read from its cookie copy is taken again for the same cookies without
 * checking the copy's signatures: short beside the copy's own minute, and its generation is still
 * read on every request, so ending the session elsewhere stops it at once as before.
 */
const VERIFIED_SESSION_MS = 5_000;
const VERIFIED_SESSION_LIMIT = 10_000;

declare module 'fastify' {
  interface FastifyRequest {
    user: SignedInUser | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless someone is signed in. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook: resolves the user when someone is signed in, for routes open to visitors too. */
    loadUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** An onRequest hook: 401 signed out, 403 unless the user's role grants the permission (decision 041). */
    requirePermission: (permission: Permission) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** Resolves the session cookie to a user on the routes that need one. */
export default fp<{ auth: Auth; generations: Pick<SessionGenerationRepository, 'current'> }>(async (app, { auth, generations }) => {
  app.decorateRequest('user', null);
  const sessionCookie = `${(await auth.$context).authCookies.sessionToken.name}=`;
  const verified = createVerifiedSessions<{ user: SignedInUser; generation: number }>({
    lifetimeMs: VERIFIED_SESSION_MS,
    limit: VERIFIED_SESSION_LIMIT,
  });

  /**
   * Without the session cookie better-auth answers "no session" too (the cookie cache is on: it
   * looks no further), but only after building its whole endpoint context: most of a visitor's
   * read of a public page.
   */
  function mayHaveSession(request: FastifyRequest): boolean {
    return request.headers.cookie?.includes(sessionCookie) === true;
  }

  async function session(request: FastifyRequest, reply: FastifyReply, fresh: boolean) {
    const { headers, response } = await auth.api.getSession({
      headers: fromNodeHeaders(request.headers),
      query: { disableCookieCache: fresh },
      returnHeaders: true,
    });
    const renewedCookies = headers.getSetCookie();
    if (renewedCookies.length > 0) reply.header('set-cookie', renewedCookies);
    return response;
  }

  /**
   * Reads the session from its signed cookie copy while that is fresh and of the account's current
   * session generation (one primary-key read), else from the database, passing on the cookies
   * better-auth renews. A copy read in the last few seconds by the same cookies, and not renewed,
   * is taken again without checking its signatures; its generation is read all the same. `fresh`
   * always asks the database.
   */
  async function loadUser(request: FastifyRequest, reply: FastifyReply, fresh = false): Promise<SignedInUser | null> {
    if (!mayHaveSession(request)) return null;
    const cookies = request.headers.cookie!;
    const known = fresh ? undefined : verified.get(cookies);
    if (known && known.generation === (await generations.current(known.user.id))) return known.user;
    let current = await session(request, reply, fresh);
    if (!current) return null;
    const generation = current.user.sessionGeneration ?? 0;
    const stale = !fresh && generation !== (await generations.current(current.user.id));
    if (stale) current = await session(request, reply, true);
    if (!current) return null;
    const { id, name, email, role } = current.user;
    const user = { id, name, email, role: roleOf(role) };
    if (!fresh && !stale && !reply.hasHeader('set-cookie')) verified.remember(cookies, { user, generation });
    return user;
  }

  app.decorate('loadUser', async (request: FastifyRequest, reply: FastifyReply) => {
    request.user = await loadUser(request, reply);
  });

  app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
    request.user = await loadUser(request, reply);
    if (!request.user) throw new HttpError(401, 'UNAUTHENTICATED', 'Please sign in first.');
  });

  // Staff actions ask the database every time, so taking a role away or ending a session stops them at once.
  app.decorate('requirePermission', (permission: Permission) => async (request: FastifyRequest, reply: FastifyReply) => {
    request.user = await loadUser(request, reply, true);
    if (!request.user) throw new HttpError(401, 'UNAUTHENTICATED', 'Please sign in first.');
    if (!can(request.user.role, permission))
      throw new HttpError(403, 'FORBIDDEN', isStaffRole(request.user.role) ? STAFF_MESSAGES.needsOwner : STAFF_MESSAGES.needsStaff);
  });
});
