import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadAuthClient } from '#web/lib/auth-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { unwrapAuthResult } from './auth-result.ts';

export type AccountSession = { id: string; userAgent: string | null; createdAt: string; updatedAt: string; current: boolean };

/** Every session of the signed-in customer, this device's marked and first, then the most recently used. */
export async function getSessions(): Promise<AccountSession[]> {
  const authClient = await loadAuthClient();
  const [sessions, current] = await Promise.all([authClient.listSessions(), authClient.getSession()]);
  const currentId = unwrapAuthResult(current)?.session.id;
  return unwrapAuthResult(sessions)
    .map((session) => ({
      id: session.id,
      userAgent: session.userAgent ?? null,
      createdAt: new Date(session.createdAt).toISOString(),
      updatedAt: new Date(session.updatedAt).toISOString(),
      current: session.id === currentId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.updatedAt.localeCompare(a.updatedAt));
}

export const sessionsQuery = queryOptions({ queryKey: queryKeys.mySessions, queryFn: getSessions });

export function useSessions() {
  return useQuery(sessionsQuery);
}
