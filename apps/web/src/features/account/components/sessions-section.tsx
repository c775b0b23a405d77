import { ACCOUNT_MESSAGES } from '@store/shared/account-rules';
import { Button } from '#web/components/button.tsx';
import { StatusMessage } from '#web/components/status-message.tsx';
import { formatDateTime } from '#web/lib/format-date-time.ts';
import { useSessions } from '../api/get-sessions.ts';
import { useSignOutOtherSessions } from '../api/sign-out-other-sessions.ts';
import { deviceName } from '../device-name.ts';
import { AccountSection } from './account-section.tsx';

export function SessionsSection() {
  const sessions = useSessions();
  const signOutOthers = useSignOutOtherSessions();
  const others = (sessions.data ?? []).filter((session) => !session.current).length;

  return (
    <AccountSection id="account-sessions" title="Sessions" description="Where your account is signed in now.">
      {sessions.isPending && (
        <p role="status" className="text-stone-300">
          Loading...
        </p>
      )}
      {sessions.isError && <StatusMessage tone="error">Could not load your sessions. Please try again.</StatusMessage>}
      {sessions.data && (
        <ul className="divide-y divide-line rounded-xl border border-line" aria-label="Signed-in devices">
          {sessions.data.map((session) => (
            <li key={session.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3">
              <span className="font-medium text-stone-100">
                {deviceName(session.userAgent)}
                {session.current && (
                  <span className="ml-2 rounded-full bg-accent/15 px-2 py-0.5 text-xs font-semibold text-accent">This device</span>
                )}
              </span>
              <span className="text-sm text-stone-400">Last active {formatDateTime(session.updatedAt)}</span>
            </li>
          ))}
        </ul>
      )}
      {signOutOthers.isSuccess && (
        <div className="mt-4">
          <StatusMessage tone="success">{ACCOUNT_MESSAGES.otherSessionsEnded}</StatusMessage>
        </div>
      )}
      {signOutOthers.isError && (
        <div className="mt-4">
          <StatusMessage tone="error">Could not sign out the other sessions. Please try again.</StatusMessage>
        </div>
      )}
      <Button
        variant="secondary"
        className="mt-4"
        disabled={others === 0 || signOutOthers.isPending}
        onClick={() => signOutOthers.mutate()}
      >
        Sign out other sessions
      </Button>
    </AccountSection>
  );
}
