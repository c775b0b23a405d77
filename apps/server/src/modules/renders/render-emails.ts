import { renderEmail, type EmailPicture, type RenderedEmail } from '#server/providers/mail/email-layout.ts';

/** The receipt of a revision request, with the version the customer keeps meanwhile (its watermarked preview). */
export function revisionReceivedEmail(name: string, note: string, dashboardUrl: string, picture: EmailPicture | null): RenderedEmail {
  return renderEmail({
    subject: 'We got your revision request',
    heading: `Thanks, ${name}: your change is on its way`,
    ...(picture ? { pictures: [picture] } : {}),
    paragraphs: [
      'Our artists are reworking your render with your note:',
      `"${note}"`,
      'We will email you as soon as the new version is ready.',
    ],
    action: { label: 'Open your dashboard', url: dashboardUrl },
    footnote: 'Your earlier version stays on your dashboard until the new one is published.',
  });
}
