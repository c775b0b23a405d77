/** Every route of the site, in one place (SPEC.md section 2). */
export const paths = {
  home: '/',
  gallery: '/gallery',
  about: '/about',
  contact: '/contact',
  product: (renderId: string) => `/product/${encodeURIComponent(renderId)}`,
  admin: '/admin',
  adminFulfillment: '/admin/fulfillment',
  adminWorkbench: (renderId: string) => `/admin/renders/${encodeURIComponent(renderId)}`,
  success: '/success',
  login: '/login',
  dashboard: '/dashboard',
  upload: '/upload',
  sizing: '/sizing',
  uploadChecklist: '/upload-checklist',
  resetPassword: '/reset-password',
  faq: '/faq',
  privacy: '/privacy',
  terms: '/terms',
  mailbox: '/dev/mailbox',
} as const;

/** The login route carrying where to go back to after signing in. */
export function loginWithReturnTo(returnTo: string): string {
  return `${paths.login}?returnTo=${encodeURIComponent(returnTo)}`;
}
