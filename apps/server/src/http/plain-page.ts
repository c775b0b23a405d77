import { routes } from '@store/shared/routes';

/** A small page of its own for links opened from an email (not the app): a title, a message and the way back. */
export function plainPage(title: string, message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · MotoMuse</title>
<style>body{margin:0;background:#0c0a09;color:#e7e5e4;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}main{max-width:560px;margin:0 auto;padding:64px 24px}h1{font-size:24px;margin:0 0 16px}p{line-height:1.6;margin:0 0 16px}a{color:#f59e0b}</style></head>
<body><main><h1>${title}</h1><p>${message}</p><p><a href="${routes.home.href()}">Back to MotoMuse</a></p></main></body></html>`;
}
