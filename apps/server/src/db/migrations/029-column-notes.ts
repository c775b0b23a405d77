import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database.ts';

/** A table's note (column null) or a column's. */
type Note = [table: string, column: string | null, note: string];

const NOTES: Note[] = [
  ['user', 'role', 'Customer, staff or owner (migration 018, decision 041).'],
  ['user', 'deletedAt', 'Set when the customer deleted their account: the row stays, emptied, for the orders (decision 024).'],
  [
    'user',
    'sessionGeneration',
    "Counts the events that end the account's signed session copies at once: a session ended, a role changed, the account deleted (migration 014).",
  ],
  ['roleChange', null, "Every change of an account's role; changedById null when made with npm run admin."],
  ['outboxEmail', 'listUnsubscribe', 'The unsubscribe address for a List-Unsubscribe header, on emails that carry one.'],
  [
    'outboxEmail',
    'aboutUserId',
    'The customer whose personal data an email to someone else (a staff alert) holds: erased with their account (migration 014).',
  ],
  ['outboxEmail', 'sealed', 'The html and text are sealed (encrypted): the body holds a secret, a gift card code (migration 025).'],
  ['contactMessage', 'handledAt', 'When staff marked it answered.'],
  ['contactMessage', 'handledBy', 'Who marked it answered.'],
  ['render', 'results', 'JSON: the derived results, { [ratio]: { width, height } }.'],
  ['render', 'photoFindings', "JSON: the photo check's findings at upload."],
  ['render', 'draftReadyAt', "When a draft in the customer's style was first ready (for this round of work)."],
  ['render', 'reviewStartedAt', 'When staff first opened the render on the workbench (for this round of work).'],
  ['render', 'revisionRequestedAt', "When the customer's latest revision request came in."],
  ['render', 'revisionNote', 'What the customer asked for in their latest revision request.'],
  ['render', 'publishedVersionId', 'The version customers see, once published.'],
  ['backgroundJob', 'payload', 'JSON payload.'],
  ['renderDraft', 'backdrop', "One of the style's backdrops (STYLE_BACKDROPS)."],
  ['renderDraft', 'painter', "The generative painter's name; null: the built-in painter."],
  ['renderDraft', 'likenessReasons', 'JSON array of strings.'],
  ['renderDraft', 'painterNote', 'Why the configured model did not paint it (down, cap reached, its image refused).'],
  ['renderDraft', 'painterChoice', "'built-in' when staff asked for the built-in painter; null: the configured model."],
  [
    'renderDraft',
    'refusedPainter',
    'The model whose image was refused for its likeness (the image is kept in storage); null: none refused.',
  ],
  ['renderDraft', 'refusedLikenessReasons', 'JSON array of strings.'],
  ['painterSpend', null, 'Generated drafts paid for on one UTC day (YYYY-MM-DD).'],
  ['renderSubject', 'bikes', 'JSON: the bikes found, most prominent first ({ box, score }[]); empty when none was.'],
  ['renderSubject', 'riders', 'JSON: the people on the chosen bike.'],
  ['renderSubject', 'automaticKey', "The engine's cut-out for the current bike and rider choice; null while it is being made."],
  [
    'renderSubject',
    'automaticSource',
    "Who made the automatic cut-out: 'store' (its own model) or 'comfyui' (ComfyUI's background removal); null before migration 028.",
  ],
  [
    'renderBikePick',
    null,
    "The bike the customer picked on a photo with several, by its index among those found: the render's first cut-out is of it.",
  ],
  [
    'renderVersion',
    'results',
    "JSON: { [ratio]: { width, height, crop } } once derived: the print file's size and the crop it is made from.",
  ],
  ['renderVersion', 'sourceWidth', "The finished image's width, once derived."],
  ['renderVersion', 'sourceHeight', "The finished image's height, once derived."],
  ['renderVersion', 'subjectBox', 'JSON box (fractions of the image) of the bike, when known.'],
  ['previewWindow', null, 'The style-preview sets an account started in its current 24-hour window (decision 047).'],
  ['previewSet', 'photoKey', 'The decoded photo the sketches are painted from and a submitted request is made from.'],
  ['previewSet', 'submittingSince', 'Set while a submit makes the render request from this set: another submit then waits its turn.'],
  [
    'previewSet',
    'bike',
    'The bike the customer picked on the photo, by its index among those found (the one sketched); null: none picked.',
  ],
  ['cart', 'entries', "JSON: the saved cart entries, without prices (prices are always the catalogue's)."],
  ['checkout', 'entries', 'JSON: the priced cart entries being paid for.'],
  ['checkout', 'discountCode', 'The discount code the checkout was priced with (migration 009).'],
  ['checkout', 'gift', "JSON: the gift's message and recipient (GiftChoice), or null (migration 021)."],
  ['checkout', 'giftCardId', 'The gift card the checkout pays with.'],
  ['checkout', 'giftCardCents', "What the checkout holds of the gift card's balance."],
  ['giftCard', null, 'A gift card bought for someone (migration 021, decision 046): its code is known only by its hash.'],
  ['giftCard', 'paymentSessionId', 'The payment that bought it: the card is issued once per payment.'],
  ['giftCard', 'buyerName', "As the recipient's email names the buyer."],
  ['giftCard', 'balanceCents', 'What can still be spent: the amount less what checkouts hold and orders spent, plus refunds back.'],
  ['giftCard', 'codeHash', 'SHA-256 of the normalised code; null until paid.'],
  ['giftCard', 'codeEnding', "The code's last four characters, for the buyer and staff to tell cards apart."],
  ['giftCard', 'codeReplacedAt', 'When a lost code was last replaced (decision 049); null when never.'],
  ['giftCard', 'codeReplacedBy', 'The staff member who last replaced a lost code.'],
  ['giftCardHold', null, "A part of a card's balance held by a checkout (held), taken by its order (spent) or given back (released)."],
  ['discountReservation', null, 'A use of a code held by a checkout in progress until it is paid or ends (migration 014, decision 027).'],
  ['discountReservation', 'paymentSessionId', "Set once the payment provider made the checkout's session."],
  ['discountCode', 'code', 'Stored in capitals, unique.'],
  ['discountCode', 'value', 'Percent (1-100) or cents off.'],
  ['discountCode', 'createdBy', 'The email of the staff member who made it.'],
  ['discountRedemption', null, 'One code used by one paid order.'],
  ['order', 'status', 'The fulfilment status (decision 039).'],
  ['order', 'paymentStatus', 'Set only by refunds through the payment provider (decision 039).'],
  ['order', 'shippedEmailAt', 'When the customer was emailed that the order shipped: once per order.'],
  ['order', 'shipping', 'JSON: ShippingInfo or null for a digital-only order.'],
  ['order', 'trackingNumbers', 'JSON: string[]; a second package adds a number, never replaces one.'],
  ['order', 'printAttempts', 'Failed print submissions are retried with back-off until this many attempts.'],
  ['order', 'downloadsRevokedAt', 'When staff turned off every download link of the order.'],
  ['order', 'refundedCents', 'Refunded so far, reserved before the provider is asked (cents).'],
  ['order', 'discountCode', 'What the amount paid is made of, besides the items (migration 009): the discount code.'],
  ['order', 'giftMessage', 'A gift: its message; the address is shipping (migration 021).'],
  ['order', 'giftRecipientName', "A gift: its recipient's name."],
  ['order', 'giftCardId', 'The gift card that paid part of the order.'],
  ['order', 'giftCardCents', 'What the gift card paid of the order besides amountCents.'],
  ['order', 'giftCardRefundedCents', 'What refunds gave back to the gift card.'],
  ['orderLine', null, 'One line of an order, at its place in the order (migration 015, decision 032).'],
  ['orderLine', 'position', "0 for the order's first line."],
  [
    'orderLine',
    'createdAt',
    "The order's, copied so insights range over lines without joining every order (an order's time never changes).",
  ],
  [
    'orderLine',
    'versionId',
    'The render version the line bought, or that staff chose for a canvas after a revision (migration 020, decision 045).',
  ],
  ['downloadLinkUse', null, 'Downloads through one signed link (its signature names it), counted against the per-link limit.'],
  ['demoPaymentSession', 'data', 'JSON: the session as the demo provider keeps it.'],
  ['analyticsEvent', null, "One analytics event; no user id and no cookie: a browser's events share a hash for one UTC day only."],
  ['analyticsEvent', 'day', 'The UTC day, YYYY-MM-DD: what every insights query ranges over.'],
  ['analyticsEvent', 'durationSeconds', 'Render completed: seconds from the request to its first published version.'],
  ['analyticsSalt', null, "The random salt of one UTC day; yesterday's is deleted, so hashes cannot be linked across days."],
  ['refund', null, 'Money given back on an order: pending while the payment provider is asked, succeeded once it accepted.'],
  ['refund', 'giftCardCents', "The part of the amount that goes back onto the order's gift card, not through the payment provider."],
  ['purchaseReminder', null, "A render's purchase reminder, decided once: sent, or not needed because it was bought."],
  ['emailOptOut', null, 'Customers who turned off reminder emails through the unsubscribe link.'],
  ['galleryConsent', null, "A customer's answer to showing one render in the public gallery (migration 019, decision 044)."],
  ['galleryEntry', null, "A render shown in the public gallery: there only while its customer's consent stands."],
  ['review', null, "A buyer's review of a render they bought; shown once staff approve it."],
];

/**
 * What a table or column holds where its name does not say it all, kept in PostgreSQL's catalogue
 * (decision 061): `psql \d+` shows it, and `npm run db:types` writes it above the column's type.
 * SQLite keeps no notes.
 */
export function columnNotes(kind: DatabaseKind) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (kind !== 'postgres') return;
      for (const [table, column, note] of NOTES) {
        const target = column === null ? sql`table ${sql.id(table)}` : sql`column ${sql.id(table, column)}`;
        await sql`comment on ${target} is ${sql.lit(note)}`.execute(db);
      }
    },
  };
}
