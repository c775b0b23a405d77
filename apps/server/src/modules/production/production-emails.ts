import { ASPECT_RATIO_INFO } from '@store/shared/catalog';
import { DIGITAL_DOWNLOAD_PRICE_CENTS, formatShortDollars } from '@store/shared/prices';
import { renderEmail, type EmailPicture, type RenderedEmail } from '#server/providers/mail/email-layout.ts';
import type { PurchaseKept } from '../orders/version-published.ts';

/** The first publish: the render's watermarked preview, linked to its page, and what the customer can buy. */
export function renderReadyEmail(name: string, style: string, productUrl: string, picture: EmailPicture | null): RenderedEmail {
  return renderEmail({
    subject: 'Your MotoMuse render is ready',
    heading: `Your ${style} render is ready, ${name}!`,
    ...(picture ? { pictures: [picture] } : {}),
    paragraphs: [
      `Our artists have finished your render. Have a look: you can buy it as a ${formatShortDollars(DIGITAL_DOWNLOAD_PRICE_CENTS)} digital download (files for all five aspect ratios) or as a canvas print in the size you like.`,
    ],
    action: { label: 'See your render', url: productUrl },
    footnote: 'Your renders are always on your dashboard too.',
  });
}

/** What a buyer's purchase became with the new version (decision 045): never an offer to buy it again. */
function purchaseParagraphs(kept: PurchaseKept): string[] {
  const paragraphs: string[] = [];
  if (kept.downloads)
    paragraphs.push(
      'You bought the digital download of this render, and your purchase is kept: the new version’s files are yours too, at no charge. Full resolution in every aspect ratio:',
      ...kept.downloads.map((link) => `${ASPECT_RATIO_INFO[link.ratio].label}: ${link.url}`),
      'The files of the version you bought stay on your dashboard.',
    );
  if (kept.canvas === 'waiting')
    paragraphs.push(
      'Your canvas order is kept and has not gone to print yet: we print the version you choose. Reply to this email to tell us whether you want the new version or the one you ordered; until we hear from you, it waits.',
    );
  if (kept.canvas === 'kept') paragraphs.push('Your canvas was already being printed with the version you ordered, so it stays as it is.');
  return paragraphs;
}

/** The new version's watermarked preview, and what became of anything the customer bought of the earlier one. */
export function revisionReadyEmail(
  name: string,
  style: string,
  productUrl: string,
  kept: PurchaseKept,
  picture: EmailPicture | null,
): RenderedEmail {
  const bought = kept.downloads !== null || kept.canvas !== null;
  return renderEmail({
    subject: 'Your revised MotoMuse render is ready',
    heading: `Your revised ${style} render is ready, ${name}!`,
    ...(picture ? { pictures: [picture] } : {}),
    paragraphs: bought
      ? ['We have made the change you asked for.', ...purchaseParagraphs(kept)]
      : ['We have made the change you asked for. Have a look, and buy it as a digital download or a canvas print.'],
    action: { label: 'See your render', url: productUrl },
    footnote: bought
      ? 'These download links work for 7 days; fresh ones are on your dashboard any time.'
      : 'Your renders are always on your dashboard too.',
  });
}
