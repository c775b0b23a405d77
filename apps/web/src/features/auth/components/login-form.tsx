import type { FormEvent, RefObject } from 'react';
import { MIN_PASSWORD_LENGTH } from '@store/shared/account-rules';
import { Button } from '#web/components/button.tsx';
import { TextField } from '#web/components/form-field.tsx';
import { StatusMessage } from '#web/components/status-message.tsx';
import { useSiteSettings } from '#web/lib/api/get-site-settings.ts';
import type { AuthResult } from '../hooks/use-login-actions.ts';
import { GoogleButton } from './google-button.tsx';

type LoginFormProps = {
  formRef: RefObject<HTMLFormElement | null>;
  isSignup: boolean;
  busy: boolean;
  result: AuthResult;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onForgotPassword: () => void;
  onGoogle: () => void;
};

/** The login form, or with a name the sign-up form; Google sign-in below it when the store offers it. */
export function LoginForm({ formRef, isSignup, busy, result, onSubmit, onForgotPassword, onGoogle }: LoginFormProps) {
  const settings = useSiteSettings();
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-4 rounded-2xl border border-line bg-panel p-6">
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
      {result && <StatusMessage tone={result.tone}>{result.text}</StatusMessage>}
      <Button type="submit" disabled={busy} className="mt-2 w-full">
        {isSignup ? 'Create Account' : 'Login'}
      </Button>
      {!isSignup && (
        <button
          type="button"
          onClick={onForgotPassword}
          disabled={busy}
          className="self-center text-sm text-stone-300 underline-offset-4 hover:text-accent hover:underline"
        >
          Forgot password?
        </button>
      )}
      {settings?.googleSignIn && <GoogleButton onClick={onGoogle} disabled={busy} />}
    </form>
  );
}
