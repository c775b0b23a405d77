// Written by `npm run db:types` from the migrated PostgreSQL schema (decision 061): do not edit.
// A column is added by a migration, its note is a COMMENT ON it there, and its values are narrowed in schema.ts.
import type { BigInteger, Defaulted, Flag, Nullable, Timestamp } from './column-kinds.ts';

export type UserTable = {
  id: string;
  name: string;
  email: string;
  emailVerified: Defaulted<Flag>;
  image: Nullable<string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Set when the customer deleted their account: the row stays, emptied, for the orders (decision 024). */
  deletedAt: Nullable<Timestamp>;
  /** Counts the events that end the account's signed session copies at once: a session ended, a role changed, the account deleted (migration 014). */
  sessionGeneration: Defaulted<number>;
  /** Customer, staff or owner (migration 018, decision 041). */
  role: Defaulted<string>;
};

export type SessionTable = {
  id: string;
  userId: string;
  token: string;
  expiresAt: Timestamp;
  ipAddress: Nullable<string>;
  userAgent: Nullable<string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export type AccountTable = {
  id: string;
  userId: string;
  accountId: string;
  providerId: string;
  accessToken: Nullable<string>;
  refreshToken: Nullable<string>;
  idToken: Nullable<string>;
  accessTokenExpiresAt: Nullable<Timestamp>;
  refreshTokenExpiresAt: Nullable<Timestamp>;
  scope: Nullable<string>;
  password: Nullable<string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export type VerificationTable = {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export type RateLimitTable = {
  id: string;
  key: string;
  count: number;
  lastRequest: BigInteger;
};

export type OutboxEmailTable = {
  id: string;
  recipient: string;
  replyTo: Nullable<string>;
  subject: string;
  html: string;
  text: string;
  status: string;
  attempts: Defaulted<number>;
  nextAttemptAt: Timestamp;
  lastError: Nullable<string>;
  createdAt: Timestamp;
  sentAt: Nullable<Timestamp>;
  /** The unsubscribe address for a List-Unsubscribe header, on emails that carry one. */
  listUnsubscribe: Nullable<string>;
  /** The customer whose personal data an email to someone else (a staff alert) holds: erased with their account (migration 014). */
  aboutUserId: Nullable<string>;
  /** The html and text are sealed (encrypted): the body holds a secret, a gift card code (migration 025). */
  sealed: Defaulted<Flag>;
};

export type ContactMessageTable = {
  id: string;
  name: string;
  email: string;
  message: string;
  userId: Nullable<string>;
  createdAt: Timestamp;
  /** When staff marked it answered. */
  handledAt: Nullable<Timestamp>;
  /** Who marked it answered. */
  handledBy: Nullable<string>;
};

export type RenderTable = {
  id: string;
  userId: string;
  customerName: string;
  customerEmail: string;
  style: string;
  aspectRatio: string;
  status: string;
  statusBeforeDelete: Nullable<string>;
  filename: string;
  originalKey: string;
  width: number;
  height: number;
  /** JSON: the derived results, { [ratio]: { width, height } }. */
  results: Defaulted<string>;
  submittedAt: Timestamp;
  completedAt: Nullable<Timestamp>;
  deletedAt: Nullable<Timestamp>;
  /** JSON: the photo check's findings at upload. */
  photoFindings: Defaulted<string>;
  /** When a draft in the customer's style was first ready (for this round of work). */
  draftReadyAt: Nullable<Timestamp>;
  /** When staff first opened the render on the workbench (for this round of work). */
  reviewStartedAt: Nullable<Timestamp>;
  /** When the customer's latest revision request came in. */
  revisionRequestedAt: Nullable<Timestamp>;
  /** What the customer asked for in their latest revision request. */
  revisionNote: Nullable<string>;
  revisionsUsed: Defaulted<number>;
  /** The version customers see, once published. */
  publishedVersionId: Nullable<string>;
};

export type UploadWindowTable = {
  userId: string;
  startedAt: Timestamp;
  count: number;
};

export type CartTable = {
  userId: string;
  /** JSON: the saved cart entries, without prices (prices are always the catalogue's). */
  entries: string;
  updatedAt: Timestamp;
};

export type CheckoutTable = {
  sessionId: string;
  userId: string;
  email: string;
  /** JSON: the priced cart entries being paid for. */
  entries: string;
  amountCents: number;
  status: string;
  createdAt: Timestamp;
  /** The discount code the checkout was priced with (migration 009). */
  discountCode: Nullable<string>;
  discountCents: Defaulted<number>;
  shippingCents: Defaulted<number>;
  shippingRegion: Nullable<string>;
  /** JSON: the gift's message and recipient (GiftChoice), or null (migration 021). */
  gift: Nullable<string>;
  /** The gift card the checkout pays with. */
  giftCardId: Nullable<string>;
  /** What the checkout holds of the gift card's balance. */
  giftCardCents: Defaulted<number>;
};

export type OrderTable = {
  id: string;
  paymentSessionId: string;
  userId: string;
  name: string;
  email: string;
  /** The fulfilment status (decision 039). */
  status: string;
  notes: Defaulted<string>;
  /** JSON: ShippingInfo or null for a digital-only order. */
  shipping: Nullable<string>;
  amountCents: number;
  printProvider: string;
  printOrderId: Nullable<string>;
  printDashboardUrl: Nullable<string>;
  printStatus: Nullable<string>;
  /** JSON: string[]; a second package adds a number, never replaces one. */
  trackingNumbers: Defaulted<string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Failed print submissions are retried with back-off until this many attempts. */
  printAttempts: Defaulted<number>;
  printNextAttemptAt: Nullable<Timestamp>;
  /** When staff turned off every download link of the order. */
  downloadsRevokedAt: Nullable<Timestamp>;
  /** What the amount paid is made of, besides the items (migration 009): the discount code. */
  discountCode: Nullable<string>;
  discountCents: Defaulted<number>;
  shippingCents: Defaulted<number>;
  taxCents: Defaulted<number>;
  /** Refunded so far, reserved before the provider is asked (cents). */
  refundedCents: Defaulted<number>;
  /** Set only by refunds through the payment provider (decision 039). */
  paymentStatus: Defaulted<string>;
  /** When the customer was emailed that the order shipped: once per order. */
  shippedEmailAt: Nullable<Timestamp>;
  /** A gift: its message; the address is shipping (migration 021). */
  giftMessage: Nullable<string>;
  /** A gift: its recipient's name. */
  giftRecipientName: Nullable<string>;
  /** The gift card that paid part of the order. */
  giftCardId: Nullable<string>;
  /** What the gift card paid of the order besides amountCents. */
  giftCardCents: Defaulted<number>;
  /** What refunds gave back to the gift card. */
  giftCardRefundedCents: Defaulted<number>;
};

export type OrderEventTable = {
  id: string;
  orderId: string;
  kind: string;
  message: string;
  actor: string;
  createdAt: Timestamp;
};

export type PurchasedRenderTable = {
  userId: string;
  renderId: string;
  orderId: string;
};

export type ProcessedPaymentEventTable = {
  id: string;
  type: string;
  processedAt: Timestamp;
};

export type DemoPaymentSessionTable = {
  id: string;
  /** JSON: the session as the demo provider keeps it. */
  data: string;
  status: string;
  paymentStatus: string;
  createdAt: Timestamp;
};

export type BackgroundJobTable = {
  id: string;
  queue: string;
  /** JSON payload. */
  payload: string;
  state: string;
  retryCount: number;
  startAfter: Timestamp;
  lockedUntil: Nullable<Timestamp>;
  lastError: Nullable<string>;
  createdAt: Timestamp;
  finishedAt: Nullable<Timestamp>;
};

export type RenderDraftTable = {
  id: string;
  renderId: string;
  style: string;
  status: string;
  step: Nullable<string>;
  error: Nullable<string>;
  attempts: number;
  width: Nullable<number>;
  height: Nullable<number>;
  durationMs: Nullable<number>;
  createdAt: Timestamp;
  finishedAt: Nullable<Timestamp>;
  /** One of the style's backdrops (STYLE_BACKDROPS). */
  backdrop: Defaulted<string>;
  /** The generative painter's name; null: the built-in painter. */
  painter: Nullable<string>;
  likenessScore: Nullable<number>;
  /** JSON array of strings. */
  likenessReasons: Nullable<string>;
  /** Why the configured model did not paint it (down, cap reached, its image refused). */
  painterNote: Nullable<string>;
  /** 'built-in' when staff asked for the built-in painter; null: the configured model. */
  painterChoice: Nullable<string>;
  /** The model whose image was refused for its likeness (the image is kept in storage); null: none refused. */
  refusedPainter: Nullable<string>;
  refusedLikenessScore: Nullable<number>;
  /** JSON array of strings. */
  refusedLikenessReasons: Nullable<string>;
};

export type RenderVersionTable = {
  id: string;
  renderId: string;
  number: number;
  source: string;
  draftId: Nullable<string>;
  sourceKey: string;
  status: string;
  error: Nullable<string>;
  /** JSON: { [ratio]: { width, height, crop } } once derived: the print file's size and the crop it is made from. */
  results: string;
  createdAt: Timestamp;
  publishedAt: Nullable<Timestamp>;
  /** The finished image's width, once derived. */
  sourceWidth: Nullable<number>;
  /** The finished image's height, once derived. */
  sourceHeight: Nullable<number>;
  /** JSON box (fractions of the image) of the bike, when known. */
  subjectBox: Nullable<string>;
};

/** Downloads through one signed link (its signature names it), counted against the per-link limit. */
export type DownloadLinkUseTable = {
  signature: string;
  orderId: string;
  uses: number;
  lastUsedAt: Timestamp;
};

/** One analytics event; no user id and no cookie: a browser's events share a hash for one UTC day only. */
export type AnalyticsEventTable = {
  id: string;
  name: string;
  /** The UTC day, YYYY-MM-DD: what every insights query ranges over. */
  day: string;
  createdAt: Timestamp;
  visitorHash: Nullable<string>;
  path: Nullable<string>;
  renderId: Nullable<string>;
  orderId: Nullable<string>;
  amountCents: Nullable<number>;
  size: Nullable<string>;
  style: Nullable<string>;
  /** Render completed: seconds from the request to its first published version. */
  durationSeconds: Nullable<number>;
};

/** The random salt of one UTC day; yesterday's is deleted, so hashes cannot be linked across days. */
export type AnalyticsSaltTable = {
  day: string;
  salt: string;
};

export type DiscountCodeTable = {
  id: string;
  /** Stored in capitals, unique. */
  code: string;
  kind: string;
  /** Percent (1-100) or cents off. */
  value: number;
  expiresAt: Nullable<Timestamp>;
  usageLimit: Nullable<number>;
  oncePerCustomer: Flag;
  active: Flag;
  /** The email of the staff member who made it. */
  createdBy: string;
  createdAt: Timestamp;
};

/** One code used by one paid order. */
export type DiscountRedemptionTable = {
  orderId: string;
  discountCodeId: string;
  userId: string;
  discountCents: number;
  createdAt: Timestamp;
};

/** Money given back on an order: pending while the payment provider is asked, succeeded once it accepted. */
export type RefundTable = {
  id: string;
  orderId: string;
  amountCents: number;
  reason: string;
  status: string;
  providerRefundId: Nullable<string>;
  idempotencyKey: string;
  createdBy: string;
  createdAt: Timestamp;
  /** The part of the amount that goes back onto the order's gift card, not through the payment provider. */
  giftCardCents: Defaulted<number>;
};

export type DemoPaymentRefundTable = {
  id: string;
  sessionId: string;
  amountCents: number;
  idempotencyKey: string;
  createdAt: Timestamp;
};

/** A render's purchase reminder, decided once: sent, or not needed because it was bought. */
export type PurchaseReminderTable = {
  renderId: string;
  outcome: string;
  decidedAt: Timestamp;
};

/** Customers who turned off reminder emails through the unsubscribe link. */
export type EmailOptOutTable = {
  userId: string;
  optedOutAt: Timestamp;
};

export type RenderSubjectTable = {
  renderId: string;
  /** JSON: the bikes found, most prominent first ({ box, score }[]); empty when none was. */
  bikes: string;
  bike: number;
  /** JSON: the people on the chosen bike. */
  riders: string;
  rider: Flag;
  /** The engine's cut-out for the current bike and rider choice; null while it is being made. */
  automaticKey: Nullable<string>;
  correctedKey: Nullable<string>;
  width: Nullable<number>;
  height: Nullable<number>;
  updatedAt: Timestamp;
  /** Who made the automatic cut-out: 'store' (its own model) or 'comfyui' (ComfyUI's background removal); null before migration 028. */
  automaticSource: Nullable<string>;
};

/** A use of a code held by a checkout in progress until it is paid or ends (migration 014, decision 027). */
export type DiscountReservationTable = {
  id: string;
  discountCodeId: string;
  userId: string;
  /** Set once the payment provider made the checkout's session. */
  paymentSessionId: Nullable<string>;
  expiresAt: Timestamp;
  createdAt: Timestamp;
};

/** One line of an order, at its place in the order (migration 015, decision 032). */
export type OrderLineTable = {
  orderId: string;
  /** 0 for the order's first line. */
  position: number;
  /** The order's, copied so insights range over lines without joining every order (an order's time never changes). */
  createdAt: Timestamp;
  renderId: string;
  style: string;
  image: string;
  aspectRatio: string;
  size: string;
  quantity: number;
  isDigital: Flag;
  borderStyle: Nullable<string>;
  unitPriceCents: number;
  variantId: Nullable<string>;
  /** The render version the line bought, or that staff chose for a canvas after a revision (migration 020, decision 045). */
  versionId: Nullable<string>;
  versionChosenAt: Nullable<Timestamp>;
};

/** Generated drafts paid for on one UTC day (YYYY-MM-DD). */
export type PainterSpendTable = {
  day: string;
  images: Defaulted<number>;
  cents: Defaulted<number>;
};

/** Every change of an account's role; changedById null when made with npm run admin. */
export type RoleChangeTable = {
  id: string;
  userId: string;
  fromRole: string;
  toRole: string;
  changedById: Nullable<string>;
  createdAt: Timestamp;
};

/** A customer's answer to showing one render in the public gallery (migration 019, decision 044). */
export type GalleryConsentTable = {
  renderId: string;
  userId: string;
  source: string;
  givenAt: Nullable<Timestamp>;
  withdrawnAt: Nullable<Timestamp>;
  updatedAt: Timestamp;
};

/** A render shown in the public gallery: there only while its customer's consent stands. */
export type GalleryEntryTable = {
  renderId: string;
  addedById: string;
  addedAt: Timestamp;
};

/** A buyer's review of a render they bought; shown once staff approve it. */
export type ReviewTable = {
  id: string;
  renderId: string;
  orderId: string;
  userId: string;
  stars: number;
  text: string;
  photoKey: Nullable<string>;
  status: Defaulted<string>;
  decidedById: Nullable<string>;
  decidedAt: Nullable<Timestamp>;
  createdAt: Timestamp;
};

/** A gift card bought for someone (migration 021, decision 046): its code is known only by its hash. */
export type GiftCardTable = {
  id: string;
  /** The payment that bought it: the card is issued once per payment. */
  paymentSessionId: string;
  buyerUserId: string;
  /** As the recipient's email names the buyer. */
  buyerName: string;
  amountCents: number;
  /** What can still be spent: the amount less what checkouts hold and orders spent, plus refunds back. */
  balanceCents: number;
  recipientName: string;
  recipientEmail: string;
  message: string;
  /** SHA-256 of the normalised code; null until paid. */
  codeHash: Nullable<string>;
  /** The code's last four characters, for the buyer and staff to tell cards apart. */
  codeEnding: Nullable<string>;
  issuedAt: Nullable<Timestamp>;
  createdAt: Timestamp;
  /** When a lost code was last replaced (decision 049); null when never. */
  codeReplacedAt: Nullable<Timestamp>;
  /** The staff member who last replaced a lost code. */
  codeReplacedBy: Nullable<string>;
};

/** A part of a card's balance held by a checkout (held), taken by its order (spent) or given back (released). */
export type GiftCardHoldTable = {
  id: string;
  giftCardId: string;
  userId: string;
  paymentSessionId: Nullable<string>;
  amountCents: number;
  status: string;
  orderId: Nullable<string>;
  expiresAt: Timestamp;
  createdAt: Timestamp;
};

export type PreviewSetTable = {
  id: string;
  userId: string;
  createdAt: Timestamp;
  /** The decoded photo the sketches are painted from and a submitted request is made from. */
  photoKey: string;
  filename: string;
  /** Set while a submit makes the render request from this set: another submit then waits its turn. */
  submittingSince: Nullable<Timestamp>;
  /** The bike the customer picked on the photo, by its index among those found (the one sketched); null: none picked. */
  bike: Nullable<number>;
};

export type StylePreviewTable = {
  setId: string;
  style: string;
  status: string;
  imageKey: Nullable<string>;
  error: Nullable<string>;
};

/** The style-preview sets an account started in its current 24-hour window (decision 047). */
export type PreviewWindowTable = {
  userId: string;
  startedAt: Timestamp;
  count: number;
};

/** The bike the customer picked on a photo with several, by its index among those found: the render's first cut-out is of it. */
export type RenderBikePickTable = {
  renderId: string;
  bike: number;
  pickedAt: Timestamp;
};

/** Every table of the store, by its name. */
export type Tables = {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  rateLimit: RateLimitTable;
  outboxEmail: OutboxEmailTable;
  contactMessage: ContactMessageTable;
  render: RenderTable;
  uploadWindow: UploadWindowTable;
  cart: CartTable;
  checkout: CheckoutTable;
  order: OrderTable;
  orderEvent: OrderEventTable;
  purchasedRender: PurchasedRenderTable;
  processedPaymentEvent: ProcessedPaymentEventTable;
  demoPaymentSession: DemoPaymentSessionTable;
  backgroundJob: BackgroundJobTable;
  renderDraft: RenderDraftTable;
  renderVersion: RenderVersionTable;
  downloadLinkUse: DownloadLinkUseTable;
  analyticsEvent: AnalyticsEventTable;
  analyticsSalt: AnalyticsSaltTable;
  discountCode: DiscountCodeTable;
  discountRedemption: DiscountRedemptionTable;
  refund: RefundTable;
  demoPaymentRefund: DemoPaymentRefundTable;
  purchaseReminder: PurchaseReminderTable;
  emailOptOut: EmailOptOutTable;
  renderSubject: RenderSubjectTable;
  discountReservation: DiscountReservationTable;
  orderLine: OrderLineTable;
  painterSpend: PainterSpendTable;
  roleChange: RoleChangeTable;
  galleryConsent: GalleryConsentTable;
  galleryEntry: GalleryEntryTable;
  review: ReviewTable;
  giftCard: GiftCardTable;
  giftCardHold: GiftCardHoldTable;
  previewSet: PreviewSetTable;
  stylePreview: StylePreviewTable;
  previewWindow: PreviewWindowTable;
  renderBikePick: RenderBikePickTable;
};
