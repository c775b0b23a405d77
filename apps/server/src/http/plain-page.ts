import { routes } from '@store/shared/routes';

/** A button that posts these hidden fields to `action`: what a link from an email asks the person to do. */
export type PlainPageForm = { action: string; fields: Record<string, string>; submit: string };

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function formHtml(form: PlainPageForm): string {
  const fields = Object.entries(form.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeAttribute(name)}" value="${escapeAttribute(value)}">`)
    .join('');
  return `<form method="post" action="${escapeAttribute(form.action)}">${fields}<button type="submit">${form.submit}</button></form>`;
}

/** A small page of its own for links opened from an email (not the app): a title, a message, maybe a form, and the way back. */
export function plainPage(title: string, message: string, form?: PlainPageForm): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · MotoMuse</title>
<style>body{margin:0;background:#0c0a09;color:#e7e5e4;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}main{max-width:560px;margin:0 auto;padding:64px 24px}h1{font-size:24px;margin:0 0 16px}p{line-height:1.6;margin:0 0 16px}a{color:#f59e0b}form{margin:0 0 24px}button{font:inherit;font-weight:600;background:#f59e0b;color:#0c0a09;border:0;border-radius:8px;padding:12px 20px;cursor:pointer}button:focus-visible{outline:2px solid #fbbf24;outline-offset:3px}</style></head>
<body><main><h1>${title}</h1><p>${message}</p>${form ? formHtml(form) : ''}<p><a href="${routes.home.href()}">Back to MotoMuse</a></p></main></body></html>`;
}
