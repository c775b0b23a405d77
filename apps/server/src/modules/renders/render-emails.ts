import { renderEmail, type RenderedEmail } from '#server/providers/mail/email-layout.ts';

export function revisionReceivedEmail(name: string, note: string, dashboardUrl: string): RenderedEmail {
  return renderEmail({
    subject: 'We got your revision request',
    heading: `Thanks, ${name}: your change is on its way`,
    paragraphs: [
      'Our artists are reworking your render with your note:',
      `"${note}"`,
      'We will email you as soon as the new version is ready.',
    ],
    action: { label: 'Open your dashboard', url: dashboardUrl },
    footnote: 'Your earlier version stays on your dashboard until the new one is published.',
  });
}
