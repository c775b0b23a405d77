import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClasses } from '../components/button.tsx';
import { ChunkLoadError } from './lazy-page.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { routes } from '#web/config/paths.ts';

const RELOADED_KEY = 'chunk-reload-attempted';

/** What a route shows when it fails: a retry for a page that did not load, never a blank screen. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  const isChunkError = error instanceof ChunkLoadError;
  // A page that fails to load right after a deploy is usually a stale chunk name: one reload fixes it.
  if (isChunkError && !sessionStorage.getItem(RELOADED_KEY)) {
    sessionStorage.setItem(RELOADED_KEY, '1');
    window.location.reload();
    return null;
  }
  sessionStorage.removeItem(RELOADED_KEY);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 px-6 py-24 text-center" role="alert">
      <h1 className="font-display text-3xl font-bold">{isChunkError ? 'This page could not be loaded' : 'Something went wrong'}</h1>
      <p className="text-stone-300">
        {isChunkError
          ? 'Your connection may be slow or offline. Check it and try again.'
          : 'An unexpected error stopped this page. Trying again usually helps.'}
      </p>
      <div className="flex gap-3">
        <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
          Try again
        </button>
        <Link to={routes.home.href()} className={buttonClasses('secondary')} reloadDocument>
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
