import { DIGITAL_DOWNLOAD_PRICE_CENTS, formatShortDollars } from '@store/shared/prices';
import { renderEmail, type RenderedEmail } from '#server/providers/mail/email-layout.ts';

export function renderReadyEmail(name: string, style: string, productUrl: string): RenderedEmail {
  return renderEmail({
    subject: 'Your MotoMuse render is ready',
    heading: `Your ${style} render is ready, ${name}!`,
    paragraphs: [
      `Our artists have finished your render. Have a look: you can buy it as a ${formatShortDollars(DIGITAL_DOWNLOAD_PRICE_CENTS)} digital download (files for all five aspect ratios) or as a canvas print in the size you like.`,
    ],
    action: { label: 'See your render', url: productUrl },
    footnote: 'Your renders are always on your dashboard too.',
  });
}

export function revisionReadyEmail(name: string, style: string, productUrl: string): RenderedEmail {
  return renderEmail({
    subject: 'Your revised MotoMuse render is ready',
    heading: `Your revised ${style} render is ready, ${name}!`,
    paragraphs: ['We have made the change you asked for. Have a look, and buy it as a digital download or a canvas print.'],
    action: { label: 'See your render', url: productUrl },
    footnote: 'Your renders are always on your dashboard too.',
  });
}
