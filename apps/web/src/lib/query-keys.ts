/**
 * Every query key of the web app, in one place: a query and every invalidation that refreshes it
 * read the same key. Keys nest, so invalidating a prefix refreshes everything under it.
 */

const renders = ['renders'] as const;
const myRenders = [...renders, 'mine'] as const;
const adminRenders = ['admin', 'renders'] as const;
const adminOrders = ['admin', 'orders'] as const;
const adminOrderLists = [...adminOrders, 'list'] as const;

export const queryKeys = {
  /** Who is signed in, as better-auth's session says. */
  session: ['session'] as const,
  catalog: ['catalog'] as const,
  siteSettings: ['site-settings'] as const,
  /** Canvas shipping rates and the free-shipping threshold. */
  shipping: ['shipping'] as const,
  /** Every discount code staff made, with its uses. */
  adminDiscounts: ['admin', 'discounts'] as const,
  /** Gift cards as the owner looks after them: every search's answer. */
  adminGiftCards: ['admin', 'gift-cards'] as const,
  adminGiftCardSearch: (search: string) => ['admin', 'gift-cards', search] as const,
  mailbox: ['dev-mailbox'] as const,
  uploadAllowance: ['uploads', 'allowance'] as const,
  /** One set of style previews of the customer's photo, as it is painted. */
  previewSet: (id: string) => ['uploads', 'previews', id] as const,

  /** Everything a customer sees of renders: an upload, a cancel or a staff change marks it all stale. */
  renders,
  /** Every sort of the customer's own list. */
  myRenders,
  myRendersSorted: (sort: string) => [...myRenders, sort] as const,
  render: (renderId: string) => [...renders, 'detail', renderId] as const,

  myOrders: ['orders', 'mine'] as const,
  /** The gift cards the customer bought, and the one a payment just bought. */
  myGiftCards: ['gift-cards', 'mine'] as const,
  giftCardPurchase: (sessionId: string) => ['gift-cards', 'purchase', sessionId] as const,
  /** The signed-in customer's sessions on every device, for the account page. */
  mySessions: ['account', 'sessions'] as const,
  /** Fresh download links of an order's digital items. */
  orderDownloads: (orderId: string) => ['orders', 'downloads', orderId] as const,
  orderBySession: (sessionId: string) => ['orders', 'by-session', sessionId] as const,

  /** Every page and filter of the admin queue; a workbench sits under it too, so refreshing the queue refreshes it. */
  adminRenders,
  adminRenderList: (params: object) => [...adminRenders, params] as const,
  workbench: (renderId: string) => [...adminRenders, 'workbench', renderId] as const,
  /** The workers' backlog, under the queue: refreshing the queue refreshes it. */
  paintingQueue: [...adminRenders, 'painting-queue'] as const,
  /** The render's cut-out, under its workbench: refreshing the workbench refreshes it. */
  subject: (renderId: string) => [...adminRenders, 'workbench', renderId, 'subject'] as const,

  /** Every list and detail of orders, so one invalidation can refresh them all. */
  adminOrders,
  /** Every filtered list of orders: what a change to one order can move in or out of. */
  adminOrderLists,
  adminOrderList: (params: object) => [...adminOrderLists, params] as const,
  adminOrder: (orderId: string) => [...adminOrders, 'detail', orderId] as const,
  /** The owner's insights over one range of days. */
  adminInsights: (range: object) => ['admin', 'insights', range] as const,
  /** The admins, and whatever a grant or revoke changes. */
  adminStaff: ['admin', 'staff'] as const,
  /** Every filter and page of the contact inbox, and its unhandled count in the admin bar. */
  adminMessages: ['admin', 'contact-messages'] as const,
  adminMessageList: (params: object) => ['admin', 'contact-messages', 'list', params] as const,
  adminUnhandledMessages: ['admin', 'contact-messages', 'unhandled-count'] as const,
  /** Approved reviews, and the signed-in customer's own: a new review or a decision refreshes both. */
  reviews: ['reviews'] as const,
  approvedReviews: ['reviews', 'approved'] as const,
  myReviews: ['reviews', 'mine'] as const,
  /** The public gallery's real entries, and the signed-in customer's consents: a consent change refreshes both. */
  gallery: ['gallery'] as const,
  galleryEntries: ['gallery', 'entries'] as const,
  myGalleryConsents: ['gallery', 'consents'] as const,
  /** Every status list of reviews staff moderate, and the gallery's candidates. */
  adminReviews: ['admin', 'reviews'] as const,
  adminReviewList: (status: string) => ['admin', 'reviews', status] as const,
  adminGallery: ['admin', 'gallery'] as const,
  /** Paid payment sessions without an order, as last asked of the payment provider. */
  missingOrders: ['admin', 'reconcile'] as const,
};
