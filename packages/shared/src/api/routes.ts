/**
 * Every endpoint of the store's API by its method and path, in one table, as the page route table
 * is for pages. The zod schemas of each endpoint are attached in its area's file (`renders.ts`, ...;
 * decision 033); this file has no schemas, so the web can address the API without loading zod.
 */
import type { Permission } from '../roles.ts';

/** Every endpoint's path starts here; anything else on the site is a page or a file. */
export const API_PREFIX = '/api';

/** better-auth answers everything under this path: sign up, sign in, sign out, session, Google, password reset request. */
export const AUTH_BASE_PATH = '/api/auth';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiRoute<Method extends HttpMethod = HttpMethod, Path extends string = string> = {
  readonly method: Method;
  /** The path in the router's syntax: `:name` stands for one path segment. */
  readonly path: Path;
  /** What a staff endpoint needs of the caller's role (decision 041): the server refuses others, the web hides it from them. */
  readonly permission?: Permission;
};

function route<const Method extends HttpMethod, const Path extends string>(method: Method, path: Path): ApiRoute<Method, Path> {
  return { method, path };
}

function staffRoute<const Method extends HttpMethod, const Path extends `/api/admin/${string}`>(
  method: Method,
  path: Path,
  permission: Permission,
): ApiRoute<Method, Path> & { readonly permission: Permission } {
  return { method, path, permission };
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
    insights: staffRoute('GET', '/api/admin/insights', 'insights'),
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
    inbox: staffRoute('GET', '/api/admin/contact-messages', 'messages'),
    unhandledCount: staffRoute('GET', '/api/admin/contact-messages/unhandled-count', 'messages'),
    setHandled: staffRoute('PATCH', '/api/admin/contact-messages/:id', 'messages'),
  },
  discounts: {
    list: staffRoute('GET', '/api/admin/discounts', 'discounts'),
    create: staffRoute('POST', '/api/admin/discounts', 'discounts'),
    deactivate: staffRoute('POST', '/api/admin/discounts/:id/deactivate', 'discounts'),
  },
  exports: {
    orders: staffRoute('GET', '/api/admin/exports/orders.csv', 'exports'),
    customers: staffRoute('GET', '/api/admin/exports/customers.csv', 'exports'),
    giftCards: staffRoute('GET', '/api/admin/exports/gift-cards.csv', 'exports'),
  },
  gallery: {
    entries: route('GET', '/api/gallery'),
    photo: route('GET', '/api/gallery/:renderId/photo'),
    myConsents: route('GET', '/api/gallery/consents'),
    setConsent: route('PUT', '/api/gallery/consents/:renderId'),
    consentByEmail: route('GET', '/api/gallery/consent'),
    confirmConsentByEmail: route('POST', '/api/gallery/consent'),
    candidates: staffRoute('GET', '/api/admin/gallery', 'curation'),
    add: staffRoute('PUT', '/api/admin/gallery/:renderId', 'curation'),
    remove: staffRoute('DELETE', '/api/admin/gallery/:renderId', 'curation'),
  },
  giftCards: {
    buy: route('POST', '/api/gift-cards'),
    mine: route('GET', '/api/gift-cards'),
    purchase: route('GET', '/api/gift-cards/purchases/:sessionId'),
    check: route('POST', '/api/gift-cards/check'),
    adminList: staffRoute('GET', '/api/admin/gift-cards', 'giftCards'),
    replaceCode: staffRoute('POST', '/api/admin/gift-cards/:id/code', 'giftCards'),
  },
  emailPictures: {
    render: route('GET', '/api/email-pictures/renders/:renderId/:versionId/:ratio'),
    photo: route('GET', '/api/email-pictures/photos/:renderId'),
    giftCard: route('GET', '/api/email-pictures/gift-cards/:amountCents'),
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
    adminList: staffRoute('GET', '/api/admin/orders', 'fulfilment'),
    adminDetail: staffRoute('GET', '/api/admin/orders/:id', 'fulfilment'),
    update: staffRoute('PATCH', '/api/admin/orders/:id', 'fulfilment'),
    revokeDownloads: staffRoute('POST', '/api/admin/orders/:id/revoke-downloads', 'fulfilment'),
    choosePrintVersion: staffRoute('POST', '/api/admin/orders/:id/print-version', 'fulfilment'),
    refund: staffRoute('POST', '/api/admin/orders/:id/refunds', 'refunds'),
    reconcile: staffRoute('GET', '/api/admin/reconcile', 'fulfilment'),
    recreate: staffRoute('POST', '/api/admin/recreate-order', 'fulfilment'),
    printWebhook: route('POST', '/api/print/webhook'),
  },
  production: {
    workbench: staffRoute('GET', '/api/admin/renders/:id/workbench', 'queue'),
    paintingQueue: staffRoute('GET', '/api/admin/painting-queue', 'queue'),
    startReview: staffRoute('POST', '/api/admin/renders/:id/review', 'queue'),
    requestDraft: staffRoute('POST', '/api/admin/renders/:id/drafts', 'queue'),
    draftFile: staffRoute('GET', '/api/admin/renders/:id/drafts/:draftId/:kind', 'queue'),
    uploadVersion: staffRoute('POST', '/api/admin/renders/:id/versions', 'queue'),
    versionFromDraft: staffRoute('POST', '/api/admin/renders/:id/versions/from-draft', 'queue'),
    versionSource: staffRoute('GET', '/api/admin/renders/:id/versions/:versionId/source', 'queue'),
    versionResultPreview: staffRoute('GET', '/api/admin/renders/:id/versions/:versionId/results/:ratio/preview', 'queue'),
    recrop: staffRoute('PUT', '/api/admin/renders/:id/versions/:versionId/crops/:ratio', 'queue'),
    publish: staffRoute('POST', '/api/admin/renders/:id/versions/:versionId/publish', 'queue'),
  },
  renders: {
    mine: route('GET', '/api/renders'),
    read: route('GET', '/api/renders/:id'),
    original: route('GET', '/api/renders/:id/original'),
    originalPreview: route('GET', '/api/renders/:id/original/preview'),
    resultPreview: route('GET', '/api/renders/:id/results/:ratio/preview'),
    result: route('GET', '/api/renders/:id/results/:ratio'),
    requestRevision: route('POST', '/api/renders/:id/revision'),
    adminQueue: staffRoute('GET', '/api/admin/renders', 'queue'),
    moveToRecycleBin: staffRoute('DELETE', '/api/admin/renders/:id', 'queue'),
    restore: staffRoute('POST', '/api/admin/renders/:id/restore', 'queue'),
  },
  reviews: {
    approved: route('GET', '/api/reviews'),
    mine: route('GET', '/api/reviews/mine'),
    create: route('POST', '/api/reviews'),
    photo: route('GET', '/api/reviews/:id/photo'),
    moderation: staffRoute('GET', '/api/admin/reviews', 'curation'),
    decide: staffRoute('PUT', '/api/admin/reviews/:id/decision', 'curation'),
  },
  site: {
    settings: route('GET', '/api/site'),
  },
  staff: {
    list: staffRoute('GET', '/api/admin/staff', 'staff'),
    findCustomer: staffRoute('GET', '/api/admin/staff/customers', 'staff'),
    grant: staffRoute('POST', '/api/admin/staff', 'staff'),
    setRole: staffRoute('PUT', '/api/admin/staff/:userId/role', 'staff'),
  },
  subject: {
    read: staffRoute('GET', '/api/admin/renders/:id/subject', 'queue'),
    mask: staffRoute('GET', '/api/admin/renders/:id/subject/mask', 'queue'),
    saveMask: staffRoute('PUT', '/api/admin/renders/:id/subject/mask', 'queue'),
    resetMask: staffRoute('DELETE', '/api/admin/renders/:id/subject/mask', 'queue'),
    chooseBike: staffRoute('POST', '/api/admin/renders/:id/subject/bike', 'queue'),
    keepRider: staffRoute('POST', '/api/admin/renders/:id/subject/rider', 'queue'),
    segment: staffRoute('POST', '/api/admin/renders/:id/subject/segment', 'queue'),
    repaintAll: staffRoute('POST', '/api/admin/renders/:id/drafts/repaint', 'queue'),
  },
  uploads: {
    allowance: route('GET', '/api/uploads/allowance'),
    check: route('POST', '/api/uploads/check'),
    cancel: route('POST', '/api/renders/:id/cancel'),
    upload: route('POST', '/api/uploads'),
    startPreviews: route('POST', '/api/uploads/previews'),
    previews: route('GET', '/api/uploads/previews/:id'),
    previewImage: route('GET', '/api/uploads/previews/:id/:style'),
    submitPreviews: route('POST', '/api/uploads/previews/:id/submit'),
    choosePreviewBike: route('POST', '/api/uploads/previews/:id/bike'),
  },
} as const;
