import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { track } from '#web/lib/analytics.ts';
import { Toaster } from './layout/toaster.tsx';

/** App-wide behaviour of SPEC.md section 2: smooth scroll to top on each route change, right-click blocked; a page view counted. */
export function RootBehaviour() {
  const { pathname } = useLocation();

  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);

  useEffect(() => track('page_view'), [pathname]);

  useEffect(() => {
    const blockContextMenu = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('contextmenu', blockContextMenu);
    return () => document.removeEventListener('contextmenu', blockContextMenu);
  }, []);

  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}
