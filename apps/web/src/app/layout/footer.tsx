import { Link } from 'react-router';
import { FacebookIcon, InstagramIcon, MailIcon, YoutubeIcon } from '#web/components/icons.tsx';
import { useSiteSettings } from '#web/lib/api/get-site-settings.ts';
import { FOOTER_LINKS, SOCIAL_LINKS } from './site-links.ts';

const SOCIAL_ICONS = { instagram: InstagramIcon, facebook: FacebookIcon, youtube: YoutubeIcon } as const;

export function Footer() {
  const settings = useSiteSettings();
  return (
    <footer className="mt-24 border-t border-line bg-panel/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <p className="font-display text-xl font-bold tracking-wide">MotoMuse</p>
          <p className="mt-3 max-w-xs text-sm leading-relaxed text-stone-300">
            Custom art of your motorcycle, hand-finished by our artists. Digital downloads and gallery-wrapped canvas prints.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-stone-300 hover:text-accent">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-4">
          <ul className="flex gap-3">
            {SOCIAL_LINKS.map((social) => {
              const SocialIcon = SOCIAL_ICONS[social.icon];
              return (
                <li key={social.href}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={social.label}
                    className="flex rounded-full border border-stone-700 p-2.5 text-stone-200 hover:border-accent hover:text-accent"
                  >
                    <SocialIcon />
                  </a>
                </li>
              );
            })}
          </ul>
          {settings && (
            <a href={`mailto:${settings.supportEmail}`} className="flex items-center gap-2 text-sm text-stone-300 hover:text-accent">
              <MailIcon />
              {settings.supportEmail}
            </a>
          )}
          <p className="text-xs text-stone-400">© {new Date().getFullYear()} MotoMuse. All sales final: every piece is made for you.</p>
        </div>
      </div>
    </footer>
  );
}
