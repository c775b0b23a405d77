import { paths } from '../paths.ts';

export type SiteLink = { to: string; label: string };

export const NAV_LINKS: readonly SiteLink[] = [
  { to: paths.home, label: 'Home' },
  { to: paths.gallery, label: 'Gallery' },
  { to: paths.about, label: 'About' },
  { to: paths.contact, label: 'Contact' },
  { to: paths.faq, label: 'FAQ' },
];

export const FOOTER_LINKS: readonly SiteLink[] = [
  { to: paths.home, label: 'Home' },
  { to: paths.gallery, label: 'Gallery' },
  { to: paths.about, label: 'About' },
  { to: paths.contact, label: 'Contact' },
  { to: paths.faq, label: 'FAQ' },
  { to: paths.uploadChecklist, label: 'Upload checklist' },
  { to: paths.sizing, label: 'Sizing guide' },
  { to: paths.privacy, label: 'Privacy' },
  { to: paths.terms, label: 'Terms' },
];

export const SOCIAL_LINKS = [
  { href: 'https://www.instagram.com/motomuse.art', label: 'MotoMuse on Instagram', icon: 'instagram' },
  { href: 'https://www.facebook.com/motomuse.art', label: 'MotoMuse on Facebook', icon: 'facebook' },
  { href: 'https://www.youtube.com/@motomuse.art', label: 'MotoMuse on YouTube', icon: 'youtube' },
] as const;
