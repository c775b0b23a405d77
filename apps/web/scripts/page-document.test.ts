import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { inlineHeadScript, pageDocument, scriptHash, scriptsAfterLargestImage, withStarterModules } from './page-document.ts';

const TEMPLATE = [
  '<!doctype html><html><head><meta name="viewport" content="width=device-width"><title>MotoMuse</title>',
  '<script type="module" crossorigin src="/assets/index-a1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-dom-b2.js">',
  '<link rel="modulepreload" crossorigin href="/assets/react-router-c3.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-d4.css">',
  '</head><body><div id="root"></div></body></html>',
].join('');

describe('a prerendered page document', () => {
  it('puts the page title in the head and the markup in #root', () => {
    const document = pageDocument(TEMPLATE, '<title>FAQ · MotoMuse</title>', '<main>Answers</main>');
    expect(document).toContain('<title>FAQ · MotoMuse</title>');
    expect(document).not.toContain('<title>MotoMuse</title>');
    expect(document).toContain('<div id="root"><main>Answers</main></div>');
  });

  it('asks only for the starter script, which knows the entry script and the modules to preload', () => {
    const document = scriptsAfterLargestImage(TEMPLATE, '/assets/start-after-image-e5.js');
    expect(document).toContain(
      '<script type="module" crossorigin src="/assets/start-after-image-e5.js" data-entry="/assets/index-a1.js" data-modules="/assets/react-dom-b2.js /assets/react-router-c3.js"></script>',
    );
    expect(document).not.toContain('modulepreload');
    expect(document.match(/<script /g)).toHaveLength(1);
    expect(document).toContain('<link rel="stylesheet" crossorigin href="/assets/index-d4.css">');
  });

  it('adds a page’s own modules to those the starter preloads, and refuses a page without the starter', () => {
    const document = withStarterModules(scriptsAfterLargestImage(TEMPLATE, '/assets/start-after-image-e5.js'), ['/assets/product-f6.js']);
    expect(document).toContain('data-modules="/assets/react-dom-b2.js /assets/react-router-c3.js /assets/product-f6.js"');
    expect(() => withStarterModules(TEMPLATE, ['/assets/product-f6.js'])).toThrow('no starter script');
  });

  it('runs a classic script inline at the end of the head, allowed by its hash', () => {
    const code = 'function e(){}e();';
    const document = inlineHeadScript(TEMPLATE, code);
    expect(document).toContain('<link rel="stylesheet" crossorigin href="/assets/index-d4.css"><script>function e(){}e();</script></head>');
    expect(scriptHash(code)).toBe(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    expect(() => inlineHeadScript(TEMPLATE, 'import { a } from "./a.js";\na();')).toThrow(/not a module/);
    expect(() => inlineHeadScript(TEMPLATE, 'a("</script>")')).toThrow(/<\/script/);
  });

  it('refuses a template without a module entry script', () => {
    expect(() => scriptsAfterLargestImage('<html></html>', '/assets/start.js')).toThrow(/no module entry script/);
  });
});
