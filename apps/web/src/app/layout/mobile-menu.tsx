import { NavLink } from 'react-router';
import { CartIcon, DashboardIcon, GalleryIcon, HomeIcon, InfoIcon, MailIcon, UploadIcon, UserIcon } from '#web/components/icons.tsx';
import type { Profile } from '#web/lib/auth-client.ts';
import { routes } from '#web/config/paths.ts';
import { NAV_LINKS } from './site-links.ts';

const MOBILE_ICONS: Record<string, typeof HomeIcon> = {
  [routes.home.href()]: HomeIcon,
  [routes.gallery.href()]: GalleryIcon,
  [routes.about.href()]: InfoIcon,
  [routes.contact.href()]: MailIcon,
  [routes.faq.href()]: InfoIcon,
};

function mobileLinkClass({ isActive }: { isActive: boolean }): string {
  return `flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium ${isActive ? 'bg-stone-800 text-accent' : 'text-stone-100 hover:bg-stone-800'}`;
}

/** The navbar's menu on narrow screens: the site's links, the customer's pages, the cart and signing in or out. */
export function MobileMenu({
  profile,
  greeting,
  cartCount,
  onOpenCart,
  onSignOut,
}: {
  profile: Profile | null;
  greeting: string | null;
  cartCount: number;
  onOpenCart: () => void;
  onSignOut: () => void;
}) {
  return (
    <div id="mobile-menu" className="border-t border-line bg-ink px-4 pb-5 pt-2 md:hidden">
      {greeting && <p className="px-3 py-2 text-sm text-stone-300">{greeting}</p>}
      <ul className="flex flex-col">
        {NAV_LINKS.map((link) => {
          const LinkIcon = MOBILE_ICONS[link.to] ?? InfoIcon;
          return (
            <li key={link.to}>
              <NavLink to={link.to} end className={mobileLinkClass}>
                <LinkIcon />
                {link.label}
              </NavLink>
            </li>
          );
        })}
        <li>
          <NavLink to={routes.dashboard.href()} className={mobileLinkClass}>
            <DashboardIcon />
            Dashboard
          </NavLink>
        </li>
        {profile && (
          <li>
            <NavLink to={routes.upload.href()} className={mobileLinkClass}>
              <UploadIcon />
              Upload
            </NavLink>
          </li>
        )}
        {profile && (
          <li>
            <NavLink to={routes.account.href()} className={mobileLinkClass}>
              <UserIcon />
              Account
            </NavLink>
          </li>
        )}
        <li>
          <button type="button" onClick={onOpenCart} className={mobileLinkClass({ isActive: false }) + ' w-full'}>
            <CartIcon />
            Cart{cartCount > 0 ? ` (${cartCount})` : ''}
          </button>
        </li>
        <li>
          {profile ? (
            <button type="button" onClick={onSignOut} className={mobileLinkClass({ isActive: false }) + ' w-full'}>
              <UserIcon />
              Log out
            </button>
          ) : (
            <NavLink to={routes.login.href()} className={mobileLinkClass}>
              <UserIcon />
              Login
            </NavLink>
          )}
        </li>
      </ul>
    </div>
  );
}
