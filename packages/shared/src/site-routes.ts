/** The path patterns the site answers (SPEC.md section 2); anything else is a 404 page. */
const SITE_ROUTE_PATTERNS: readonly RegExp[] = [
  /^\/$/,
  /^\/(gallery|about|contact|admin|admin\/fulfillment|success|login|dashboard|upload|sizing|upload-checklist|reset-password|faq|FAQ|privacy|terms)\/?$/,
  /^\/product\/[^/]+\/?$/,
  /^\/admin\/renders\/[^/]+\/?$/,
];

/** Pages for developers only: production answers them as pages that do not exist. */
const DEVELOPMENT_ROUTE_PATTERNS: readonly RegExp[] = [/^\/dev\/mailbox\/?$/];

export function isSiteRoute(pathname: string, site: { production: boolean }): boolean {
  const patterns = site.production ? SITE_ROUTE_PATTERNS : [...SITE_ROUTE_PATTERNS, ...DEVELOPMENT_ROUTE_PATTERNS];
  return patterns.some((pattern) => pattern.test(pathname));
}
