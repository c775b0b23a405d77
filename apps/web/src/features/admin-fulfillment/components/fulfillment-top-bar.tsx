import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';

const NAV_LINK = 'rounded-lg px-3 py-2 text-sm font-semibold text-stone-200 transition-colors hover:bg-stone-800 hover:text-accent';

/** Admin pages have no site header, so fulfilment carries its own: title, the render queue, the way back to the store. */
export function FulfillmentTopBar() {
  return (
    <header className="border-b border-line bg-panel">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <h1 className="font-display text-2xl font-semibold tracking-wide">Order Fulfillment</h1>
        <nav aria-label="Admin">
          <ul className="flex items-center gap-1">
            <li>
              <Link to={paths.admin} className={NAV_LINK}>
                Render Queue
              </Link>
            </li>
            <li>
              <Link to={paths.home} className={NAV_LINK}>
                Back to store
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
