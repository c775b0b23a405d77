/**
 * Every page of the site, in one table (SPEC.md section 2). The web router, the web's links, the
 * server's 404 check and every link the server writes (emails, checkout return addresses) read it.
 */

/** The names of the `:params` in a pattern such as `/product/:renderId`. */
export type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

type HrefArguments<Pattern extends string> = [ParamNames<Pattern>] extends [never] ? [] : [params: Record<ParamNames<Pattern>, string>];

export type SiteRoute<Pattern extends string = string> = {
  /** The pattern in the router's syntax: `:name` stands for one path segment. */
  readonly pattern: Pattern;
  /** Other spellings that show the same page. */
  readonly aliases: readonly string[];
  /** Pages for developers only: production answers them as pages that do not exist. */
  readonly developmentOnly: boolean;
  /** The path of this page, its parameters encoded. */
  href(...args: HrefArguments<Pattern>): string;
};

function route<const Pattern extends string>(
  pattern: Pattern,
  options: { aliases?: readonly string[]; developmentOnly?: boolean } = {},
): SiteRoute<Pattern> {
  return {
    pattern,
    aliases: options.aliases ?? [],
    developmentOnly: options.developmentOnly ?? false,
    href: (...args) => {
      const params: Record<string, string> = args[0] ?? {};
      return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
    },
  };
}

export const routes = {
  home: route('/'),
  gallery: route('/gallery'),
  about: route('/about'),
  contact: route('/contact'),
  faq: route('/faq', { aliases: ['/FAQ'] }),
  privacy: route('/privacy'),
  terms: route('/terms'),
  sizing: route('/sizing'),
  uploadChecklist: route('/upload-checklist'),
  login: route('/login'),
  resetPassword: route('/reset-password'),
  product: route('/product/:renderId'),
  success: route('/success'),
  giftCards: route('/gift-cards'),
  dashboard: route('/dashboard'),
  review: route('/review/:renderId'),
  upload: route('/upload'),
  account: route('/account'),
  admin: route('/admin'),
  adminFulfillment: route('/admin/fulfillment'),
  adminWorkbench: route('/admin/renders/:renderId'),
  adminStaff: route('/admin/staff'),
  adminMessages: route('/admin/messages'),
  adminInsights: route('/admin/insights'),
  adminDiscounts: route('/admin/discounts'),
  adminGiftCards: route('/admin/gift-cards'),
  adminReviews: route('/admin/reviews'),
  mailbox: route('/dev/mailbox', { developmentOnly: true }),
} as const;

function patternExpression(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(pattern === '/' ? '^/$' : `^${body}/?$`);
}

const ROUTE_EXPRESSIONS = Object.values(routes).flatMap((siteRoute: SiteRoute) =>
  [siteRoute.pattern, ...siteRoute.aliases].map((pattern) => ({
    expression: patternExpression(pattern),
    developmentOnly: siteRoute.developmentOnly,
  })),
);

/** The parameters of a path that is this page (`/product/abc` → `{ renderId: 'abc' }`), or null when it is another. */
export function matchRoute<Pattern extends string>(
  siteRoute: SiteRoute<Pattern>,
  pathname: string,
): Record<ParamNames<Pattern>, string> | null {
  const names = [...siteRoute.pattern.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const values = patternExpression(siteRoute.pattern).exec(pathname)?.slice(1);
  if (!values) return null;
  try {
    return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(values[index] ?? '')])) as Record<
      ParamNames<Pattern>,
      string
    >;
  } catch {
    return null;
  }
}

/** Whether the site shows a page at this path; anything else is a 404 page. */
export function isSiteRoute(pathname: string, site: { production: boolean }): boolean {
  return ROUTE_EXPRESSIONS.some(({ expression, developmentOnly }) => expression.test(pathname) && !(developmentOnly && site.production));
}

/** The absolute address of a page, for links that leave the site (emails, payment return addresses). */
export function absoluteUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/$/, '')}${path}`;
}
