import type { ColumnType, InsertType, SelectType, UpdateType } from 'kysely';
import type { ConsentSource } from '@store/shared/gallery';
import type { DiscountKind } from '@store/shared/discounts';
import type { OrderStatus, PaymentStatus } from '@store/shared/orders';
import type { JobStatus, VERSION_SOURCES } from '@store/shared/production';
import type { RenderStatus } from '@store/shared/renders';
import type { STYLE_PREVIEW_STATUSES } from '@store/shared/style-previews';
import type { ReviewStatus } from '@store/shared/reviews';
import type { Role } from '@store/shared/roles';
import type { Tables } from './schema.generated.ts';

/**
 * The database as the store's code sees it (decision 061): the tables `npm run db:types` wrote from
 * the migrations, with each text column that holds one of a list of values narrowed to that list.
 */

/** Names only tables and columns the migrations made: a misspelt one fails the type check. */
type ColumnsOf<
  N extends { [T in keyof N]: T extends keyof Tables ? { [C in keyof N[T]]: C extends keyof Tables[T] ? string : never } : never },
> = N;

type Narrowings = ColumnsOf<{
  user: { role: Role };
  roleChange: { fromRole: Role; toRole: Role };
  outboxEmail: { status: 'pending' | 'sending' | 'sent' };
  render: { status: RenderStatus; statusBeforeDelete: Exclude<RenderStatus, 'deleted'> };
  backgroundJob: { state: 'queued' | 'active' | 'retry' | 'completed' | 'failed' };
  renderDraft: { status: JobStatus };
  renderVersion: { source: (typeof VERSION_SOURCES)[number]; status: JobStatus };
  stylePreview: { status: (typeof STYLE_PREVIEW_STATUSES)[number] };
  checkout: { status: 'open' | 'paid' | 'failed' | 'expired' };
  giftCardHold: { status: 'held' | 'spent' | 'released' };
  discountCode: { kind: DiscountKind };
  order: { status: OrderStatus; paymentStatus: PaymentStatus };
  orderEvent: { kind: 'created' | 'status' | 'note' | 'payment' | 'print' | 'email' | 'downloads' | 'refund' | 'gift' };
  demoPaymentSession: { status: 'open' | 'complete' | 'expired'; paymentStatus: 'paid' | 'unpaid' };
  refund: { status: 'pending' | 'succeeded' };
  purchaseReminder: { outcome: 'sent' | 'bought' };
  galleryConsent: { source: ConsentSource };
  review: { status: ReviewStatus };
}>;

/** Text read, written and compared as the values V; null, and whether an insert may leave it out, stay. */
type Narrowed<Column, V extends string> = Column extends string
  ? V
  : ColumnType<Exclude<SelectType<Column>, string> | V, Exclude<InsertType<Column>, string> | V, Exclude<UpdateType<Column>, string> | V>;

type NarrowedTable<Table, N> = {
  [C in keyof Table]: C extends keyof N ? (N[C] extends string ? Narrowed<Table[C], N[C]> : never) : Table[C];
};

export type Database = {
  [T in keyof Tables]: T extends keyof Narrowings ? NarrowedTable<Tables[T], Narrowings[T]> : Tables[T];
};

export type CheckoutTable = Database['checkout'];
export type DemoPaymentSessionTable = Database['demoPaymentSession'];
export type DiscountCodeTable = Database['discountCode'];
export type GiftCardTable = Database['giftCard'];
export type OrderEventTable = Database['orderEvent'];
export type OrderLineTable = Database['orderLine'];
export type OrderTable = Database['order'];
export type OutboxEmailTable = Database['outboxEmail'];
export type PurchaseReminderTable = Database['purchaseReminder'];
export type RefundTable = Database['refund'];
export type RenderDraftTable = Database['renderDraft'];
export type RenderSubjectTable = Database['renderSubject'];
export type RenderTable = Database['render'];
export type RenderVersionTable = Database['renderVersion'];
