import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { PageMeta } from '#web/components/page-meta.tsx';
import { loginWithReturnTo, routes } from '#web/config/paths.ts';
import { useProfile } from '#web/lib/auth-client.ts';
import { DeleteAccountSection } from '../components/delete-account-section.tsx';
import { EmailSection } from '../components/email-section.tsx';
import { PasswordSection } from '../components/password-section.tsx';
import { ProfileSection } from '../components/profile-section.tsx';
import { SessionsSection } from '../components/sessions-section.tsx';

/** The confirmation link of an email change comes back here, with an error when the link was refused. */
function emailConfirmation(searchParams: URLSearchParams): 'changed' | 'failed' | null {
  if (searchParams.get('email') !== 'changed') return null;
  return searchParams.has('error') ? 'failed' : 'changed';
}

/**
 * /account: the signed-in customer's name, email, password, sessions, and deleting the account.
 * It guards itself rather than sitting under the signed-in routes: after a deletion it goes home, not to login.
 */
export default function AccountPage() {
  const { profile, isPending } = useProfile();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [deleted, setDeleted] = useState(false);
  if (deleted) return <Navigate to={routes.home.href()} replace />;
  if (isPending) return <p className="px-6 py-24 text-center text-stone-300">Loading...</p>;
  if (!profile) return <Navigate to={loginWithReturnTo(location.pathname + location.search)} replace />;
  return (
    <>
      <PageMeta title="Your Account" />
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="font-display text-3xl font-bold tracking-wide sm:text-4xl">Your Account</h1>
        <ProfileSection name={profile.name} />
        <EmailSection email={profile.email} confirmation={emailConfirmation(searchParams)} />
        <PasswordSection />
        <SessionsSection />
        <DeleteAccountSection onDeleted={() => setDeleted(true)} />
      </div>
    </>
  );
}
