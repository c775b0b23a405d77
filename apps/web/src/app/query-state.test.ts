// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { hydrateQueryState, queryStateElement } from './query-state.ts';

function pageWith(markup: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><body><div id="root"></div>${markup}</body></html>`, 'text/html');
}

describe('a server-drawn page’s queries', () => {
  it('reach the browser’s query client as the server had them, text that looks like markup included', () => {
    const server = new QueryClient();
    const render = { id: 'r1', style: '</script><script>alert(1)</script>', note: 'a & b' };
    server.setQueryData(['renders', 'r1'], render);
    const element = queryStateElement(server);
    expect(element).not.toContain('</script><script>');

    const page = pageWith(element);
    expect(page.querySelectorAll('script')).toHaveLength(1);
    const browser = new QueryClient();
    expect(hydrateQueryState(browser, page)).toBe(true);
    expect(browser.getQueryData(['renders', 'r1'])).toEqual(render);
  });

  it('leave the client empty on a page the server did not draw', () => {
    const browser = new QueryClient();
    expect(hydrateQueryState(browser, pageWith(''))).toBe(false);
    expect(browser.getQueryCache().getAll()).toEqual([]);
  });
});
