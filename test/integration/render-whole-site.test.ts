/**
 * A whole-site render (every deploy and sandbox start) reads its content, the edge store and the
 * links in batches, where the job of one change reads them item by item: each page must still
 * come out as that job wrote it, byte for byte, with the same links recorded. Needs the web build
 * (`npm run build`).
 */
import { describe, expect, it } from 'vitest';
import { linksRepository } from '@functions/adapters/repositories/links-repository';
import { publishSite } from '@functions/domain/render/publish-site';
import { renderDeps } from '@functions/wiring/render';
import type { PageRecord } from '@shared/schemas/page';
import { contentSandboxForFile } from './content-sandbox';

const content = contentSandboxForFile({ queueRetryDelayMs: 20 });
const settled = () => content.settled();

/** The document and the data a visitor gets for `path` (a list variant has no data of its own). */
async function served(path: string): Promise<{ status: number; html: string; data?: string }> {
  const response = await fetch(`${content.sandbox.url}${path}`, { redirect: 'manual' });
  const html = await response.text();
  if (path.includes('?')) return { status: response.status, html };
  const data = await (await fetch(`${content.sandbox.url}${path}.data`)).text();
  return { status: response.status, html, data };
}

describe('a whole-site render', () => {
  it('renders every page to the same bytes as the job of its own publish, and records the same links', async () => {
    const author = await content.author('Whole Site Writer');
    const category = await content.category('Strategy');
    const refs = { author_id: author.id, category_id: category.id };
    await content.article({ ...refs, slug: 'whole-site-target', title: 'Whole Site Target' });
    await content.article({
      ...refs,
      slug: 'whole-site-linker',
      introduction: 'Read [the target](/insights/whole-site-target) first.',
    });
    const created = await content.admin<PageRecord>('POST', '/api/admin/pages', {
      keyword: 'Whole Site Resilience',
      industry: 'Logistics',
      pain_point: 'Every deploy renders the site again.',
      intent_level: 'commercial',
      cta_type: 'consultation',
    });
    expect(created.status).toBe(201);
    await settled();
    const published = await content.admin('PATCH', `/api/admin/pages/${created.body.id}/publish`, {
      is_published: true,
    });
    expect(published.status).toBe(200);
    await settled();
    const page = (await content.admin<PageRecord>('GET', `/api/admin/pages/${created.body.id}`))
      .body;
    const paths = [
      '/insights/whole-site-target',
      '/insights/whole-site-linker',
      '/insights',
      '/insights?category=Strategy',
      `/solutions/${page.slug}`,
    ];
    const before = await Promise.all(paths.map(served));
    const linkersBefore = (await linksRepository.linkers('/insights/whole-site-target')).sort();

    // As after a deploy: a new build id, so every page is rendered again.
    const deps = await renderDeps();
    const outcome = await publishSite(
      { ...deps, renderer: { ...deps.renderer, buildId: `whole-site-${Date.now()}` } },
      { type: 'site' },
    );

    expect(outcome.rendered).toEqual(expect.arrayContaining(paths));
    for (const [index, path] of paths.entries()) {
      const after = await served(path);
      expect(before[index]!.status, path).toBe(200);
      expect(after, path).toEqual(before[index]);
    }
    expect(linkersBefore).toEqual(
      expect.arrayContaining(['/insights', '/insights/whole-site-linker']),
    );
    expect((await linksRepository.linkers('/insights/whole-site-target')).sort()).toEqual(
      linkersBefore,
    );
  });
});
