import type { ColumnType, Generated } from 'kysely';
import type { ConsentSource } from '@store/shared/gallery';
import type { DiscountKind } from '@store/shared/discounts';
import type { OrderStatus, PaymentStatus } from '@store/shared/orders';
import type { JobStatus, VERSION_SOURCES } from '@store/shared/production';
import type { RenderStatus } from '@store/shared/renders';
import type { STYLE_PREVIEW_STATUSES } from '@store/shared/style-previews';
import type { ReviewStatus } from '@store/shared/reviews';
import type { Role } from '@store/shared/roles';

/** Dates are written as ISO strings; PostgreSQL reads them back as Date, SQLite as text. */
type Timestamp = ColumnType<Date | string, string, string>;
/** Booleans are written as 1/0, which both databases accept; read back as boolean or number. */
type Flag = ColumnType<boolean | number, number, number>;

export type UserTable = {
  id: string;
  name: string;
  email: string;
  emailVerified: Flag;
  image: string | null;
  /** Customer, staff or owner (migration 018, decision 041). */
  role: ColumnType<Role, Role | undefined, Role>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Set when the customer deleted their account: the row stays, emptied, for the orders (decision 024). */
  deletedAt: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** Counts the events that end the account's signed session copies at once: a session ended, a role changed, the account deleted (migration 014). */
  sessionGeneration: ColumnType<number, number | undefined, number>;
};

/** Every change of an account's role; `changedById` null when made with `npm run admin`. */
export type RoleChangeTable = {
  id: string;
  userId: string;
  fromRole: Role;
  toRole: Role;
  changedById: string | null;
  createdAt: Timestamp;
};

export type SessionTable = {
  id: string;
  userId: string;
  token: string;
  expiresAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export type AccountTable = {
  id: string;
  userId: string;
  accountId: string;
  providerId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: Timestamp | null;
  refreshTokenExpiresAt: Timestamp | null;
  scope: string | null;
  password: string | null;
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
  lastRequest: ColumnType<number | string, number, number>;
};

export type OutboxEmailTable = {
  id: string;
  recipient: string;
  replyTo: string | null;
  /** The unsubscribe address for a List-Unsubscribe header, on emails that carry one. */
  listUnsubscribe: ColumnType<string | null, string | null | undefined, string | null>;
  /** The customer whose personal data an email to someone else (a staff alert) holds: erased with their account (migration 014). */
  aboutUserId: ColumnType<string | null, string | null | undefined, string | null>;
  subject: string;
  html: string;
  text: string;
  status: 'pending' | 'sending' | 'sent';
  attempts: Generated<number>;
  nextAttemptAt: Timestamp;
  lastError: string | null;
  createdAt: Timestamp;
  sentAt: Timestamp | null;
  /** The html and text are sealed (encrypted): the body holds a secret, a gift card code (migration 025). */
  sealed: ColumnType<boolean | number, number | undefined, number>;
};

export type ContactMessageTable = {
  id: string;
  name: string;
  email: string;
  message: string;
  userId: string | null;
  createdAt: Timestamp;
  /** When staff marked it answered, and who. */
  handledAt: ColumnType<Date | string | null, string | null | undefined, string | null>;
  handledBy: ColumnType<string | null, string | null | undefined, string | null>;
};

export type RenderTable = {
  id: string;
  userId: string;
  customerName: string;
  customerEmail: string;
  style: string;
  aspectRatio: string;
  status: RenderStatus;
  statusBeforeDelete: Exclude<RenderStatus, 'deleted'> | null;
  filename: string;
  originalKey: string;
  width: number;
  height: number;
  /** JSON: the derived results, { [ratio]: { width, height } }. */
  results: ColumnType<string, string | undefined, string>;
  submittedAt: Timestamp;
  completedAt: Timestamp | null;
  deletedAt: Timestamp | null;
  /** JSON: the photo check's findings at upload. */
  photoFindings: ColumnType<string, string | undefined, string>;
  /** When a draft in the customer's style was first ready (for this round of work). */
  draftReadyAt: Timestamp | null;
  /** When staff first opened the render on the workbench (for this round of work). */
  reviewStartedAt: Timestamp | null;
  /** When the customer's latest revision request came in, and what they asked. */
  revisionRequestedAt: Timestamp | null;
  revisionNote: string | null;
  revisionsUsed: Generated<number>;
  /** The version customers see, once published. */
  publishedVersionId: string | null;
};

export type BackgroundJobTable = {
  id: string;
  queue: string;
  /** JSON payload. */
  payload: string;
  state: 'queued' | 'active' | 'retry' | 'completed' | 'failed';
  retryCount: number;
  startAfter: Timestamp;
  lockedUntil: Timestamp | null;
  lastError: string | null;
  createdAt: Timestamp;
  finishedAt: Timestamp | null;
};

export type RenderDraftTable = {
  id: string;
  renderId: string;
  style: string;
  /** One of the style's backdrops (STYLE_BACKDROPS). */
  backdrop: string;
  status: JobStatus;
  step: string | null;
  error: string | null;
  attempts: number;
  width: number | null;
  height: number | null;
  durationMs: number | null;
  createdAt: Timestamp;
  finishedAt: Timestamp | null;
  /** The generative painter's name; null: the built-in painter. */
  painter: string | null;
  likenessScore: number | null;
  /** JSON array of strings. */
  likenessReasons: string | null;
  /** Why the configured model did not paint it (down, cap reached, its image refused). */
  painterNote: string | null;
  /** 'built-in' when staff asked for the built-in painter; null: the configured model. */
  painterChoice: string | null;
  /** The model whose image was refused for its likeness (the image is kept in storage); null: none refused. */
  refusedPainter: string | null;
  refusedLikenessScore: number | null;
  /** JSON array of strings. */
  refusedLikenessReasons: string | null;
};

/** Generated drafts paid for on one UTC day (YYYY-MM-DD). */
export type PainterSpendTable = { day: string; images: Generated<number>; cents: Generated<number> };

export type RenderSubjectTable = {
  renderId: string;
  /** JSON: the bikes found, most prominent first ({ box, score }[]); empty when none was. */
  bikes: string;
  bike: number;
  /** JSON: the people on the chosen bike. */
  riders: string;
  rider: Flag;
  /** The engine's cut-out for the current bike and rider choice; null while it is being made. */
  automaticKey: string | null;
  /** Who made the automatic cut-out: 'store' (its own model) or 'comfyui' (ComfyUI's background removal); null before migration 028. */
  automaticSource: string | null;
  correctedKey: string | null;
  width: number | null;
  height: number | null;
  updatedAt: Timestamp;
};

/** The bike the customer picked on a photo with several, by its index among those found: the render's first cut-out is of it. */
export type RenderBikePickTable = {
  renderId: string;
  bike: number;
  pickedAt: Timestamp;
};

export type RenderVersionTable = {
  id: string;
  renderId: string;
  number: number;
  source: (typeof VERSION_SOURCES)[number];
  draftId: string | null;
  sourceKey: string;
  status: JobStatus;
  error: string | null;
  /** JSON: { [ratio]: { width, height, crop } } once derived: the print file's size and the crop it is made from. */
  results: string;
  createdAt: Timestamp;
  publishedAt: Timestamp | null;
  /** The finished image's size, once derived. */
  sourceWidth: number | null;
  sourceHeight: number | null;
  /** JSON box (fractions of the image) of the bike, when known. */
  subjectBox: string | null;
};

export type UploadWindowTable = {
  userId: string;
  startedAt: Timestamp;
  count: number;
};

/** The style-preview sets an account started in its current 24-hour window (decision 047). */
export type PreviewWindowTable = UploadWindowTable;

export type PreviewSetTable = {
  id: string;
  userId: string;
  createdAt: Timestamp;
  /** The decoded photo the sketches are painted from and a submitted request is made from. */
  photoKey: string;
  filename: string;
  /** Set while a submit makes the render request from this set: another submit then waits its turn. */
  submittingSince: Timestamp | null;
  /** The bike the customer picked on the photo, by its index among those found (the one sketched); null: none picked. */
  bike: number | null;
};

export type StylePreviewTable = {
  setId: string;
  style: string;
  status: (typeof STYLE_PREVIEW_STATUSES)[number];
  imageKey: string | null;
  error: string | null;
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
  status: 'open' | 'paid' | 'failed' | 'expired';
  createdAt: Timestamp;
  /** The discount code and amounts the checkout was priced with (migration 009). */
  discountCode: ColumnType<string | null, string | null | undefined, string | null>;
  discountCents: ColumnType<number, number | undefined, number>;
  shippingCents: ColumnType<number, number | undefined, number>;
  shippingRegion: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON: the gift's message and recipient (GiftChoice), or null (migration 021). */
  gift: ColumnType<string | null, string | null | undefined, string | null>;
  /** The gift card the checkout pays with, and what it holds of the card's balance. */
  giftCardId: ColumnType<string | null, string | null | undefined, string | null>;
  giftCardCents: ColumnType<number, number | undefined, number>;
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
  codeHash: string | null;
  /** The code's last four characters, for the buyer and staff to tell cards apart. */
  codeEnding: string | null;
  issuedAt: NullableTimestamp;
  createdAt: Timestamp;
  /** When a lost code was last replaced, and by which staff member (decision 049); null when never. */
  codeReplacedAt: NullableTimestamp;
  codeReplacedBy: string | null;
};

/** A part of a card's balance held by a checkout (held), taken by its order (spent) or given back (released). */
export type GiftCardHoldTable = {
  id: string;
  giftCardId: string;
  userId: string;
  paymentSessionId: string | null;
  amountCents: number;
  status: 'held' | 'spent' | 'released';
  orderId: string | null;
  expiresAt: Timestamp;
  createdAt: Timestamp;
};

/** A use of a code held by a checkout in progress until it is paid or ends (migration 014, decision 027). */
export type DiscountReservationTable = {
  id: string;
  discountCodeId: string;
  userId: string;
  /** Set once the payment provider made the checkout's session. */
  paymentSessionId: string | null;
  expiresAt: Timestamp;
  createdAt: Timestamp;
};

export type DiscountCodeTable = {
  id: string;
  /** Stored in capitals, unique. */
  code: string;
  kind: DiscountKind;
  /** Percent (1-100) or cents off. */
  value: number;
  expiresAt: Timestamp | null;
  usageLimit: number | null;
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

export type OrderTable = {
  id: string;
  paymentSessionId: string;
  userId: string;
  name: string;
  email: string;
  /** The fulfilment status (decision 039). */
  status: OrderStatus;
  /** Set only by refunds through the payment provider (decision 039). */
  paymentStatus: ColumnType<PaymentStatus, 'paid' | undefined>;
  /** When the customer was emailed that the order shipped: once per order. */
  shippedEmailAt: ColumnType<Date | string | null, string | null | undefined, string | null>;
  notes: ColumnType<string, string | undefined, string>;
  /** JSON: ShippingInfo or null for a digital-only order. */
  shipping: string | null;
  amountCents: number;
  printProvider: string;
  printOrderId: string | null;
  printDashboardUrl: string | null;
  printStatus: string | null;
  /** JSON: string[]; a second package adds a number, never replaces one. */
  trackingNumbers: ColumnType<string, string | undefined, string>;
  /** Failed print submissions are retried with back-off until this many attempts. */
  printAttempts: ColumnType<number, number | undefined, number>;
  printNextAttemptAt: Timestamp | null;
  /** When staff turned off every download link of the order. */
  downloadsRevokedAt: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** Refunded so far, reserved before the provider is asked (cents). */
  refundedCents: ColumnType<number, number | undefined, number>;
  /** What the amount paid is made of, besides the items (migration 009). */
  discountCode: ColumnType<string | null, string | null | undefined, string | null>;
  discountCents: ColumnType<number, number | undefined, number>;
  shippingCents: ColumnType<number, number | undefined, number>;
  taxCents: ColumnType<number, number | undefined, number>;
  /** A gift: its message and recipient's name; the address is `shipping` (migration 021). */
  giftMessage: ColumnType<string | null, string | null | undefined, string | null>;
  giftRecipientName: ColumnType<string | null, string | null | undefined, string | null>;
  /** What a gift card paid of the order besides `amountCents`, and what refunds gave back to it. */
  giftCardId: ColumnType<string | null, string | null | undefined, string | null>;
  giftCardCents: ColumnType<number, number | undefined, number>;
  giftCardRefundedCents: ColumnType<number, number | undefined, number>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
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
  borderStyle: string | null;
  unitPriceCents: number;
  variantId: string | null;
  /** The render version the line bought, or that staff chose for a canvas after a revision (migration 020, decision 045). */
  versionId: ColumnType<string | null, string | null | undefined, string | null>;
  versionChosenAt: ColumnType<Date | string | null, string | null | undefined, string | null>;
};

/** Downloads through one signed link (its signature names it), counted against the per-link limit. */
export type DownloadLinkUseTable = { signature: string; orderId: string; uses: number; lastUsedAt: Timestamp };

export type OrderEventTable = {
  id: string;
  orderId: string;
  kind: 'created' | 'status' | 'note' | 'payment' | 'print' | 'email' | 'downloads' | 'refund' | 'gift';
  message: string;
  actor: string;
  createdAt: Timestamp;
};

export type PurchasedRenderTable = { userId: string; renderId: string; orderId: string };

export type ProcessedPaymentEventTable = { id: string; type: string; processedAt: Timestamp };

export type DemoPaymentSessionTable = {
  id: string;
  /** JSON: the session as the demo provider keeps it. */
  data: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid';
  createdAt: Timestamp;
};

/** One analytics event; no user id and no cookie: a browser's events share a hash for one UTC day only. */
export type AnalyticsEventTable = {
  id: string;
  name: string;
  /** The UTC day, YYYY-MM-DD: what every insights query ranges over. */
  day: string;
  createdAt: Timestamp;
  visitorHash: string | null;
  path: string | null;
  renderId: string | null;
  orderId: string | null;
  amountCents: number | null;
  size: string | null;
  style: string | null;
  /** Render completed: seconds from the request to its first published version. */
  durationSeconds: number | null;
};

/** The random salt of one UTC day; yesterday's is deleted, so hashes cannot be linked across days. */
export type AnalyticsSaltTable = { day: string; salt: string };

/** Money given back on an order: pending while the payment provider is asked, succeeded once it accepted. */
export type RefundTable = {
  id: string;
  orderId: string;
  amountCents: number;
  reason: string;
  status: 'pending' | 'succeeded';
  providerRefundId: string | null;
  idempotencyKey: string;
  createdBy: string;
  createdAt: Timestamp;
  /** The part of the amount that goes back onto the order's gift card, not through the payment provider. */
  giftCardCents: ColumnType<number, number | undefined, number>;
};

export type DemoPaymentRefundTable = { id: string; sessionId: string; amountCents: number; idempotencyKey: string; createdAt: Timestamp };

/** A render's purchase reminder, decided once: sent, or not needed because it was bought. */
export type PurchaseReminderTable = { renderId: string; outcome: 'sent' | 'bought'; decidedAt: Timestamp };

/** Customers who turned off reminder emails through the unsubscribe link. */
export type EmailOptOutTable = { userId: string; optedOutAt: Timestamp };

type NullableTimestamp = ColumnType<Date | string | null, string | null | undefined, string | null>;

/** A customer's answer to showing one render in the public gallery (migration 019, decision 044). */
export type GalleryConsentTable = {
  renderId: string;
  userId: string;
  source: ConsentSource;
  givenAt: NullableTimestamp;
  withdrawnAt: NullableTimestamp;
  updatedAt: Timestamp;
};

/** A render shown in the public gallery: there only while its customer's consent stands. */
export type GalleryEntryTable = { renderId: string; addedById: string; addedAt: Timestamp };

/** A buyer's review of a render they bought; shown once staff approve it. */
export type ReviewTable = {
  id: string;
  renderId: string;
  orderId: string;
  userId: string;
  stars: number;
  text: string;
  photoKey: string | null;
  status: ColumnType<ReviewStatus, ReviewStatus | undefined, ReviewStatus>;
  decidedById: ColumnType<string | null, string | null | undefined, string | null>;
  decidedAt: NullableTimestamp;
  createdAt: Timestamp;
};

export type Database = {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  rateLimit: RateLimitTable;
  outboxEmail: OutboxEmailTable;
  contactMessage: ContactMessageTable;
  render: RenderTable;
  uploadWindow: UploadWindowTable;
  previewWindow: PreviewWindowTable;
  previewSet: PreviewSetTable;
  stylePreview: StylePreviewTable;
  cart: CartTable;
  checkout: CheckoutTable;
  discountCode: DiscountCodeTable;
  discountRedemption: DiscountRedemptionTable;
  discountReservation: DiscountReservationTable;
  giftCard: GiftCardTable;
  giftCardHold: GiftCardHoldTable;
  order: OrderTable;
  orderLine: OrderLineTable;
  orderEvent: OrderEventTable;
  purchasedRender: PurchasedRenderTable;
  downloadLinkUse: DownloadLinkUseTable;
  processedPaymentEvent: ProcessedPaymentEventTable;
  demoPaymentSession: DemoPaymentSessionTable;
  refund: RefundTable;
  demoPaymentRefund: DemoPaymentRefundTable;
  purchaseReminder: PurchaseReminderTable;
  emailOptOut: EmailOptOutTable;
  backgroundJob: BackgroundJobTable;
  renderDraft: RenderDraftTable;
  painterSpend: PainterSpendTable;
  renderSubject: RenderSubjectTable;
  renderBikePick: RenderBikePickTable;
  renderVersion: RenderVersionTable;
  analyticsEvent: AnalyticsEventTable;
  analyticsSalt: AnalyticsSaltTable;
  roleChange: RoleChangeTable;
  galleryConsent: GalleryConsentTable;
  galleryEntry: GalleryEntryTable;
  review: ReviewTable;
};
