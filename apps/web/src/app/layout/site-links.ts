import { routes } from '#web/config/paths.ts';

export type SiteLink = { to: string; label: string };

export const NAV_LINKS: readonly SiteLink[] = [
  { to: routes.home.href(), label: 'Home' },
  { to: routes.gallery.href(), label: 'Gallery' },
  { to: routes.about.href(), label: 'About' },
  { to: routes.contact.href(), label: 'Contact' },
  { to: routes.faq.href(), label: 'FAQ' },
];

export const FOOTER_LINKS: readonly SiteLink[] = [
  { to: routes.home.href(), label: 'Home' },
  { to: routes.gallery.href(), label: 'Gallery' },
  { to: routes.about.href(), label: 'About' },
  { to: routes.contact.href(), label: 'Contact' },
  { to: routes.faq.href(), label: 'FAQ' },
  { to: routes.uploadChecklist.href(), label: 'Upload checklist' },
  { to: routes.sizing.href(), label: 'Sizing guide' },
  { to: routes.giftCards.href(), label: 'Gift cards' },
  { to: routes.privacy.href(), label: 'Privacy' },
  { to: routes.terms.href(), label: 'Terms' },
];

export const SOCIAL_LINKS = [
  { href: 'https://www.instagram.com/motomuse.art', label: 'MotoMuse on Instagram', icon: 'instagram' },
  { href: 'https://www.facebook.com/motomuse.art', label: 'MotoMuse on Facebook', icon: 'facebook' },
  { href: 'https://www.youtube.com/@motomuse.art', label: 'MotoMuse on YouTube', icon: 'youtube' },
] as const;
