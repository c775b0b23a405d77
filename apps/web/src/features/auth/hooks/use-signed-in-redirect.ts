import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_MESSAGES } from '@store/shared/messages';
import { useProfile } from '#web/lib/auth-client.ts';
import { showToast } from '#web/lib/toast.ts';

/**
 * Sends on to `returnTo` whoever the login page finds signed in: back from Google, or signed in
 * already when the page opened. Says whether a return from Google came back without a session.
 */
export function useSignedInRedirect(googleReturn: boolean, returnTo: string): { googleReturnFailed: boolean } {
  const navigate = useNavigate();
  const { profile, isPending: sessionPending } = useProfile();
  const googleReturnHandled = useRef(false);

  // Only the first look at the session counts, and the marked entry is replaced: a reload, Back or a later sign-in here never confirms it again.
  useEffect(() => {
    if (!googleReturn || sessionPending || googleReturnHandled.current) return;
    googleReturnHandled.current = true;
    if (!profile) return;
    showToast(AUTH_MESSAGES.googleSignedIn);
    void navigate(returnTo, { replace: true });
  }, [googleReturn, sessionPending, profile, returnTo, navigate]);

  // Someone already signed in when the page opened (an early click on Get Started, an old link) goes on to where they were headed.
  const firstSessionRead = useRef(false);
  useEffect(() => {
    if (googleReturn || sessionPending || firstSessionRead.current) return;
    firstSessionRead.current = true;
    if (profile) void navigate(returnTo, { replace: true });
  }, [googleReturn, sessionPending, profile, returnTo, navigate]);

  // Back from Google without a session: the sign-in did not complete.
  return { googleReturnFailed: googleReturn && !sessionPending && !profile };
}
