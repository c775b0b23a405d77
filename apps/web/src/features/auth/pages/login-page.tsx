import { Link, useSearchParams } from 'react-router';
import { authModeOf, LOGIN_QUERY, type AuthMode } from '@store/shared/login-address';
import { AUTH_MESSAGES } from '@store/shared/messages';
import { routes } from '#web/config/paths.ts';
import { LoginForm } from '../components/login-form.tsx';
import { isGoogleReturn } from '../google-return.ts';
import { useLoginActions, type AuthResult } from '../hooks/use-login-actions.ts';
import { useSignedInRedirect } from '../hooks/use-signed-in-redirect.ts';
import { PageMeta } from '#web/components/page-meta.tsx';

/** Only same-site paths are followed after sign-in, never another origin. */
function safeReturnTo(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : routes.home.href();
}

function AuthModeChoice({ mode, onChoose }: { mode: AuthMode; onChoose: (mode: AuthMode) => void }) {
  return (
    <div className="mt-8 grid grid-cols-2 rounded-lg border border-line bg-panel p-1" role="group" aria-label="Choose login or sign up">
      {(['login', 'signup'] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={mode === option}
          onClick={() => onChoose(option)}
          className={`rounded-md py-2 text-sm font-semibold ${mode === option ? 'bg-accent text-ink' : 'text-stone-200 hover:text-accent'}`}
        >
          {option === 'login' ? 'Login' : 'Sign Up'}
        </button>
      ))}
    </div>
  );
}

function TermsNote() {
  return (
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
  );
}

export default function LoginPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get(LOGIN_QUERY.returnTo));
  const mode = authModeOf(searchParams);
  const actions = useLoginActions(mode, returnTo, searchParams.get('error') === 'google');
  const { googleReturnFailed } = useSignedInRedirect(isGoogleReturn(searchParams), returnTo);
  const shownResult: AuthResult = actions.result ?? (googleReturnFailed ? { tone: 'error', text: AUTH_MESSAGES.googleFailed } : null);

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
    actions.setResult(null);
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
        <AuthModeChoice mode={mode} onChoose={switchMode} />
        <LoginForm
          formRef={actions.formRef}
          isSignup={isSignup}
          busy={actions.busy}
          result={shownResult}
          onSubmit={actions.handleSubmit}
          onForgotPassword={actions.handleForgotPassword}
          onGoogle={actions.handleGoogle}
        />
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
        <TermsNote />
      </section>
    </>
  );
}
