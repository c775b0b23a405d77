import type { Database } from '#server/db/schema.ts';

/**
 * The one owner of every table: the folder (under apps/server/src) whose repositories alone read
 * and write it (decision 059). Any other code asks the owner: through its service, or through
 * what the owner contributes to the module shape (`store-module.ts`: its part of erasing a
 * customer). Lint keeps it (`tables/table-owners`, tools/lint/table-owners.js); a new table gets
 * its line here or its migration's types do not typecheck.
 */
export const TABLE_OWNERS = {
  user: 'modules/accounts',
  session: 'modules/accounts',
  account: 'modules/accounts',
  verification: 'modules/accounts',
  rateLimit: 'modules/accounts',
  roleChange: 'modules/accounts',
  analyticsEvent: 'modules/analytics',
  analyticsSalt: 'modules/analytics',
  cart: 'modules/cart',
  checkout: 'modules/checkout',
  contactMessage: 'modules/contact',
  discountCode: 'modules/discounts',
  discountRedemption: 'modules/discounts',
  discountReservation: 'modules/discounts',
  galleryConsent: 'modules/gallery',
  galleryEntry: 'modules/gallery',
  giftCard: 'modules/gift-cards',
  giftCardHold: 'modules/gift-cards',
  purchaseReminder: 'modules/notifications',
  emailOptOut: 'modules/notifications',
  order: 'modules/orders',
  orderLine: 'modules/orders',
  orderEvent: 'modules/orders',
  purchasedRender: 'modules/orders',
  downloadLinkUse: 'modules/orders',
  processedPaymentEvent: 'modules/orders',
  refund: 'modules/orders',
  renderDraft: 'modules/production',
  renderVersion: 'modules/production',
  renderSubject: 'modules/production',
  renderBikePick: 'modules/production',
  painterSpend: 'modules/production',
  /** Its life (every write) is one file of the renders module: render-life-repository.ts (lint `tables/render-life`). */
  render: 'modules/renders',
  review: 'modules/reviews',
  uploadWindow: 'modules/uploads',
  previewWindow: 'modules/uploads',
  previewSet: 'modules/uploads',
  stylePreview: 'modules/uploads',
  backgroundJob: 'jobs',
  outboxEmail: 'providers/mail',
  demoPaymentSession: 'providers/payment',
  demoPaymentRefund: 'providers/payment',
} as const satisfies Record<keyof Database, string>;

export type TableName = keyof typeof TABLE_OWNERS;

/** The one file that writes the render row: its insert at the upload, every change of its life, its deletion. */
export const RENDER_LIFE_FILE = 'modules/renders/render-life-repository.ts';
