import { matchPath, Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { can, isStaffRole } from '@store/shared/roles';
import { STAFF_MESSAGES } from '@store/shared/staff';
import { useProfile } from '#web/lib/auth-client.ts';
import { ADMIN_PAGES } from '#web/config/admin-pages.ts';
import { loginWithReturnTo, routes } from '#web/config/paths.ts';
import { MessagesNavLabel } from '#web/features/admin-messages/components/messages-nav-label.tsx';

const NAV_LINK = 'rounded-lg px-3 py-2 text-sm font-semibold transition-colors hover:bg-stone-800 hover:text-accent';

/**
 * The staff pages: no site header or footer, their own bar to move between them, showing only the
 * pages the role may use (decision 041). Visitors go to login, customers to their dashboard, staff
 * on an owner's page read why it is closed to them (the API refuses them regardless).
 */
export function AdminLayout() {
  const { profile, isPending } = useProfile();
  const location = useLocation();
  if (!isPending && !profile) return <Navigate to={loginWithReturnTo(location.pathname + location.search)} replace />;
  if (profile && !isStaffRole(profile.role)) return <Navigate to={routes.dashboard.href()} replace />;
  const role = profile?.role;
  const page = ADMIN_PAGES.find((candidate) => matchPath(candidate.pattern, location.pathname));
  return (
    <div className="flex min-h-dvh flex-col bg-ink">
      <header className="border-b border-line bg-panel">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
          <p className="font-display text-lg font-semibold tracking-wide text-stone-300">MotoMuse Admin</p>
          <nav aria-label="Admin">
            <ul className="flex flex-wrap items-center gap-1">
              {ADMIN_PAGES.filter((item) => item.label && can(role, item.permission)).map((item) => (
                <li key={item.pattern}>
                  <NavLink
                    to={item.href}
                    end={item.pattern === routes.admin.pattern}
                    className={({ isActive }) => `${NAV_LINK} ${isActive ? 'text-accent' : 'text-stone-200'}`}
                  >
                    {item.permission === 'messages' ? <MessagesNavLabel enabled /> : item.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <NavLink to={routes.home.href()} className={`${NAV_LINK} text-stone-200`}>
                  Back to store
                </NavLink>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
        {isPending ? (
          <p role="status" className="text-stone-300">
            Loading...
          </p>
        ) : page && !can(role, page.permission) ? (
          <section className="flex max-w-xl flex-col gap-3 rounded-2xl border border-line bg-panel p-6">
            <h1 className="font-display text-2xl font-semibold tracking-wide">For owners only</h1>
            <p className="text-stone-300">{STAFF_MESSAGES.needsOwner} Ask an owner if you need something from this page.</p>
            <NavLink to={routes.admin.href()} className="font-semibold text-accent underline-offset-4 hover:underline">
              Back to the render queue
            </NavLink>
          </section>
        ) : (
          <Outlet />
        )}
      </main>
    </div>
  );
}
