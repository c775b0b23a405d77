/**
 * The one layout every email of the store shares (issue "A buyer's journey", part 6): the shop's
 * logo and name, a heading, paragraphs, an optional picture (a render's watermarked preview),
 * buttons, and a plain-text body with every link written out for clients that show no HTML.
 * Addresses on the site may be written site-relative ("/api/..."); `forSite` makes them absolute.
 */
export type EmailContent = {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** A picture under the heading, linked to `href` when given; the alt text stands in where images are blocked. */
  image?: { src: string; alt: string; href?: string };
  /** The main button. */
  action?: { label: string; url: string };
  /** More links, each a button of its own (one per download, say): quieter than the main button when there is one. */
  links?: Array<{ label: string; url: string }>;
  /** A part of its own after the main content, with its own buttons: what the shop asks of the reader (a review, say). */
  invitation?: { paragraphs: string[]; links: Array<{ label: string; url: string }> };
  footnote?: string;
  /** For emails a customer may stop (reminders): a link in the footer. */
  unsubscribeUrl?: string;
};

export type RenderedEmail = { subject: string; html: string; text: string };

const BRAND = 'MotoMuse';
/** The favicon drawn at 96 px (apps/web/public/email-logo.png): email clients show PNG, not SVG. */
const LOGO_PATH = '/email-logo.png';
const IMAGE_WIDTH = 512;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function button(link: { label: string; url: string }, primary: boolean): string {
  const colours = primary
    ? 'background:#f59e0b;color:#0c0a09;border:2px solid #f59e0b'
    : 'background:#ffffff;color:#1c1917;border:2px solid #d6d3d1';
  return `<a href="${escapeHtml(link.url)}" style="display:inline-block;${colours};padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;margin:0 8px 8px 0">${escapeHtml(link.label)}</a>`;
}

function imageHtml(image: NonNullable<EmailContent['image']>): string {
  const img = `<img src="${escapeHtml(image.src)}" alt="${escapeHtml(image.alt)}" width="${IMAGE_WIDTH}" style="display:block;width:100%;max-width:${IMAGE_WIDTH}px;height:auto;border:0;border-radius:12px;background:#e7e5e4">`;
  return `<p style="margin:0 0 20px">${image.href ? `<a href="${escapeHtml(image.href)}">${img}</a>` : img}</p>`;
}

export function renderEmail(content: EmailContent): RenderedEmail {
  const paragraphsHtml = content.paragraphs
    .map((paragraph) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(paragraph)}</p>`)
    .join('');
  const buttons = [
    ...(content.action ? [button(content.action, true)] : []),
    ...(content.links ?? []).map((link) => button(link, !content.action)),
  ];
  const buttonsHtml = buttons.length > 0 ? `<p style="margin:24px 0 16px">${buttons.join('')}</p>` : '';
  const fallbackHtml = content.action
    ? `<p style="margin:0 0 16px;font-size:13px;color:#57534e;word-break:break-all">If the button does not work, open: <a href="${escapeHtml(content.action.url)}" style="color:#b45309">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const invitationHtml = content.invitation
    ? `<div style="margin:24px 0 0;padding:16px;border-radius:12px;background:#ffffff;border:1px solid #e7e5e4">${content.invitation.paragraphs
        .map((paragraph) => `<p style="margin:0 0 12px;line-height:1.6">${escapeHtml(paragraph)}</p>`)
        .join('')}<p style="margin:0">${content.invitation.links.map((link) => button(link, false)).join('')}</p></div>`
    : '';
  const footnoteHtml = content.footnote
    ? `<p style="margin:24px 0 0;font-size:13px;color:#57534e">${escapeHtml(content.footnote)}</p>`
    : '';
  const html = `<!doctype html><html><head><meta name="viewport" content="width=device-width,initial-scale=1"></head><body style="margin:0;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<div style="max-width:560px;margin:0 auto;padding:32px 20px">
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 24px"><tr>
<td style="padding-right:10px"><img src="${LOGO_PATH}" alt="" width="40" height="40" style="display:block;border:0;border-radius:9px"></td>
<td style="font-size:20px;font-weight:700;letter-spacing:.04em;color:#1c1917">${BRAND}</td>
</tr></table>
<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3">${escapeHtml(content.heading)}</h1>
${content.image ? imageHtml(content.image) : ''}${paragraphsHtml}${buttonsHtml}${fallbackHtml}${invitationHtml}${footnoteHtml}
<p style="margin:32px 0 0;padding-top:16px;border-top:1px solid #d6d3d1;font-size:12px;color:#78716c">${BRAND}: custom art of your motorcycle, finished by hand.${content.unsubscribeUrl ? ` <a href="${escapeHtml(content.unsubscribeUrl)}" style="color:#78716c">Unsubscribe</a>` : ''}</p>
</div></body></html>`;
  const text = [
    BRAND,
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.links ?? []).flatMap((link) => [`${link.label}: ${link.url}`]),
    ...(content.links?.length ? [''] : []),
    ...(content.invitation
      ? [...content.invitation.paragraphs, ...content.invitation.links.map((link) => `${link.label}: ${link.url}`), '']
      : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    ...(content.unsubscribeUrl ? [`Unsubscribe: ${content.unsubscribeUrl}`, ''] : []),
    `— ${BRAND}`,
  ].join('\n');
  return { subject: content.subject, html, text };
}

/** The email with its site-relative addresses ("/api/...", the logo) made absolute for `siteUrl`, as it must be to leave the site. */
export function forSite(email: RenderedEmail, siteUrl: string): RenderedEmail {
  const site = siteUrl.replace(/\/+$/, '');
  const absolute = (value: string) => value.replace(/(src|href)="\/(?!\/)/g, `$1="${site}/`);
  // In the text body, addresses stand alone at the end of a "label: address" line.
  const absoluteText = (value: string) => value.replace(/^(.*): \/(?!\/)(\S*)$/gm, `$1: ${site}/$2`);
  return { subject: email.subject, html: absolute(email.html), text: absoluteText(email.text) };
}
