const PRODUCT_PATH = /^\/product\/[^/]+$/;

/**
 * Where the sizing guide's "Back to your render" goes: the product page, with the choices, the
 * customer came from. Only a product page on this site is followed, never another origin.
 */
export function renderReturnPath(from: string | null): string | null {
  if (!from?.startsWith('/') || from.startsWith('//') || from.includes('\\')) return null;
  const base = 'http://same.site';
  const url = new URL(from, base);
  if (url.origin !== base || !PRODUCT_PATH.test(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}
