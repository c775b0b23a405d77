import { ASPECT_RATIO_INFO, isAspectRatio } from '@store/shared/catalog';
import { lineTotalCents } from '@store/shared/cart';
import { chargeLines } from '@store/shared/order-charges';
import { boughtRenderWords } from '@store/shared/email-pictures';
import { describeLine } from '@store/shared/order-lines';
import { GALLERY_CONSENT_TEXT } from '@store/shared/gallery';
import { formatDollars } from '@store/shared/prices';
import { trackingUrl, type Order } from '@store/shared/orders';
import { absoluteUrl, routes } from '@store/shared/routes';
import { renderEmail, type EmailContent, type EmailPicture, type RenderedEmail } from '#server/providers/mail/email-layout.ts';
import { emailPictures } from '#server/providers/mail/email-pictures.ts';
import type { DownloadLink } from './download-links.ts';

const listFormat = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

function itemLine(item: Order['items'][number]): string {
  return `${describeLine(item).summary}: ${formatDollars(lineTotalCents(item))}`;
}

/**
 * What the order bought, as pictures: one per render, of the version paid for in the ratio bought
 * (its watermarked preview, made 1200 px wide: never the full-resolution file), captioned with the
 * style and what was bought of it. Lines from before versions were recorded show none.
 */
function orderPictures(order: Order, items = order.items): EmailPicture[] {
  const byRender = new Map<string, Order['items']>();
  for (const item of items) byRender.set(item.renderId, [...(byRender.get(item.renderId) ?? []), item]);
  return [...byRender].flatMap(([renderId, lines]) => {
    const first = lines[0];
    if (!first?.versionId || !isAspectRatio(first.aspectRatio)) return [];
    const product = lines.map((line) => describeLine(line).product).join(' + ');
    return [
      emailPictures.render(
        { renderId, versionId: first.versionId, ratio: first.aspectRatio },
        boughtRenderWords(first.style, first.aspectRatio, product),
        routes.product.href({ renderId }),
      ),
    ];
  });
}

/** Links in an email that opens the customer's own page or acts for them: one for each render of the order. */
export type GalleryConsentUrl = (renderId: string) => string;

/** After delivery: asks once for a review and for gallery consent, per render of the order. */
/** What an order's emails ask of a happy buyer, as its own part of the email: a review, and their bike in the gallery. */
function invitation(order: Order, siteUrl: string, galleryConsentUrl: GalleryConsentUrl): NonNullable<EmailContent['invitation']> {
  const renders = [...new Map(order.items.map((item) => [item.renderId, item.style]))];
  const named = (label: string, style: string) => (renders.length > 1 ? `${label} (${style})` : label);
  return {
    paragraphs: [
      'Tell other riders what you think of your render: stars, a few words, a photo of it on your wall if you like.',
      `${GALLERY_CONSENT_TEXT}? One click agrees, and you can withdraw any time from your dashboard.`,
    ],
    links: renders.flatMap(([renderId, style]) => [
      { label: named('Write a review', style), url: absoluteUrl(siteUrl, routes.review.href({ renderId })) },
      { label: named('Show it in the gallery', style), url: galleryConsentUrl(renderId) },
    ]),
  };
}

export function orderConfirmationEmail(order: Order, siteUrl: string): RenderedEmail {
  const shipping = order.shippingInfo;
  return renderEmail({
    subject: `Your MotoMuse order ${order.id}`,
    heading: `Thank you for your order, ${order.name}!`,
    pictures: orderPictures(order),
    paragraphs: [
      `Order number: ${order.id}`,
      ...order.items.map(itemLine),
      ...chargeLines(order).map((charge) => `${charge.label}: ${charge.amount}`),
      `Total paid: ${formatDollars(order.amountCents)}`,
      ...(order.gift
        ? [
            `A gift for ${order.gift.recipientName}: the packing slip carries your message and no prices.`,
            ...(order.gift.message ? [`Your message: "${order.gift.message}"`] : []),
          ]
        : []),
      ...(shipping
        ? [
            `Shipping to: ${shipping.name}, ${shipping.line1}${shipping.line2 ? `, ${shipping.line2}` : ''}, ${shipping.city}, ${shipping.state} ${shipping.postal_code}, ${shipping.country}`,
            'Canvas prints are made to order and arrive in 5-14 business days. We email you the tracking link when your print ships.',
          ]
        : []),
      ...(order.items.some((item) => item.isDigital) ? ['Your digital files are in a separate email, ready to download now.'] : []),
    ],
    action: { label: 'See your orders', url: absoluteUrl(siteUrl, routes.dashboard.href()) },
    footnote: 'Questions or a problem with your order? Reply to this email or contact us with your order number.',
  });
}

export function digitalDeliveryEmail(
  order: Order,
  downloads: Array<{ style: string; links: DownloadLink[] }>,
  siteUrl: string,
  galleryConsentUrl: GalleryConsentUrl,
): RenderedEmail {
  return renderEmail({
    subject: `Your MotoMuse downloads (order ${order.id})`,
    heading: 'Your digital downloads are ready',
    pictures: orderPictures(
      order,
      order.items.filter((item) => item.isDigital),
    ),
    paragraphs: [
      `Full-resolution files of your ${listFormat.format(downloads.map(({ style }) => `${style} render`))}, one for each aspect ratio. Tap a button to download.`,
    ],
    links: [
      ...downloads.flatMap(({ style, links }) =>
        links.map((link) => ({
          label: `${downloads.length > 1 ? `${style} ` : ''}${ASPECT_RATIO_INFO[link.ratio].label}`,
          url: link.url,
        })),
      ),
      { label: 'Fresh links on your dashboard', url: absoluteUrl(siteUrl, routes.dashboard.href()) },
    ],
    invitation: invitation(order, siteUrl, galleryConsentUrl),
    footnote: `These links work for 7 days. After that, fresh links are on your dashboard. Digital orders are non-refundable.`,
  });
}

export function shippedEmail(order: Order, trackingNumber: string | null): RenderedEmail {
  return renderEmail({
    subject: `Your MotoMuse print has shipped (order ${order.id})`,
    heading: 'Your canvas is on its way',
    pictures: orderPictures(
      order,
      order.items.filter((item) => !item.isDigital),
    ),
    paragraphs: [
      `Good news, ${order.name}: your order ${order.id} has shipped.`,
      trackingNumber
        ? `Tracking number: ${trackingNumber}`
        : 'The carrier will be in touch about delivery; your orders on the dashboard show the latest status.',
    ],
    ...(trackingNumber ? { action: { label: 'Track your package', url: trackingUrl(trackingNumber) } } : {}),
    footnote: 'Something wrong when it arrives? Email us with your order number and a photo.',
  });
}

export function refundEmail(order: Order, refund: { amountCents: number; giftCardCents: number; full: boolean }): RenderedEmail {
  const toCardCents = refund.amountCents - refund.giftCardCents;
  return renderEmail({
    subject: `Your MotoMuse refund (order ${order.id})`,
    heading: refund.full ? 'Your order has been refunded' : 'Part of your order has been refunded',
    pictures: orderPictures(order),
    paragraphs: [
      refund.giftCardCents === 0
        ? `Hi ${order.name}, we have refunded ${formatDollars(refund.amountCents)} of your order ${order.id} to the card you paid with.`
        : `Hi ${order.name}, we have refunded ${formatDollars(refund.amountCents)} of your order ${order.id}: ${formatDollars(refund.giftCardCents)} is back on the gift card you paid with${toCardCents > 0 ? `, and ${formatDollars(toCardCents)} goes to your payment card` : ''}.`,
      ...(toCardCents > 0 ? ['Depending on your bank, it shows on your statement within 5-10 business days.'] : []),
      ...(refund.full && order.items.some((item) => item.isDigital) ? ['The download links of this order no longer work.'] : []),
    ],
    footnote: 'Questions about this refund? Reply to this email with your order number.',
  });
}

export function deliveredEmail(order: Order, siteUrl: string, galleryConsentUrl: GalleryConsentUrl): RenderedEmail {
  return renderEmail({
    subject: `Your MotoMuse print has arrived (order ${order.id})`,
    heading: 'Your canvas has been delivered',
    pictures: orderPictures(
      order,
      order.items.filter((item) => !item.isDigital),
    ),
    paragraphs: [`Hi ${order.name}, your order ${order.id} has been delivered. We hope it looks great on your wall.`],
    invitation: invitation(order, siteUrl, galleryConsentUrl),
    action: { label: 'See your orders', url: absoluteUrl(siteUrl, routes.dashboard.href()) },
    footnote: 'Not arrived, or something wrong with it? Email us with your order number and a photo.',
  });
}
