import { describe, expect, it } from 'vitest';
import { orderHead } from '@shared/rules/page-html';

const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<meta name="viewport" content="width=device-width"/><title>T</title>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/>',
  '<link rel="modulepreload" href="/assets/root-B.js"/>',
  '<script>theme()</script><link rel="stylesheet" href="/assets/root-C.css"/></head>',
  '<body><main>Content</main><script type="module">import "/assets/root-B.js";</script></body></html>',
].join('');

describe('orderHead', () => {
  it('drops the module preloads of a prerendered page and keeps everything else in place', () => {
    const html = orderHead(page, true);

    expect(html).not.toContain('modulepreload');
    expect(html).toBe(
      page
        .replace('<link rel="modulepreload" href="/assets/entry.client-A.js"/>', '')
        .replace('<link rel="modulepreload" href="/assets/root-B.js"/>', ''),
    );
    // The module script that hydrates the page still imports the route modules.
    expect(html).toContain('<script type="module">import "/assets/root-B.js";</script>');
  });

  it('keeps the preloads of the SPA fallback, which shows nothing before its scripts run', () => {
    expect(orderHead(page, false)).toBe(page);
  });
});
