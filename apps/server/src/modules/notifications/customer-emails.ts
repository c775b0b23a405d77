import { DIGITAL_DOWNLOAD_PRICE_CENTS, formatShortDollars } from '@store/shared/prices';
import { turnaroundSentence, type TypicalTurnaround } from '@store/shared/turnaround';
import { renderEmail, type EmailPicture, type RenderedEmail } from '#server/providers/mail/email-layout.ts';

/** The upload receipt: their own photo, what happens now, how long it usually takes (the shop's recent median), and where to follow it. */
export function uploadReceivedEmail(
  name: string,
  style: string,
  dashboardUrl: string,
  turnaround: TypicalTurnaround,
  picture: EmailPicture,
): RenderedEmail {
  return renderEmail({
    subject: 'We got your photo',
    heading: `Thanks, ${name}: your ${style} render is in the queue`,
    pictures: [picture],
    paragraphs: [
      'Our painter makes a first sketch of your bike, then an artist finishes it by hand. There is nothing you need to do meanwhile.',
      `${turnaroundSentence(turnaround)} We will email you as soon as yours is ready to view.`,
      'You can follow each step on your dashboard.',
    ],
    action: { label: 'Open your dashboard', url: dashboardUrl },
  });
}

/** The one marketing-like email: the render's watermarked preview, and the only one with an unsubscribe link. */
export function purchaseReminderEmail(
  name: string,
  style: string,
  links: { productUrl: string; unsubscribeUrl: string; picture: EmailPicture | null },
): RenderedEmail {
  return renderEmail({
    subject: `Your ${style} render is waiting for you`,
    heading: `Still thinking it over, ${name}?`,
    ...(links.picture ? { pictures: [links.picture] } : {}),
    paragraphs: [
      `Your ${style} render has been ready for a few days. It makes a ${formatShortDollars(DIGITAL_DOWNLOAD_PRICE_CENTS)} digital download (all five aspect ratios) or a canvas print in the size you like.`,
      'This is the only reminder we send about it.',
    ],
    action: { label: 'See your render', url: links.productUrl },
    footnote: 'No more reminders like this one? Use the unsubscribe link below.',
    unsubscribeUrl: links.unsubscribeUrl,
  });
}
