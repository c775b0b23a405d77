import { Navigate, Outlet, useLocation } from 'react-router';
import { useProfile } from '../lib/auth-client.ts';
import { loginWithReturnTo } from '#web/config/paths.ts';

/** Client-side guard for signed-in routes; the API enforces the same on every call. */
export function SignedInOutlet() {
  const { profile, isPending } = useProfile();
  const location = useLocation();
  if (isPending) return <p className="px-6 py-24 text-center text-stone-300">Loading...</p>;
  if (!profile) return <Navigate to={loginWithReturnTo(location.pathname + location.search)} replace />;
  return <Outlet />;
}
