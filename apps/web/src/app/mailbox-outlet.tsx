import { Outlet } from 'react-router';
import { useSiteSettings } from '#web/lib/api/get-site-settings.ts';
import { NotFoundPage } from './not-found-page.tsx';

/** The dev mailbox exists only where the server keeps one (never in production): elsewhere its address is a 404 page. */
export function MailboxOutlet() {
  const settings = useSiteSettings();
  if (settings && !settings.mailbox) return <NotFoundPage />;
  return <Outlet />;
}
