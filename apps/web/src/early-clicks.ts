/**
 * Clicks a visitor makes on a prerendered page's buttons before the app has hydrated it would be
 * lost: the buttons have no handlers yet. This holds them (a form's submit button would otherwise
 * submit the form the browser's way) and replays them, in order, once the app marks the page
 * hydrated (`data-hydrated` on <html>, set by HydratedMark after React's first commit), on the
 * same elements, which hydration keeps. Links are left alone: before hydration they are ordinary
 * links to pages the server answers. Repeated clicks on one button while waiting count once.
 * It runs from the head, before the page's markup exists (decision 043).
 */
export function holdEarlyClicks(): void {
  const held: HTMLButtonElement[] = [];

  function hold(event: MouseEvent): void {
    const button = event.target instanceof Element ? event.target.closest('#root button') : null;
    if (!(button instanceof HTMLButtonElement)) return;
    event.preventDefault();
    if (held.at(-1) !== button) held.push(button);
  }

  function replay(): void {
    if (!document.documentElement.hasAttribute('data-hydrated')) return;
    observer.disconnect();
    document.removeEventListener('click', hold, true);
    for (const button of held) if (button.isConnected) button.click();
  }

  const observer = new MutationObserver(replay);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
  document.addEventListener('click', hold, true);
}
