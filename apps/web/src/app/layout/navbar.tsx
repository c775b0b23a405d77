import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { CartIcon, CloseIcon, MenuIcon } from '#web/components/icons.tsx';
import { type Profile, signOut, useProfile } from '#web/lib/auth-client.ts';
import { routes } from '#web/config/paths.ts';
import { MobileMenu } from './mobile-menu.tsx';
import { NAV_LINKS } from './site-links.ts';

function linkClass({ isActive }: { isActive: boolean }): string {
  return `rounded-md px-2.5 py-1.5 text-sm font-medium transition-colors ${isActive ? 'text-accent' : 'text-stone-200 hover:text-accent'}`;
}

/** The site's links on wide screens; Upload only for a signed-in customer. */
function DesktopLinks({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="ml-6 hidden items-center gap-1 md:flex">
      {NAV_LINKS.map((link) => (
        <NavLink key={link.to} to={link.to} end className={linkClass}>
          {link.label}
        </NavLink>
      ))}
      <NavLink to={routes.dashboard.href()} className={linkClass}>
        Dashboard
      </NavLink>
      {signedIn && (
        <NavLink to={routes.upload.href()} className={linkClass}>
          Upload
        </NavLink>
      )}
    </div>
  );
}

/** Who is signed in, their account and signing out, or the way to sign in, on wide screens. */
function DesktopAccount({ profile, greeting, onSignOut }: { profile: Profile | null; greeting: string | null; onSignOut: () => void }) {
  return (
    <div className="hidden items-center gap-3 md:flex">
      {profile ? (
        <>
          <span className="max-w-48 truncate text-sm text-stone-300" data-testid="greeting">
            {greeting}
          </span>
          <NavLink to={routes.account.href()} className={linkClass}>
            Account
          </NavLink>
          <button
            type="button"
            onClick={onSignOut}
            className="rounded-md px-2.5 py-1.5 text-sm font-medium text-stone-200 hover:text-accent"
          >
            Log out
          </button>
        </>
      ) : (
        <NavLink to={routes.login.href()} className={linkClass}>
          Login
        </NavLink>
      )}
    </div>
  );
}

function CartButton({ cartCount, onOpenCart }: { cartCount: number; onOpenCart: () => void }) {
  const cartLabel = cartCount > 0 ? `Cart, ${cartCount} item${cartCount === 1 ? '' : 's'}` : 'Cart';
  return (
    <button type="button" onClick={onOpenCart} aria-label={cartLabel} className="relative rounded-lg p-2 text-stone-100 hover:text-accent">
      <CartIcon width={24} height={24} />
      {cartCount > 0 && (
        <span
          data-testid="cart-badge"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-accent px-1 text-center text-xs font-bold leading-5 text-ink"
        >
          {cartCount}
        </span>
      )}
    </button>
  );
}

export function Navbar({ cartCount, onOpenCart }: { cartCount: number; onOpenCart: () => void }) {
  const { profile, isPending } = useProfile();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The menu belongs to the page it was opened on, so it closes itself on navigation.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.pathname;

  async function handleSignOut() {
    await signOut(queryClient);
    void navigate(routes.home.href());
  }

  const greeting = profile ? `Hi, ${profile.name || profile.email}` : null;

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-ink/90 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link to={routes.home.href()} className="flex items-center gap-2 font-display text-xl font-bold tracking-wide text-stone-50">
          <img src="/favicon.svg" alt="" width="28" height="28" />
          MotoMuse
        </Link>

        <DesktopLinks signedIn={profile !== null} />

        <div className="ml-auto flex items-center gap-2">
          {!isPending && <DesktopAccount profile={profile} greeting={greeting} onSignOut={handleSignOut} />}
          <CartButton cartCount={cartCount} onOpenCart={onOpenCart} />
          <button
            type="button"
            className="rounded-lg p-2 text-stone-100 hover:text-accent md:hidden"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpenOn(menuOpen ? null : location.pathname)}
          >
            {menuOpen ? <CloseIcon width={24} height={24} /> : <MenuIcon width={24} height={24} />}
          </button>
        </div>
      </nav>

      {menuOpen && (
        <MobileMenu profile={profile} greeting={greeting} cartCount={cartCount} onOpenCart={onOpenCart} onSignOut={handleSignOut} />
      )}
    </header>
  );
}
