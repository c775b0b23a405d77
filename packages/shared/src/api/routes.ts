/**
 * Every endpoint of the store's API by its method and path, in one table, as the page route table
 * is for pages. The zod schemas of each endpoint are attached in its area's file (`renders.ts`, ...;
 * decision 033); this file has no schemas, so the web can address the API without loading zod.
 */

/** Every endpoint's path starts here; anything else on the site is a page or a file. */
export const API_PREFIX = '/api';

/** better-auth answers everything under this path: sign up, sign in, sign out, session, Google, password reset request. */
export const AUTH_BASE_PATH = '/api/auth';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiRoute<Method extends HttpMethod = HttpMethod, Path extends string = string> = {
  readonly method: Method;
  /** The path in the router's syntax: `:name` stands for one path segment. */
  readonly path: Path;
};

function route<const Method extends HttpMethod, const Path extends string>(method: Method, path: Path): ApiRoute<Method, Path> {
  return { method, path };
}

/** A query as its search string: absent values left out, lists as repeated names. */
function querySearch(query: object | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(name, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The address of a route for these parameters and query, each part encoded; typed per endpoint by `href` and the web's `apiHref`. */
export function routeAddress(path: string, input: { params?: Record<string, string>; query?: object } = {}): string {
  const values = input.params ?? {};
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? '')) + querySearch(input.query);
}

export const apiRoutes = {
  accounts: {
    session: route('GET', '/api/auth/get-session'),
    resetPassword: route('POST', '/api/account/reset-password'),
    delete: route('DELETE', '/api/account'),
  },
  analytics: {
    recordEvent: route('POST', '/api/analytics/events'),
    insights: route('GET', '/api/admin/insights'),
  },
  cart: {
    get: route('GET', '/api/cart'),
    save: route('PUT', '/api/cart'),
    shipping: route('GET', '/api/shipping'),
    applyDiscount: route('POST', '/api/cart/discount'),
  },
  catalog: {
    catalog: route('GET', '/api/catalog'),
  },
  checkout: {
    start: route('POST', '/api/checkout'),
    paymentWebhook: route('POST', '/api/payments/webhook'),
  },
  contact: {
    send: route('POST', '/api/contact'),
    inbox: route('GET', '/api/admin/contact-messages'),
    unhandledCount: route('GET', '/api/admin/contact-messages/unhandled-count'),
    setHandled: route('PATCH', '/api/admin/contact-messages/:id'),
  },
  discounts: {
    list: route('GET', '/api/admin/discounts'),
    create: route('POST', '/api/admin/discounts'),
    deactivate: route('POST', '/api/admin/discounts/:id/deactivate'),
  },
  exports: {
    orders: route('GET', '/api/admin/exports/orders.csv'),
    customers: route('GET', '/api/admin/exports/customers.csv'),
  },
  health: {
    check: route('GET', '/api/health'),
  },
  mailbox: {
    recent: route('GET', '/api/dev/mailbox'),
  },
  notifications: {
    unsubscribe: route('GET', '/api/email/unsubscribe'),
  },
  openApi: {
    document: route('GET', '/api/openapi.json'),
  },
  orders: {
    bySession: route('GET', '/api/orders/by-session'),
    mine: route('GET', '/api/orders'),
    downloads: route('GET', '/api/orders/:id/downloads'),
    download: route('GET', '/api/downloads/:orderId/:renderId/:ratio'),
    adminList: route('GET', '/api/admin/orders'),
    adminDetail: route('GET', '/api/admin/orders/:id'),
    update: route('PATCH', '/api/admin/orders/:id'),
    revokeDownloads: route('POST', '/api/admin/orders/:id/revoke-downloads'),
    refund: route('POST', '/api/admin/orders/:id/refunds'),
    reconcile: route('GET', '/api/admin/reconcile'),
    recreate: route('POST', '/api/admin/recreate-order'),
    printWebhook: route('POST', '/api/print/webhook'),
  },
  production: {
    workbench: route('GET', '/api/admin/renders/:id/workbench'),
    startReview: route('POST', '/api/admin/renders/:id/review'),
    requestDraft: route('POST', '/api/admin/renders/:id/drafts'),
    draftFile: route('GET', '/api/admin/renders/:id/drafts/:draftId/:kind'),
    uploadVersion: route('POST', '/api/admin/renders/:id/versions'),
    versionFromDraft: route('POST', '/api/admin/renders/:id/versions/from-draft'),
    versionSource: route('GET', '/api/admin/renders/:id/versions/:versionId/source'),
    versionResultPreview: route('GET', '/api/admin/renders/:id/versions/:versionId/results/:ratio/preview'),
    recrop: route('PUT', '/api/admin/renders/:id/versions/:versionId/crops/:ratio'),
    publish: route('POST', '/api/admin/renders/:id/versions/:versionId/publish'),
  },
  renders: {
    mine: route('GET', '/api/renders'),
    read: route('GET', '/api/renders/:id'),
    original: route('GET', '/api/renders/:id/original'),
    originalPreview: route('GET', '/api/renders/:id/original/preview'),
    resultPreview: route('GET', '/api/renders/:id/results/:ratio/preview'),
    result: route('GET', '/api/renders/:id/results/:ratio'),
    requestRevision: route('POST', '/api/renders/:id/revision'),
    adminQueue: route('GET', '/api/admin/renders'),
    moveToRecycleBin: route('DELETE', '/api/admin/renders/:id'),
    restore: route('POST', '/api/admin/renders/:id/restore'),
  },
  site: {
    settings: route('GET', '/api/site'),
  },
  staff: {
    list: route('GET', '/api/admin/staff'),
    findCustomer: route('GET', '/api/admin/staff/customers'),
    grant: route('POST', '/api/admin/staff'),
    revoke: route('DELETE', '/api/admin/staff/:userId'),
  },
  subject: {
    read: route('GET', '/api/admin/renders/:id/subject'),
    mask: route('GET', '/api/admin/renders/:id/subject/mask'),
    saveMask: route('PUT', '/api/admin/renders/:id/subject/mask'),
    resetMask: route('DELETE', '/api/admin/renders/:id/subject/mask'),
    chooseBike: route('POST', '/api/admin/renders/:id/subject/bike'),
    keepRider: route('POST', '/api/admin/renders/:id/subject/rider'),
    repaintAll: route('POST', '/api/admin/renders/:id/drafts/repaint'),
  },
  uploads: {
    allowance: route('GET', '/api/uploads/allowance'),
    check: route('POST', '/api/uploads/check'),
    cancel: route('POST', '/api/renders/:id/cancel'),
    upload: route('POST', '/api/uploads'),
  },
} as const;
