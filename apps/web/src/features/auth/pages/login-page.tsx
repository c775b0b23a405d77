import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isValidEmail, MIN_PASSWORD_LENGTH } from '@store/shared/account-rules';
import { authModeOf, LOGIN_QUERY, type AuthMode } from '@store/shared/login-address';
import { AUTH_MESSAGES } from '@store/shared/messages';
import { Button } from '#web/components/button.tsx';
import { TextField } from '#web/components/form-field.tsx';
import { StatusMessage } from '#web/components/status-message.tsx';
import { loadAuthClient, refreshSession, useProfile } from '#web/lib/auth-client.ts';
import { useSiteSettings } from '#web/lib/api/get-site-settings.ts';
import { formText } from '#web/lib/form-text.ts';
import { showToast } from '#web/lib/toast.ts';
import { routes } from '#web/config/paths.ts';
import { authErrorMessage } from '../auth-error-message.ts';
import { GoogleButton } from '../components/google-button.tsx';
import { googleReturnPath, isGoogleReturn } from '../google-return.ts';
import { PageMeta } from '#web/components/page-meta.tsx';

type Result = { tone: 'success' | 'error'; text: string } | null;

/** Only same-site paths are followed after sign-in, never another origin. */
function safeReturnTo(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : routes.home.href();
}

export default function LoginPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get(LOGIN_QUERY.returnTo));
  const mode = authModeOf(searchParams);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const settings = useSiteSettings();
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(
    searchParams.get('error') === 'google' ? { tone: 'error', text: AUTH_MESSAGES.googleFailed } : null,
  );
  const { profile, isPending: sessionPending } = useProfile();
  const googleReturn = isGoogleReturn(searchParams);
  const googleReturnHandled = useRef(false);

  function finishSignIn(message: string) {
    // The dashboard greets arrivals from login and sign-up itself.
    if (returnTo !== routes.dashboard.href()) showToast(message);
    void navigate(returnTo, { replace: true, state: { from: mode } });
  }

  // Back from Google without a session: the sign-in did not complete.
  const googleReturnFailed = googleReturn && !sessionPending && !profile;
  const shownResult: Result = result ?? (googleReturnFailed ? { tone: 'error', text: AUTH_MESSAGES.googleFailed } : null);

  // Only the first look at the session counts, and the marked entry is replaced: a reload, Back or a later sign-in here never confirms it again.
  useEffect(() => {
    if (!googleReturn || sessionPending || googleReturnHandled.current) return;
    googleReturnHandled.current = true;
    if (!profile) return;
    showToast(AUTH_MESSAGES.googleSignedIn);
    void navigate(returnTo, { replace: true });
  }, [googleReturn, sessionPending, profile, returnTo, navigate]);

  function validate({ name, email, password }: { name: string; email: string; password: string }): string | null {
    if ((mode === 'signup' && !name) || !email || !password) return AUTH_MESSAGES.fillRequired;
    if (!isValidEmail(email)) return AUTH_MESSAGES.enterValidEmail;
    if (mode === 'signup' && password.length < MIN_PASSWORD_LENGTH) return AUTH_MESSAGES.weakPassword;
    return null;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const name = formText(form, 'name').trim();
    const email = formText(form, 'email').trim();
    const password = formText(form, 'password');
    const problem = validate({ name, email, password });
    if (problem) {
      setResult({ tone: 'error', text: problem });
      return;
    }
    setBusy(true);
    setResult(null);
    const authClient = await loadAuthClient();
    const { error } =
      mode === 'signup' ? await authClient.signUp.email({ name, email, password }) : await authClient.signIn.email({ email, password });
    setBusy(false);
    if (error) {
      setResult({ tone: 'error', text: authErrorMessage(error) });
      return;
    }
    await refreshSession(queryClient);
    finishSignIn(mode === 'signup' ? AUTH_MESSAGES.accountCreated : AUTH_MESSAGES.loggedIn);
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
    const origin = window.location.origin;
    const authClient = await loadAuthClient();
    const { error } = await authClient.signIn.social({
      provider: 'google',
      callbackURL: `${origin}${googleReturnPath(returnTo)}`,
      errorCallbackURL: `${origin}${routes.login.href()}?error=google`,
    });
    if (error) setResult({ tone: 'error', text: AUTH_MESSAGES.googleFailed });
  }

  // The address says which form is open, so a link to the sign-up form (and a reload) opens it.
  function switchMode(next: AuthMode) {
    setSearchParams(
      (current) => {
        const query = new URLSearchParams(current);
        if (next === 'signup') query.set(LOGIN_QUERY.mode, next);
        else query.delete(LOGIN_QUERY.mode);
        return query;
      },
      { replace: true },
    );
    setResult(null);
  }

  const isSignup = mode === 'signup';
  return (
    <>
      <PageMeta
        title={isSignup ? 'Sign up' : 'Log in'}
        description={
          isSignup
            ? 'Create a MotoMuse account to upload a photo of your motorcycle and order your render.'
            : 'Log in or create a MotoMuse account to upload photos, follow your renders and buy prints.'
        }
      />
      <section className="mx-auto max-w-md px-4 py-14 sm:py-20">
        <h1 className="text-center font-display text-4xl font-bold tracking-wide">{isSignup ? 'Sign Up' : 'Login'}</h1>
        <p className="mt-3 text-center text-stone-300">
          {isSignup ? 'Create an account to upload your bike and order art.' : 'Welcome back. Sign in to see your renders.'}
        </p>

        <div className="mt-8 grid grid-cols-2 rounded-lg border border-line bg-panel p-1" role="group" aria-label="Choose login or sign up">
          {(['login', 'signup'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={mode === option}
              onClick={() => switchMode(option)}
              className={`rounded-md py-2 text-sm font-semibold ${mode === option ? 'bg-accent text-ink' : 'text-stone-200 hover:text-accent'}`}
            >
              {option === 'login' ? 'Login' : 'Sign Up'}
            </button>
          ))}
        </div>

        <form
          ref={formRef}
          noValidate
          onSubmit={handleSubmit}
          className="mt-6 flex flex-col gap-4 rounded-2xl border border-line bg-panel p-6"
        >
          {isSignup && <TextField label="Name" name="name" autoComplete="name" required />}
          <TextField label="Email" name="email" type="email" autoComplete="email" required />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete={isSignup ? 'new-password' : 'current-password'}
            required
            minLength={MIN_PASSWORD_LENGTH}
          />
          {shownResult && <StatusMessage tone={shownResult.tone}>{shownResult.text}</StatusMessage>}
          <Button type="submit" disabled={busy} className="mt-2 w-full">
            {isSignup ? 'Create Account' : 'Login'}
          </Button>
          {!isSignup && (
            <button
              type="button"
              onClick={handleForgotPassword}
              disabled={busy}
              className="self-center text-sm text-stone-300 underline-offset-4 hover:text-accent hover:underline"
            >
              Forgot password?
            </button>
          )}
          {settings?.googleSignIn && <GoogleButton onClick={handleGoogle} disabled={busy} />}
        </form>

        <p className="mt-6 text-center text-sm text-stone-300">
          {isSignup ? 'Already have an account? ' : 'New here? '}
          <button
            type="button"
            onClick={() => switchMode(isSignup ? 'login' : 'signup')}
            className="font-semibold text-accent hover:underline"
          >
            {isSignup ? 'Login' : 'Create an account'}
          </button>
        </p>
        <p className="mt-2 text-center text-xs text-stone-400">
          By signing up you agree to our{' '}
          <Link to={routes.terms.href()} className="underline hover:text-accent">
            Terms
          </Link>{' '}
          and{' '}
          <Link to={routes.privacy.href()} className="underline hover:text-accent">
            Privacy Policy
          </Link>
          .
        </p>
      </section>
    </>
  );
}
