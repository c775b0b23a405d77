import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The brand fonts' Latin files: every page's text needs them, so they are fetched with the HTML, not after the CSS. */
const PRELOADED = [/inter-latin-wght-normal-[\w-]+\.woff2$/, /oswald-latin-wght-normal-[\w-]+\.woff2$/];

/** Preload links for the built font files that match, in the order of the patterns. */
export function fontPreloads(fileNames: string[], base: string): HtmlTagDescriptor[] {
  return PRELOADED.flatMap((pattern) => {
    const fileName = fileNames.find((name) => pattern.test(name));
    if (!fileName) throw new Error(`No built font file matches ${String(pattern)}: is the font still imported in index.css?`);
    return [
      {
        tag: 'link',
        attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `${base}${fileName}`, crossorigin: '' },
        injectTo: 'head' as const,
      },
    ];
  });
}

/** Adds the preload links to the built index.html (and so to every prerendered page). */
export function preloadFonts(): Plugin {
  let base = '/';
  return {
    name: 'preload-fonts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [];
        return fontPreloads(Object.keys(context.bundle), base);
      },
    },
  };
}
