import { ROLE_AFTER_IS, ROLE_LABELS, type Role } from '@store/shared/roles';
import { absoluteUrl, routes } from '@store/shared/routes';
import { renderEmail, type RenderedEmail } from '#server/providers/mail/email-layout.ts';

export function welcomeEmail(name: string, siteUrl: string): RenderedEmail {
  return renderEmail({
    subject: 'Welcome to MotoMuse',
    heading: `Welcome, ${name}!`,
    paragraphs: [
      'Your account is ready. Upload a photo of your motorcycle, pick a style (Retro, Cartoon, Anime or Cyberpunk), and our artists will turn it into a custom render, usually within about an hour.',
      'You can upload 2 photos a day. When your render is ready we will email you, and you can buy it as a digital download or a canvas print.',
    ],
    action: { label: 'Upload your bike', url: absoluteUrl(siteUrl, routes.upload.href()) },
    footnote: 'Tip: a side view in daylight with the whole bike in frame gives the best results.',
  });
}

export function passwordResetEmail(name: string, resetUrl: string): RenderedEmail {
  return renderEmail({
    subject: 'Reset your MotoMuse password',
    heading: 'Reset your password',
    paragraphs: [
      `Hi ${name}, we received a request to reset the password of your MotoMuse account.`,
      'The link below works once and expires in 1 hour.',
    ],
    action: { label: 'Choose a new password', url: resetUrl },
    footnote: 'If you did not ask for this, ignore this email: your password stays the same.',
  });
}

/** Sent to the new address: the email changes only when its owner opens the link. */
export function confirmEmailChangeEmail(name: string, confirmUrl: string): RenderedEmail {
  return renderEmail({
    subject: 'Confirm your new MotoMuse email',
    heading: 'Confirm your new email',
    paragraphs: [
      `Hi ${name}, you asked to use this address for your MotoMuse account.`,
      'Open the link below to confirm it. Until then you keep signing in with your current email.',
    ],
    action: { label: 'Confirm this email', url: confirmUrl },
    footnote: 'If you did not ask for this, ignore this email: nothing changes.',
  });
}

/** To every owner (and a new one): whose role changed, from what to what, and who changed it. */
export function roleChangedEmail(change: {
  member: { name: string; email: string };
  from: Role;
  to: Role;
  changedBy: string | null;
  staffPageUrl: string;
}): RenderedEmail {
  const who = change.member.name ? `${change.member.name} (${change.member.email})` : change.member.email;
  const by = change.changedBy ? `by ${change.changedBy}` : 'with the npm run admin command';
  return renderEmail({
    subject: `Role change: ${change.member.email} is now ${ROLE_AFTER_IS[change.to]}`,
    heading: 'A role changed at MotoMuse',
    paragraphs: [`${who} went from ${ROLE_LABELS[change.from]} to ${ROLE_LABELS[change.to]}, ${by}.`],
    action: { label: 'See staff and roles', url: change.staffPageUrl },
    footnote: 'Every owner gets this email. If you did not expect this change, check the staff page and change the role back.',
  });
}
