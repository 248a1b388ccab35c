import { describe, expect, it } from 'vitest';
import {
  dataAsJson,
  finishPage,
  hydrateAfterPaint,
  inlineScriptHashes,
  moduleBootstrap,
  orderHead,
  routeModulesAttribute,
  streamChunkLoader,
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

/** The module script of a finished page: its opening tag and its text. */
function moduleScriptOf(html: string): { open: string; body: string } {
  const [, open = '', body = ''] = /(<script type="module"[^>]*>)([\s\S]*?)<\/script>/.exec(html)!;
  return { open, body };
}

/** The page data a finished module script carries in its attribute. */
function routeModulesOf(html: string): unknown {
  const value = new RegExp(`${routeModulesAttribute}="([^"]*)"`).exec(html)![1]!;
  return JSON.parse(value.replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
}

describe('hydrateAfterPaint', () => {
  it("turns React Router's module script into the one bootstrap, the page's modules in an attribute", () => {
    const html = hydrateAfterPaint(page);
    const { open, body } = moduleScriptOf(html);

    expect(body).toBe(moduleBootstrap);
    expect(body).not.toMatch(/^\s*import\s/m);
    expect(body.indexOf('requestAnimationFrame')).toBeLessThan(body.indexOf('import('));
    expect(open).toContain(routeModulesAttribute);
    expect(routeModulesOf(html)).toEqual({
      imports: ['/assets/manifest-1.js', '/assets/root-2.js', '/assets/insights-3.js'],
      routes: { root: 1, 'routes/insights': 2 },
      entry: '/assets/entry.client-4.js',
    });
    expect(
      html.startsWith(
        '<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><main>Text</main>',
      ),
    ).toBe(true);
  });

  it('gives pages of different routes the same script text, so one hash admits them all', () => {
    const other = page
      .replace('insights-3.js', 'about-9.js')
      .replace('"routes/insights":route1', '"routes/about":route1');

    expect(moduleScriptOf(hydrateAfterPaint(other)).body).toBe(
      moduleScriptOf(hydrateAfterPaint(page)).body,
    );
    expect(inlineScriptHashes(hydrateAfterPaint(other))).toEqual(
      inlineScriptHashes(hydrateAfterPaint(page)),
    );
  });

  it('runs the modules in the order React Router wrote them', async () => {
    const html = hydrateAfterPaint(page);
    const { body } = moduleScriptOf(html);
    const attribute = new RegExp(`${routeModulesAttribute}="([^"]*)"`).exec(html)![1]!;
    const document = {
      querySelector: (selector: string) =>
        selector === `script[${routeModulesAttribute}]`
          ? { getAttribute: () => attribute.replaceAll('&quot;', '"') }
          : null,
    };
    const loaded: string[] = [];
    const fakeImport = async (path: string) => {
      loaded.push(path);
      return { path };
    };
    const window: { __reactRouterRouteModules?: Record<string, { path: string }> } = {};
    const run = new Function(
      'requestAnimationFrame',
      'window',
      'document',
      '__import',
      `return (async () => { ${body.replaceAll('import(', '__import(')} })();`,
    ) as (
      raf: (fn: () => void) => void,
      w: typeof window,
      d: typeof document,
      i: typeof fakeImport,
    ) => Promise<void>;
    await run((fn) => fn(), window, document, fakeImport);

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

  it('refuses a module script of a shape it does not know, rather than let it through', () => {
    expect(() =>
      hydrateAfterPaint(page.replace('import("/assets/entry.client-4.js");', 'start();')),
    ).toThrow(/unknown shape/);
  });

  it('is idempotent, and finishing a page twice gives the same bytes and a matching CSP hash', () => {
    const once = finishPage(page, { prerendered: true });

    expect(hydrateAfterPaint(hydrateAfterPaint(page))).toBe(hydrateAfterPaint(page));
    expect(finishPage(once, { prerendered: true })).toBe(once);
    const [hash] = inlineScriptHashes(once);
    expect(once).toContain(`script-src 'self' ${hash};`);
    expect(finishPage(once, { prerendered: true })).toBe(once);
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
  '<body><main>Content</main><script type="module">import * as route0 from "/assets/root-B.js";\n',
  'window.__reactRouterRouteModules = {"root":route0};\n',
  'import("/assets/entry.client-A.js");</script></body></html>',
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
    expect(html).toContain(`<main>Content</main><script type="module" ${routeModulesAttribute}=`);
    expect(html).toContain(`>${moduleBootstrap}</script>`);
    expect(routeModulesOf(html)).toMatchObject({ imports: ['/assets/root-B.js'] });
  });

  it('keeps the preloads of the SPA fallback, which shows nothing before its scripts run', () => {
    expect(orderHead(headPage, false)).toBe(headPage);
  });
});

describe('dataAsJson', () => {
  const chunk = '"[{\\"_1\\":2},\\"loaderData\\",\\"\\u003c/script\\u003e\\"]\\n"';
  const streamed = [
    '<html><body><main>Text</main>',
    `<!--$--><script>window.__reactRouterContext.streamController.enqueue(${chunk});</script>`,
    `<!--$--><script>window.__reactRouterContext.streamController.enqueue("second");</script>`,
    '<script>window.__reactRouterContext.streamController.close();</script><!--/$--><!--/$-->',
    '</body></html>',
  ].join('');

  it("turns each of React Router's data scripts into a JSON block and the one loader script", () => {
    const html = dataAsJson(streamed);

    expect(html).not.toContain('enqueue("');
    expect(html).toContain(
      `<script type="application/json">${chunk}</script><script>${streamChunkLoader}</script>`,
    );
    // Every chunk of every page runs the same script: two chunks, one hash (plus close()).
    expect(inlineScriptHashes(html)).toHaveLength(2);
    expect(dataAsJson(html)).toBe(html);
  });

  it('hands React Router the same chunks, in the same order', () => {
    const html = dataAsJson(streamed);
    const blocks = [...html.matchAll(/<script type="application\/json">([\s\S]*?)<\/script>/g)];
    const enqueued: string[] = [];
    for (const [, text = ''] of blocks) {
      const run = new Function('window', 'document', streamChunkLoader) as (
        w: unknown,
        d: unknown,
      ) => void;
      run(
        {
          __reactRouterContext: { streamController: { enqueue: (c: string) => enqueued.push(c) } },
        },
        { currentScript: { previousElementSibling: { textContent: text } } },
      );
    }

    expect(enqueued).toEqual([JSON.parse(chunk) as string, 'second']);
  });
});
