import type { Migration } from 'kysely';
import type { DatabaseKind } from '../database.ts';
import { columnTypesFor } from './column-types.ts';
import { accountsMailContact } from './001-accounts-mail-contact.ts';
import { renders } from './002-renders.ts';
import { carts } from './003-carts.ts';
import { orders } from './004-orders.ts';
import { printRetries } from './005-print-retries.ts';
import { productionLine } from './006-production-line.ts';
import { downloadLimits } from './007-download-limits.ts';
import { analytics } from './008-analytics.ts';
import { discountsShipping } from './009-discounts-shipping.ts';
import { accountsContact } from './011-accounts-contact.ts';
import { refundsNotifications } from './010-refunds-notifications.ts';
import { renderSubjects } from './012-render-subjects.ts';
import { printCrops } from './013-print-crops.ts';
import { revocationReservations } from './014-revocation-reservations.ts';
import { orderLines } from './015-order-lines.ts';
import { generativePainters } from './016-generative-painters.ts';
import { orderPaymentStatus } from './017-order-payment-status.ts';
import { staffRoles } from './018-staff-roles.ts';
import { reviewsGallery } from './019-reviews-gallery.ts';
import { purchasedVersions } from './020-purchased-versions.ts';
import { giftsGiftCards } from './021-gifts-gift-cards.ts';
import { stylePreviews } from './022-style-previews.ts';
import { giftCardCodes } from './023-gift-card-codes.ts';
import { previewSubmissions } from './024-preview-submissions.ts';
import { sealedEmails } from './025-sealed-emails.ts';
import { bikePicks } from './026-bike-picks.ts';
import { refusedDrafts } from './027-refused-drafts.ts';
import { cutoutSource } from './028-cutout-source.ts';
import { columnNotes } from './029-column-notes.ts';

/** Every migration in order; the same set runs on SQLite and PostgreSQL. */
export function migrationsFor(kind: DatabaseKind): Record<string, Migration> {
  const types = columnTypesFor(kind);
  return {
    '001-accounts-mail-contact': accountsMailContact(types),
    '002-renders': renders(types),
    '003-carts': carts(types),
    '004-orders': orders(types),
    '005-print-retries': printRetries(types),
    '006-production-line': productionLine(types),
    '007-download-limits': downloadLimits(types),
    '008-analytics': analytics(types),
    '009-discounts-shipping': discountsShipping(types),
    '011-accounts-contact': accountsContact(types),
    '010-refunds-notifications': refundsNotifications(types),
    '012-render-subjects': renderSubjects(types),
    '013-print-crops': printCrops(),
    '014-revocation-reservations': revocationReservations(types),
    '015-order-lines': orderLines(kind, types),
    '016-generative-painters': generativePainters(),
    '017-order-payment-status': orderPaymentStatus(types),
    '018-staff-roles': staffRoles(types),
    '019-reviews-gallery': reviewsGallery(types),
    '020-purchased-versions': purchasedVersions(types),
    '021-gifts-gift-cards': giftsGiftCards(types),
    '022-style-previews': stylePreviews(types),
    '023-gift-card-codes': giftCardCodes(types),
    '024-preview-submissions': previewSubmissions(types),
    '025-sealed-emails': sealedEmails(types),
    '026-bike-picks': bikePicks(types),
    '027-refused-drafts': refusedDrafts(),
    '028-cutout-source': cutoutSource(),
    '029-column-notes': columnNotes(kind),
  };
}
