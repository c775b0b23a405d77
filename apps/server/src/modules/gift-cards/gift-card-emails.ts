import { formatGiftCardCode } from '@store/shared/gift-cards';
import { formatDollars } from '@store/shared/prices';
import { absoluteUrl, routes } from '@store/shared/routes';
import { renderEmail, type RenderedEmail } from '#server/providers/mail/email-layout.ts';
import { emailPictures } from '#server/providers/mail/email-pictures.ts';
import type { GiftCardRecord } from './gift-card-repository.ts';

/** The recipient's email: the only place the code is ever shown. */
export function giftCardRecipientEmail(card: GiftCardRecord, code: string, siteUrl: string): RenderedEmail {
  return renderEmail({
    subject: `${card.buyerName} sent you a ${formatDollars(card.amountCents)} MotoMuse gift card`,
    heading: `A ${formatDollars(card.amountCents)} gift card for you, ${card.recipientName}`,
    pictures: [emailPictures.giftCard(card.amountCents, absoluteUrl(siteUrl, routes.upload.href()))],
    paragraphs: [
      `${card.buyerName} sent you a MotoMuse gift card: a custom artwork of your motorcycle, as a digital download or a canvas print.`,
      ...(card.message ? [`"${card.message}"`] : []),
      `Your gift card code: ${formatGiftCardCode(code)}`,
      'Upload a photo of your bike, and when your render is ready enter the code in your cart before paying. What you do not spend stays on the card for your next order; it never expires.',
    ],
    action: { label: 'Start your render', url: absoluteUrl(siteUrl, routes.upload.href()) },
    footnote: 'Keep this email: the code is shown only here. Anyone with the code can spend the card.',
  });
}

/** A lost code replaced: the new code, and that the old one no longer works. */
export function giftCardNewCodeEmail(card: GiftCardRecord, code: string, siteUrl: string): RenderedEmail {
  return renderEmail({
    subject: 'Your new MotoMuse gift card code',
    heading: `Your new gift card code, ${card.recipientName}`,
    pictures: [emailPictures.giftCard(card.amountCents)],
    paragraphs: [
      `As asked, we replaced the code of the gift card ${card.buyerName} sent you. The old code no longer works.`,
      `Your new gift card code: ${formatGiftCardCode(code)}`,
      `Balance: ${formatDollars(card.balanceCents)}. Enter the code in your cart before paying; what you do not spend stays on the card.`,
    ],
    action: { label: 'Start your render', url: absoluteUrl(siteUrl, routes.upload.href()) },
    footnote: 'Keep this email: the code is shown only here. Anyone with the code can spend the card.',
  });
}

/** The buyer's receipt: who gets the card and when, never the code. */
export function giftCardReceiptEmail(card: GiftCardRecord, siteUrl: string): RenderedEmail {
  return renderEmail({
    subject: `Your MotoMuse gift card for ${card.recipientName}`,
    heading: `Your gift card is on its way, ${card.buyerName}`,
    pictures: [emailPictures.giftCard(card.amountCents)],
    paragraphs: [
      `We emailed a ${formatDollars(card.amountCents)} gift card to ${card.recipientName} (${card.recipientEmail}), with your message.`,
      `Paid: ${formatDollars(card.amountCents)}. Gift card ending ${card.codeEnding ?? ''}.`,
      "For the card's safety its code is sent only to the recipient.",
    ],
    action: { label: 'See your orders', url: absoluteUrl(siteUrl, routes.dashboard.href()) },
  });
}
