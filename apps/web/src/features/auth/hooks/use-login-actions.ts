import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isValidEmail, MIN_PASSWORD_LENGTH } from '@store/shared/account-rules';
import type { AuthMode } from '@store/shared/login-address';
import { AUTH_MESSAGES } from '@store/shared/messages';
import { loadAuthClient, refreshSession } from '#web/lib/auth-client.ts';
import { formText } from '#web/lib/form-text.ts';
import { showToast } from '#web/lib/toast.ts';
import { routes } from '#web/config/paths.ts';
import { authErrorMessage } from '../auth-error-message.ts';
import { googleReturnPath } from '../google-return.ts';

export type AuthResult = { tone: 'success' | 'error'; text: string } | null;

type Credentials = { name: string; email: string; password: string };

function credentialsProblem(mode: AuthMode, { name, email, password }: Credentials): string | null {
  if ((mode === 'signup' && !name) || !email || !password) return AUTH_MESSAGES.fillRequired;
  if (!isValidEmail(email)) return AUTH_MESSAGES.enterValidEmail;
  if (mode === 'signup' && password.length < MIN_PASSWORD_LENGTH) return AUTH_MESSAGES.weakPassword;
  return null;
}

/** Leaves for Google's sign-in; false when it could not be started. */
async function startGoogleSignIn(returnTo: string): Promise<boolean> {
  const origin = window.location.origin;
  const authClient = await loadAuthClient();
  const { error } = await authClient.signIn.social({
    provider: 'google',
    callbackURL: `${origin}${googleReturnPath(returnTo)}`,
    errorCallbackURL: `${origin}${routes.login.href()}?error=google`,
  });
  return !error;
}

/** Logging in or signing up with an email and password, asking for a password reset, or going by Google; then on to `returnTo`. */
export function useLoginActions(mode: AuthMode, returnTo: string, googleFailed: boolean) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<AuthResult>(googleFailed ? { tone: 'error', text: AUTH_MESSAGES.googleFailed } : null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const credentials = {
      name: formText(form, 'name').trim(),
      email: formText(form, 'email').trim(),
      password: formText(form, 'password'),
    };
    const problem = credentialsProblem(mode, credentials);
    if (problem) {
      setResult({ tone: 'error', text: problem });
      return;
    }
    setBusy(true);
    setResult(null);
    const authClient = await loadAuthClient();
    const { name, email, password } = credentials;
    const { error } =
      mode === 'signup' ? await authClient.signUp.email({ name, email, password }) : await authClient.signIn.email({ email, password });
    setBusy(false);
    if (error) {
      setResult({ tone: 'error', text: authErrorMessage(error) });
      return;
    }
    await refreshSession(queryClient);
    // The dashboard greets arrivals from login and sign-up itself.
    if (returnTo !== routes.dashboard.href()) showToast(mode === 'signup' ? AUTH_MESSAGES.accountCreated : AUTH_MESSAGES.loggedIn);
    void navigate(returnTo, { replace: true, state: { from: mode } });
  }

  async function handleForgotPassword() {
    const email = formRef.current ? formText(formRef.current, 'email').trim() : '';
    if (!email) {
      setResult({ tone: 'error', text: AUTH_MESSAGES.enterEmailFirst });
      return;
    }
    if (!isValidEmail(email)) {
      setResult({ tone: 'error', text: AUTH_MESSAGES.enterValidEmail });
      return;
    }
    setBusy(true);
    const authClient = await loadAuthClient();
    const { error } = await authClient.requestPasswordReset({ email, redirectTo: routes.resetPassword.href() });
    setBusy(false);
    setResult(error ? { tone: 'error', text: authErrorMessage(error) } : { tone: 'success', text: AUTH_MESSAGES.resetSent });
  }

  async function handleGoogle() {
    if (!(await startGoogleSignIn(returnTo))) setResult({ tone: 'error', text: AUTH_MESSAGES.googleFailed });
  }

  return { formRef, busy, result, setResult, handleSubmit, handleForgotPassword, handleGoogle };
}
