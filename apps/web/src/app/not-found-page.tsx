import { Link } from 'react-router';
import { buttonClasses } from '../components/button.tsx';
import { routes } from '#web/config/paths.ts';
import { PageMeta } from '#web/components/page-meta.tsx';

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 px-6 py-24 text-center">
      <PageMeta title="Page not found" />
      <p className="font-display text-7xl font-bold text-accent">404</p>
      <h1 className="font-display text-3xl font-bold">Page not found</h1>
      <p className="text-stone-300">This road doesn’t go anywhere. The page may have moved, or the link may be mistyped.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={routes.home.href()} className={buttonClasses('primary')}>
          Back to the home page
        </Link>
        <Link to={routes.gallery.href()} className={buttonClasses('secondary')}>
          See the gallery
        </Link>
      </div>
    </section>
  );
}
