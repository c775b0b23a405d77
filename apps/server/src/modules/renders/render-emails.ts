import { renderEmail, type RenderedEmail } from '../../providers/mail/email-layout.ts';

export function renderReadyEmail(name: string, style: string, productUrl: string): RenderedEmail {
  return renderEmail({
    subject: 'Your MotoMuse render is ready',
    heading: `Your ${style} render is ready, ${name}!`,
    paragraphs: [
      'Our artists have finished your render. Have a look: you can buy it as a $10 digital download (files for all five aspect ratios) or as a canvas print in the size you like.',
    ],
    action: { label: 'See your render', url: productUrl },
    footnote: 'Your renders are always on your dashboard too.',
  });
}
