/**
 * A prerendered page's first script, a classic one in its head (apps/web/scripts/page-document.ts):
 * it runs before the page is painted, so no click on a button can come before it (decision 043).
 */
import { holdEarlyClicks } from './early-clicks.ts';

holdEarlyClicks();
