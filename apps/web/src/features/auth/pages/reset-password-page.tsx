import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { MIN_PASSWORD_LENGTH } from '@store/shared/account-rules';
import { RESET_MESSAGES } from '@store/shared/messages';
import { Button } from '#web/components/button.tsx';
import { TextField } from '#web/components/form-field.tsx';
import { StatusMessage } from '#web/components/status-message.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { resetPassword } from '../api/reset-password.ts';
import { routes } from '#web/config/paths.ts';
import { PageMeta } from '#web/components/page-meta.tsx';

export const RESET_REDIRECT_MS = 3000;

function resetErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return RESET_MESSAGES.other;
  if (error.status === 429) return RESET_MESSAGES.tooMany;
  switch (error.code) {
    case 'EXPIRED_TOKEN':
      return RESET_MESSAGES.expired;
    case 'INVALID_TOKEN':
      return RESET_MESSAGES.invalid;
    case 'USER_DISABLED':
      return RESET_MESSAGES.disabled;
    case 'VALIDATION_FAILED':
    case 'PASSWORD_TOO_SHORT':
      return RESET_MESSAGES.weak;
    default:
      return RESET_MESSAGES.other;
  }
}

export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('oobCode') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate(routes.login.href(), { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) {
      setError(RESET_MESSAGES.weak);
      return;
    }
    if (!token) {
      setError(RESET_MESSAGES.invalid);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await resetPassword({ token, newPassword: password });
      setDone(true);
    } catch (caught) {
      setError(resetErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageMeta title="Reset your password" />
      <section className="mx-auto max-w-md px-4 py-14 sm:py-20">
        <h1 className="text-center font-display text-4xl font-bold tracking-wide">Choose a new password</h1>
        {done ? (
          <div className="mt-8 flex flex-col gap-3">
            <StatusMessage tone="success">{RESET_MESSAGES.success}</StatusMessage>
            <p className="text-center text-stone-300">{RESET_MESSAGES.redirecting}</p>
          </div>
        ) : (
          <form noValidate onSubmit={handleSubmit} className="mt-8 flex flex-col gap-4 rounded-2xl border border-line bg-panel p-6">
            <TextField
              label="New password"
              name="newPassword"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              required
              minLength={MIN_PASSWORD_LENGTH}
            />
            <p className="text-sm text-stone-400">At least {MIN_PASSWORD_LENGTH} characters.</p>
            {error && <StatusMessage tone="error">{error}</StatusMessage>}
            <Button type="submit" disabled={busy}>
              Reset Password
            </Button>
          </form>
        )}
      </section>
    </>
  );
}
