import type { BrowserEvent } from '@store/shared/analytics';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from './api-client.ts';

/**
 * First-party analytics (decision 020): no cookie and no third party; the server keeps only a
 * hash that changes every day. The page's path is sent, never its query string. Fire and forget:
 * a lost event must never disturb the visitor, and keepalive lets it outlive a page being left.
 * While the page is still loading, events wait for it: they must not compete with its image and data.
 */
export function track(name: BrowserEvent['name'], details: Omit<BrowserEvent, 'name' | 'path'> = {}): void {
  const body = { name, path: location.pathname, ...details };
  const send = () => void callApi(apiRoutes.analytics.recordEvent, { body, keepalive: true }).catch(() => {});
  if (document.readyState === 'complete') send();
  else window.addEventListener('load', send, { once: true });
}
