/**
 * A prerendered page's first script, inline at the end of its head (apps/web/scripts/prerender.ts):
 * it runs before the page is painted, so no click on a button can come before it (decision 043).
 */
import { holdEarlyClicks } from './early-clicks.ts';

holdEarlyClicks();
