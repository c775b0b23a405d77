/**
 * The only script a prerendered page asks for at first (apps/web/scripts/page-document.ts): the
 * page is already on screen, so the app's scripts wait for its largest image (the one with high
 * fetch priority) and its first paint: they neither share the first seconds of a slow connection
 * with the image nor hold up the paint with their compiling. Then they load, and the app hydrates
 * the page.
 */
const starter = document.querySelector<HTMLScriptElement>('script[data-entry]');
const largestImage = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
let started = false;

function startApp(): void {
  if (started || !starter?.dataset.entry) return;
  started = true;
  for (const href of (starter.dataset.modules ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ starter.dataset.entry);
}

/** Runs after the next paint: a frame callback comes just before a paint, a task queued from it just after. */
function startAfterPaint(): void {
  requestAnimationFrame(() => setTimeout(startApp, 0));
  // A tab in the background paints nothing; the app starts anyway.
  setTimeout(startApp, 1000);
}

if (!largestImage || largestImage.complete) startAfterPaint();
else {
  largestImage.addEventListener('load', startAfterPaint, { once: true });
  largestImage.addEventListener('error', startAfterPaint, { once: true });
}
