import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { useProfile } from '#web/lib/auth-client.ts';
import { loginWithReturnTo, routes } from '#web/config/paths.ts';
import { MessagesNavLabel } from '#web/features/admin-messages/components/messages-nav-label.tsx';

const NAV_LINK = 'rounded-lg px-3 py-2 text-sm font-semibold transition-colors hover:bg-stone-800 hover:text-accent';

/**
 * The staff pages: no site header or footer, their own bar to move between them. Visitors go to
 * login, customers to their dashboard (the API refuses them regardless).
 */
export function AdminLayout() {
  const { profile, isPending } = useProfile();
  const location = useLocation();
  if (!isPending && !profile) return <Navigate to={loginWithReturnTo(location.pathname + location.search)} replace />;
  if (profile && !profile.isAdmin) return <Navigate to={routes.dashboard.href()} replace />;
  return (
    <div className="flex min-h-dvh flex-col bg-ink">
      <header className="border-b border-line bg-panel">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
          <p className="font-display text-lg font-semibold tracking-wide text-stone-300">MotoMuse Admin</p>
          <nav aria-label="Admin">
            <ul className="flex flex-wrap items-center gap-1">
              <li>
                <NavLink
                  to={routes.admin.href()}
                  end
                  className={({ isActive }) => `${NAV_LINK} ${isActive ? 'text-accent' : 'text-stone-200'}`}
                >
                  Render Queue
                </NavLink>
              </li>
              <li>
                <NavLink
                  to={routes.adminFulfillment.href()}
                  className={({ isActive }) => `${NAV_LINK} ${isActive ? 'text-accent' : 'text-stone-200'}`}
                >
                  Fulfillment
                </NavLink>
              </li>
              <li>
                <NavLink
                  to={routes.adminInsights.href()}
                  className={({ isActive }) => `${NAV_LINK} ${isActive ? 'text-accent' : 'text-stone-200'}`}
                >
                  Insights
                </NavLink>
              </li>
              <li>
                <NavLink
                  to={routes.adminMessages.href()}
                  className={({ isActive }) => `${NAV_LINK} ${isActive ? 'text-accent' : 'text-stone-200'}`}
                >
                  <MessagesNavLabel enabled={Boolean(profile?.isAdmin)} />
                </NavLink>
              </li>
              <li>
                <NavLink
                  to={routes.adminStaff.href()}
                  className={({ isActive }) => `${NAV_LINK} ${isActive ? 'text-accent' : 'text-stone-200'}`}
                >
                  Staff
                </NavLink>
              </li>
              <li>
                <NavLink
                  to={routes.adminDiscounts.href()}
                  className={({ isActive }) => `${NAV_LINK} ${isActive ? 'text-accent' : 'text-stone-200'}`}
                >
                  Discounts
                </NavLink>
              </li>
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
        ) : (
          <Outlet />
        )}
      </main>
    </div>
  );
}
