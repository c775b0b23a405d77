import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AUTH_MESSAGES, DASHBOARD_MESSAGES } from '@store/shared/messages';
import type { AuthMode } from '@store/shared/login-address';

/** SPEC.md section 9: login notice 3 s. */
const LOGIN_NOTICE_MS = 3000;

type ArrivalState = { fromUpload?: boolean; from?: AuthMode } | null;

/** The notice for an arrival straight from the login page's forms. */
const ARRIVAL_NOTICES: Record<AuthMode, string> = { login: DASHBOARD_MESSAGES.loggedIn, signup: AUTH_MESSAGES.accountCreated };

/**
 * How the customer came to the dashboard: from the login page's forms (a notice for a few seconds)
 * or from an upload (the success modal, until closed).
 */
export function useDashboardArrival() {
  const location = useLocation();
  const navigate = useNavigate();
  const arrival = location.state as ArrivalState;
  const fromUpload = arrival?.fromUpload === true;
  const fromLoginPage = arrival?.from !== undefined;
  const [loginNotice, setLoginNotice] = useState(arrival?.from ? ARRIVAL_NOTICES[arrival.from] : null);

  // The arrival flag has done its job once read; clearing it stops a reload from showing the notice again.
  useEffect(() => {
    if (fromLoginPage) void navigate(location.pathname, { replace: true, state: null });
  }, [fromLoginPage, location.pathname, navigate]);

  useEffect(() => {
    if (!loginNotice) return;
    const timer = setTimeout(() => setLoginNotice(null), LOGIN_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [loginNotice]);

  function closeSuccessModal() {
    void navigate(location.pathname, { replace: true, state: null });
  }

  return { fromUpload, loginNotice, closeSuccessModal };
}
