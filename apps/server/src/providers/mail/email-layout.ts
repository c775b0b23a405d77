import { EMAIL_WIDTH } from '@store/shared/email-pictures';

/**
 * The one layout every email of the store shares (issue "A buyer's journey", part 6): the shop's
 * logo and name, a heading, paragraphs, pictures (the customer's own render, a gift card; 600 px wide, retina files), a dark scheme,
 * buttons, and a plain-text body with every link written out for clients that show no HTML.
 * Addresses on the site may be written site-relative ("/api/..."); `forSite` makes them absolute.
 */
export type EmailContent = {
  subject: string;
  heading: string;
  paragraphs: string[];
  /**
   * Pictures under the heading (the customer's render, a gift card), each linked to `href` when
   * given. The alt text stands in where images are blocked; the caption says what it is (style,
   * size) under it and in the plain-text part.
   */
  pictures?: EmailPicture[];
  /** The main button. */
  action?: { label: string; url: string };
  /** More links, each a button of its own (one per download, say): quieter than the main button when there is one. */
  links?: Array<{ label: string; url: string }>;
  /** A part of its own after the main content, with its own buttons: what the shop asks of the reader (a review, say). */
  invitation?: { paragraphs: string[]; links: Array<{ label: string; url: string }> };
  footnote?: string;
  /** Only for emails a customer may stop (marketing-like reminders): a link in the footer. Orders and renders never carry one. */
  unsubscribeUrl?: string;
};

/**
 * A picture shown `width` by `height` px when known (`EMAIL_WIDTH` wide, narrower for a portrait
 * one), and no wider than the screen; its file is `EMAIL_PICTURE_WIDTH` wide, for retina screens.
 */
export type EmailPicture = { src: string; alt: string; caption: string; width?: number; height?: number; href?: string };

export type RenderedEmail = { subject: string; html: string; text: string };

const BRAND = 'MotoMuse';
/** The favicon drawn at 96 px (apps/web/public/email-logo.png): email clients show PNG, not SVG. */
const LOGO_PATH = '/email-logo.png';

/**
 * Light colours inline (every client reads them); darker ones for clients that honour the reader's
 * dark scheme (Apple Mail, Outlook on the web and phones, Thunderbird). Clients that invert colours
 * themselves (Gmail) get a layout with no light text on light ground to invert badly.
 */
const STYLE = `:root{color-scheme:light dark;supported-color-schemes:light dark}
@media (prefers-color-scheme:dark){
.mm-page{background:#0c0a09!important}
.mm-card{background:#1c1917!important;border-color:#44403c!important}
.mm-text{color:#f5f5f4!important}
.mm-quiet{color:#a8a29e!important}
.mm-link{color:#fbbf24!important}
.mm-second{background:#1c1917!important;color:#f5f5f4!important;border-color:#57534e!important}
.mm-box{background:#292524!important;border-color:#44403c!important}
.mm-picture{background:#292524!important}
}
@media (max-width:620px){.mm-pad{padding-left:16px!important;padding-right:16px!important}}`;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function button(link: { label: string; url: string }, primary: boolean): string {
  const colours = primary
    ? 'background:#f59e0b;color:#0c0a09;border:2px solid #f59e0b'
    : 'background:#ffffff;color:#1c1917;border:2px solid #d6d3d1';
  return `<a href="${escapeHtml(link.url)}"${primary ? '' : ' class="mm-second"'} style="display:inline-block;${colours};padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;margin:0 8px 8px 0">${escapeHtml(link.label)}</a>`;
}

function pictureHtml(picture: EmailPicture): string {
  const width = picture.width ?? EMAIL_WIDTH;
  const img = `<img src="${escapeHtml(picture.src)}" alt="${escapeHtml(picture.alt)}" width="${width}"${picture.height ? ` height="${picture.height}"` : ''} class="mm-picture" style="display:block;width:100%;max-width:${width}px;height:auto;margin:0 auto;border:0;outline:none;background:#e7e5e4;color:#1c1917;font-size:14px">`;
  return `<tr><td align="center" style="padding:0">${picture.href ? `<a href="${escapeHtml(picture.href)}">${img}</a>` : img}</td></tr>
<tr><td class="mm-pad mm-quiet" align="center" style="padding:8px 32px 0;font-size:13px;color:#57534e">${escapeHtml(picture.caption)}</td></tr>`;
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
    ? `<p class="mm-quiet" style="margin:0 0 16px;font-size:13px;color:#57534e;word-break:break-all">If the button does not work, open: <a href="${escapeHtml(content.action.url)}" class="mm-link" style="color:#b45309">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const invitationHtml = content.invitation
    ? `<div class="mm-box" style="margin:24px 0 0;padding:16px;border-radius:12px;background:#fafaf9;border:1px solid #e7e5e4">${content.invitation.paragraphs
        .map((paragraph) => `<p style="margin:0 0 12px;line-height:1.6">${escapeHtml(paragraph)}</p>`)
        .join('')}<p style="margin:0">${content.invitation.links.map((link) => button(link, false)).join('')}</p></div>`
    : '';
  const footnoteHtml = content.footnote
    ? `<p class="mm-quiet" style="margin:24px 0 0;font-size:13px;color:#57534e">${escapeHtml(content.footnote)}</p>`
    : '';
  const unsubscribeHtml = content.unsubscribeUrl
    ? ` <a href="${escapeHtml(content.unsubscribeUrl)}" class="mm-quiet" style="color:#78716c">Unsubscribe</a>`
    : '';
  const picturesHtml = (content.pictures ?? []).map(pictureHtml).join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"><title>${escapeHtml(content.subject)}</title><style>${STYLE}</style></head>
<body class="mm-page" style="margin:0;padding:0;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" class="mm-page" style="background:#f5f5f4"><tr><td align="center" style="padding:24px 0">
<table role="presentation" width="${EMAIL_WIDTH}" cellpadding="0" cellspacing="0" style="width:100%;max-width:${EMAIL_WIDTH}px">
<tr><td class="mm-pad" style="padding:0 32px 16px"><table role="presentation" cellpadding="0" cellspacing="0"><tr>
<td style="padding-right:10px"><img src="${LOGO_PATH}" alt="" width="40" height="40" style="display:block;border:0;border-radius:9px"></td>
<td class="mm-text" style="font-size:20px;font-weight:700;letter-spacing:.04em;color:#1c1917">${BRAND}</td>
</tr></table></td></tr>
<tr><td class="mm-card" style="background:#ffffff;border:1px solid #e7e5e4;border-radius:12px;overflow:hidden">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">
<tr><td class="mm-pad mm-text" style="padding:28px 32px 20px;color:#1c1917"><h1 style="margin:0;font-size:22px;line-height:1.3">${escapeHtml(content.heading)}</h1></td></tr>
${picturesHtml}
<tr><td class="mm-pad mm-text" style="padding:20px 32px 28px;color:#1c1917;font-size:16px;overflow-wrap:anywhere;word-break:break-word">${paragraphsHtml}${buttonsHtml}${fallbackHtml}${invitationHtml}${footnoteHtml}</td></tr>
</table></td></tr>
<tr><td class="mm-pad mm-quiet" style="padding:16px 32px 0;font-size:12px;color:#78716c">${BRAND}: custom art of your motorcycle, finished by hand.${unsubscribeHtml}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    BRAND,
    '',
    content.heading,
    '',
    ...(content.pictures ?? []).flatMap((picture) => [
      `[Picture: ${picture.caption}]`,
      // The picture's own address: the page it links to is written out once, with its own label.
      `${picture.alt}: ${picture.src}`,
      '',
    ]),
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
