import type { ColumnType, Generated } from 'kysely';

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
  isAdmin: Flag;
  createdAt: Timestamp;
  updatedAt: Timestamp;
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
  subject: string;
  html: string;
  text: string;
  status: 'pending' | 'sending' | 'sent';
  attempts: Generated<number>;
  nextAttemptAt: Timestamp;
  lastError: string | null;
  createdAt: Timestamp;
  sentAt: Timestamp | null;
};

export type ContactMessageTable = {
  id: string;
  name: string;
  email: string;
  message: string;
  userId: string | null;
  createdAt: Timestamp;
};

export type RenderTable = {
  id: string;
  userId: string;
  customerName: string;
  customerEmail: string;
  style: string;
  aspectRatio: string;
  status: 'pending' | 'complete' | 'deleted';
  statusBeforeDelete: 'pending' | 'complete' | null;
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
  background: Flag;
  status: 'queued' | 'running' | 'ready' | 'failed';
  step: string | null;
  error: string | null;
  attempts: number;
  width: number | null;
  height: number | null;
  durationMs: number | null;
  createdAt: Timestamp;
  finishedAt: Timestamp | null;
};

export type RenderVersionTable = {
  id: string;
  renderId: string;
  number: number;
  source: 'draft' | 'upload';
  draftId: string | null;
  sourceKey: string;
  status: 'queued' | 'running' | 'ready' | 'failed';
  error: string | null;
  /** JSON: { [ratio]: { width, height } } once derived. */
  results: string;
  createdAt: Timestamp;
  publishedAt: Timestamp | null;
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
  status: 'open' | 'paid' | 'failed' | 'expired';
  createdAt: Timestamp;
};

export type OrderTable = {
  id: string;
  paymentSessionId: string;
  userId: string;
  name: string;
  email: string;
  status: 'paid' | 'in-production' | 'shipped' | 'delivered' | 'issue';
  notes: ColumnType<string, string | undefined, string>;
  /** JSON: OrderItem[]. */
  items: string;
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
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

/** Downloads through one signed link (its signature names it), counted against the per-link limit. */
export type DownloadLinkUseTable = { signature: string; orderId: string; uses: number; lastUsedAt: Timestamp };

export type OrderEventTable = {
  id: string;
  orderId: string;
  kind: 'created' | 'status' | 'note' | 'payment' | 'print' | 'email' | 'downloads';
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
  cart: CartTable;
  checkout: CheckoutTable;
  order: OrderTable;
  orderEvent: OrderEventTable;
  purchasedRender: PurchasedRenderTable;
  downloadLinkUse: DownloadLinkUseTable;
  processedPaymentEvent: ProcessedPaymentEventTable;
  demoPaymentSession: DemoPaymentSessionTable;
  backgroundJob: BackgroundJobTable;
  renderDraft: RenderDraftTable;
  renderVersion: RenderVersionTable;
};
