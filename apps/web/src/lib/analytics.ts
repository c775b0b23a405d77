import type { BrowserEvent } from '@store/shared/analytics';
import { apiFetch } from './api-client.ts';

/**
 * First-party analytics (decision 020): no cookie and no third party; the server keeps only a
 * hash that changes every day. The page's path is sent, never its query string. Fire and forget:
 * a lost event must never disturb the visitor, and keepalive lets it outlive a page being left.
 */
export function track(name: BrowserEvent['name'], details: Omit<BrowserEvent, 'name' | 'path'> = {}): void {
  apiFetch('/api/analytics/events', { method: 'POST', body: { name, path: location.pathname, ...details }, keepalive: true }).catch(
    () => {},
  );
}
