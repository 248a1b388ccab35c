/**
 * One render path: the render worker's renderer (functions/adapters/site-renderer.ts) run over the
 * web's kept server build gives the same bytes as React Router's build-time prerender, for pages
 * with and without loaders. Needs the web build (`npm run build`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPageRenderer } from '@functions/adapters/site-renderer';
import type { PageRenderer } from '@functions/domain/render/render-ports';

const web = join(import.meta.dirname, '../../web/build');
const built = (file: string) => readFileSync(join(web, 'client', file), 'utf8');

let renderer: PageRenderer;

beforeAll(async () => {
  renderer = await loadPageRenderer(join(web, 'render', 'index.js'));
});

describe('the render worker and the build', () => {
  it.each([
    ['/insights/_not-found', 'insights/_not-found/index.html', 'insights/_not-found.data'],
    ['/solutions/_not-found', 'solutions/_not-found/index.html', 'solutions/_not-found.data'],
    ['/insights', 'insights/index.html', 'insights.data'],
    [
      '/solutions/growth-enablement',
      'solutions/growth-enablement/index.html',
      'solutions/growth-enablement.data',
    ],
  ])('render %s to the same document and data as the prerender', async (path, html, data) => {
    const page = await renderer.render(path, {});

    expect(page.html).toBe(built(html));
    expect(page.data).toBe(built(data));
  });

  it('renders a page without data as the build did, and with data differently', async () => {
    const empty = await renderer.render('/insights', {});
    const withList = await renderer.render('/insights', {
      insights: {
        category: '',
        list: { items: [], page: 1, pageCount: 0, total: 0 },
        categories: { items: [] },
      },
    });

    expect(withList.html).not.toBe(empty.html);
    expect(withList.html).toContain('No articles found in this category.');
  });
});
