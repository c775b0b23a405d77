/** The path patterns the site answers (SPEC.md section 2); anything else is a 404 page. */
const SITE_ROUTE_PATTERNS: readonly RegExp[] = [
  /^\/$/,
  /^\/(gallery|about|contact|admin|admin\/fulfillment|success|login|dashboard|upload|sizing|upload-checklist|reset-password|faq|FAQ|privacy|terms|dev\/mailbox)\/?$/,
  /^\/product\/[^/]+\/?$/,
  /^\/admin\/renders\/[^/]+\/?$/,
];

export function isSiteRoute(pathname: string): boolean {
  return SITE_ROUTE_PATTERNS.some((pattern) => pattern.test(pathname));
}
