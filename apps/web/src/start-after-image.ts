/**
 * The only script a prerendered page asks for at first (apps/web/scripts/page-document.ts): the
 * page is already on screen, so the app's scripts wait for its largest image (the one with high
 * fetch priority) and do not share the first seconds of a slow connection with it. Then they
 * load, and the app hydrates the page.
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

if (!largestImage || largestImage.complete) startApp();
else {
  largestImage.addEventListener('load', startApp, { once: true });
  largestImage.addEventListener('error', startApp, { once: true });
}
