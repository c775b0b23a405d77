import { createHash } from 'node:crypto';

/** React renders hoistable elements (title, meta, link) at the front of a page rendered without its own <head>. */
const LEADING_HOISTABLES = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/;
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" [^>]*\/?>/;

/** Splits a rendered page into what belongs in the head and the markup of #root. */
export function hoistedHead(markup: string): { head: string; body: string } {
  const head = LEADING_HOISTABLES.exec(markup)?.[0] ?? '';
  return { head, body: markup.slice(head.length) };
}

/**
 * The built index.html with a page in it: the page's own title and description replace the
 * template's when it has them, its other head elements come before the template's stylesheet and
 * script, and its markup fills #root.
 */
export function pageDocument(template: string, head: string, body: string): string {
  let document = template;
  if (TITLE.test(head)) document = document.replace(TITLE, '');
  if (DESCRIPTION.test(head)) document = document.replace(DESCRIPTION, '');
  if (!document.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');
  return document.replace(/(<meta name="viewport"[^>]*>)/, `$1${head}`).replace('<div id="root"></div>', `<div id="root">${body}</div>`);
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A prerendered page shows without the app, so its scripts need not race its largest image: the
 * page's entry script and module preloads give way to the small starter script
 * (src/start-after-image.ts), which loads them once that image has arrived.
 */
export function scriptsAfterLargestImage(document: string, starterSrc: string): string {
  const entry = ENTRY_SCRIPT.exec(document)?.[1];
  if (!entry) throw new Error('index.html has no module entry script');
  const modules = [...document.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  return document
    .replace(MODULE_PRELOAD, '')
    .replace(
      ENTRY_SCRIPT,
      `<script type="module" crossorigin src="${starterSrc}" data-entry="${entry}" data-modules="${modules.join(' ')}"></script>`,
    );
}

const STARTER_MODULES = /data-modules="([^"]*)"/;

/**
 * A page's own scripts (a lazy page module and its chunks) join those the starter preloads when it
 * starts the app, so they load beside the entry rather than after it.
 */
export function withStarterModules(document: string, hrefs: string[]): string {
  if (!STARTER_MODULES.test(document)) throw new Error('the page has no starter script (scriptsAfterLargestImage)');
  const escaped = hrefs.map((href) => href.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
  return document.replace(STARTER_MODULES, (_, modules: string) => `data-modules="${[modules, ...escaped].filter(Boolean).join(' ')}"`);
}

/**
 * The script that holds clicks made before the app hydrates (src/hold-early-clicks.ts), inline at
 * the end of the head: the browser runs it before it paints the page, so it is in place before
 * anything can be clicked, and it costs no request (decision 043). Its code must be a classic
 * script's, with no import or export; the server allows it by its hash (`scriptHash`).
 */
export function inlineHeadScript(document: string, code: string): string {
  if (/^\s*(?:import|export)\b/m.test(code)) throw new Error('an inline script must be a classic script, not a module');
  if (code.includes('</script')) throw new Error('an inline script cannot contain </script');
  return document.replace('</head>', `<script>${code}</script></head>`);
}

/** The content security policy's source expression that allows this inline script and no other. */
export function scriptHash(code: string): string {
  return `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
}
