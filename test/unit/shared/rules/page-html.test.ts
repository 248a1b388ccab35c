import { describe, expect, it } from 'vitest';
import {
  finishPage,
  hydrateAfterPaint,
  inlineScriptHashes,
  orderHead,
} from '@shared/rules/page-html';

/** React Router's module script, as the prerender writes it. */
const moduleScript = [
  '<script type="module" async="">import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-2.js";',
  'import * as route1 from "/assets/insights-3.js";',
  '  ',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/insights":route1};',
  '',
  'import("/assets/entry.client-4.js");</script>',
].join('\n');
const page = `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><main>Text</main>${moduleScript}</body></html>`;

describe('hydrateAfterPaint', () => {
  it('turns the static imports into dynamic ones awaited after the first frame', () => {
    const html = hydrateAfterPaint(page);
    const body = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;

    expect(body).not.toMatch(/^\s*import\s/m);
    expect(body.indexOf('requestAnimationFrame')).toBeLessThan(body.indexOf('import('));
    expect(body).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-2.js"), import("/assets/insights-3.js")]);',
    );
    expect(body).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"routes/insights":route1};',
    );
    expect(body.trimEnd().endsWith('import("/assets/entry.client-4.js");')).toBe(true);
    expect(
      html.startsWith(
        '<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><main>Text</main>',
      ),
    ).toBe(true);
  });

  it('runs the modules in the order React Router wrote them', async () => {
    const body = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(
      hydrateAfterPaint(page),
    )![1]!;
    const loaded: string[] = [];
    const fakeImport = async (path: string) => {
      loaded.push(path);
      return { path };
    };
    const window: { __reactRouterRouteModules?: Record<string, { path: string }> } = {};
    const run = new Function(
      'requestAnimationFrame',
      'window',
      '__import',
      `return (async () => { ${body.replaceAll('import(', '__import(')} })();`,
    ) as (raf: (fn: () => void) => void, w: typeof window, i: typeof fakeImport) => Promise<void>;
    await run((fn) => fn(), window, fakeImport);

    expect(loaded).toEqual([
      '/assets/manifest-1.js',
      '/assets/root-2.js',
      '/assets/insights-3.js',
      '/assets/entry.client-4.js',
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { path: '/assets/root-2.js' },
      'routes/insights': { path: '/assets/insights-3.js' },
    });
  });

  it('is idempotent, and finishing a page twice gives the same bytes and a matching CSP hash', () => {
    const once = finishPage(page, { prerendered: true });

    expect(hydrateAfterPaint(hydrateAfterPaint(page))).toBe(hydrateAfterPaint(page));
    expect(finishPage(once, { prerendered: true })).toBe(once);
    const [hash] = inlineScriptHashes(once);
    expect(once).toContain(`script-src 'self' ${hash};`);
  });

  it('leaves a document without a module script, or without static imports, unchanged', () => {
    const plain = '<html><body><script>theme()</script></body></html>';
    const dynamicOnly = '<html><body><script type="module">import("/a.js");</script></body></html>';

    expect(hydrateAfterPaint(plain)).toBe(plain);
    expect(hydrateAfterPaint(dynamicOnly)).toBe(dynamicOnly);
  });
});

const headPage = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<meta name="viewport" content="width=device-width"/><title>T</title>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/>',
  '<link rel="modulepreload" href="/assets/root-B.js"/>',
  '<script>theme()</script><link rel="stylesheet" href="/assets/root-C.css"/></head>',
  '<body><main>Content</main><script type="module">import "/assets/root-B.js";</script></body></html>',
].join('');

describe('orderHead', () => {
  it('drops the module preloads of a prerendered page and keeps everything else in place', () => {
    const html = orderHead(headPage, true);

    expect(html).not.toContain('modulepreload');
    expect(html.split('<body>')[0]).toBe(
      headPage
        .split('<body>')[0]!
        .replace('<link rel="modulepreload" href="/assets/entry.client-A.js"/>', '')
        .replace('<link rel="modulepreload" href="/assets/root-B.js"/>', ''),
    );
    // The module script that hydrates the page still imports the route modules, after the paint.
    expect(html).toContain('<main>Content</main><script type="module">await new Promise(');
    expect(html).toContain('const [] = await Promise.all([import("/assets/root-B.js")]);</script>');
  });

  it('keeps the preloads of the SPA fallback, which shows nothing before its scripts run', () => {
    expect(orderHead(headPage, false)).toBe(headPage);
  });
});
