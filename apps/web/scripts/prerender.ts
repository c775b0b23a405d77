/**
 * Writes the public pages as HTML after `vite build` and the server entry's SSR build
 * (`npm run build`): each page's markup goes into #root of the built index.html, and what React
 * hoists (the page's <title>, meta description and image preloads) goes into its head. The server
 * answers those paths with these files (apps/server/src/plugins/external/spa.ts); see
 * docs/decisions/018-prerendered-public-pages.md. The same page template goes beside the server
 * entry, for the pages the server draws when asked (decision 048).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { precompressDirectory } from '../vite-plugins/precompress.ts';
import type * as ServerEntry from '../src/entry-server.tsx';
import { hoistedHead, inlineHeadScript, pageDocument, scriptHash, scriptsAfterLargestImage } from './page-document.ts';

// React's server renderer picks its production build from this, before it is first imported.
process.env.NODE_ENV = 'production';

const web = join(import.meta.dirname, '..');
const dist = join(web, 'dist');
const serverBuild = join(web, 'dist-server');
const output = join(dist, 'prerendered');

const { PRERENDERED_PAGES, renderPage }: typeof ServerEntry = await import(pathToFileURL(join(serverBuild, 'entry-server.js')).href);

const viteManifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
const starter = viteManifest['src/start-after-image.ts']?.file;
if (!starter) throw new Error('the build has no starter script (src/start-after-image.ts)');
const clickHolder = viteManifest['src/hold-early-clicks.ts']?.file;
if (!clickHolder) throw new Error('the build has no script holding early clicks (src/hold-early-clicks.ts)');
const clickHolderCode = (await readFile(join(dist, clickHolder), 'utf8')).replace(/\n\/\/# sourceMappingURL=.*\n?$/, '');
const template = inlineHeadScript(
  scriptsAfterLargestImage(await readFile(join(dist, 'index.html'), 'utf8'), `/${starter}`),
  clickHolderCode,
);
await rm(output, { recursive: true, force: true });
await mkdir(output);

const manifest: Record<string, string> = {};
for (const page of PRERENDERED_PAGES) {
  const markup = await renderPage(page.path);
  const { head, body } = hoistedHead(markup);
  const file = `${page.name}.html`;
  await writeFile(join(output, file), pageDocument(template, head, body));
  manifest[page.path] = file;
}
await writeFile(join(output, 'pages.json'), `${JSON.stringify(manifest, null, 2)}\n`);
// The server allows the pages' inline script by its hash (apps/server/src/plugins/external/security.ts).
await writeFile(join(output, 'script-hashes.json'), `${JSON.stringify([scriptHash(clickHolderCode)])}\n`);
await writeFile(join(serverBuild, 'page-template.html'), template);
await precompressDirectory(output);

console.log(`prerendered ${PRERENDERED_PAGES.length} pages into ${output}`);
