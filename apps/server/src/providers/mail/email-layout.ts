/** Builds the HTML and plain-text bodies of an email from the same parts. */
export type EmailContent = {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
};

export type RenderedEmail = { subject: string; html: string; text: string };

const BRAND = 'MotoMuse';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export function renderEmail(content: EmailContent): RenderedEmail {
  const paragraphsHtml = content.paragraphs
    .map((paragraph) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(paragraph)}</p>`)
    .join('');
  const actionHtml = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#f59e0b;color:#0c0a09;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#57534e">Or open this link: <a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const footnoteHtml = content.footnote
    ? `<p style="margin:24px 0 0;font-size:13px;color:#57534e">${escapeHtml(content.footnote)}</p>`
    : '';
  const html = `<!doctype html><html><body style="margin:0;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="margin:0 0 24px;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:#b45309">${BRAND}</p>
<h1 style="margin:0 0 20px;font-size:22px">${escapeHtml(content.heading)}</h1>
${paragraphsHtml}${actionHtml}${footnoteHtml}
</div></body></html>`;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    `— ${BRAND}`,
  ].join('\n');
  return { subject: content.subject, html, text };
}
