/**
 * Sessions read from their signed cookie copy, remembered by the Cookie header that carried them
 * for a few seconds: a signed-in page's reads come together, and checking the copy's signatures
 * again for each is most of what a signed-in read costs. Bounded: past `limit` entries it starts
 * again empty.
 */
export function createVerifiedSessions<Session>(options: { lifetimeMs: number; limit: number }) {
  const sessions = new Map<string, { session: Session; until: number }>();
  return {
    get(cookies: string): Session | undefined {
      const known = sessions.get(cookies);
      if (!known) return undefined;
      if (known.until > Date.now()) return known.session;
      sessions.delete(cookies);
      return undefined;
    },
    remember(cookies: string, session: Session): void {
      if (sessions.size >= options.limit) sessions.clear();
      sessions.set(cookies, { session, until: Date.now() + options.lifetimeMs });
    },
  };
}
