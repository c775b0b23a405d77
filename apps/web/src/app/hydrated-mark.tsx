import { useEffect } from 'react';

/**
 * Marks the document `data-hydrated` once the app's first render has committed, when its buttons
 * answer clicks: the starter then replays the clicks it held (src/early-clicks.ts), and tests wait
 * for it (e2e/fixtures.ts). Rendered last, after the app, it draws nothing.
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
