/**
 * Internal links against the sandbox (DESIGN.md section 14): a published programmatic page lists
 * its nearest published pages in its rendered HTML, and the list follows publishing and
 * unpublishing through the render queue; the editor's suggestions route. Needs the web build
 * (`npm run build`), as `npm test` runs it first.
 */
import { describe, expect, it } from 'vitest';
import { contentIndexRepository } from '@functions/adapters/repositories/content-index-repository';
import { pageRepository } from '@functions/adapters/repositories/pages-repository';
import type { LinkSuggestionsResponse } from '@shared/schemas/links';
import type { PageRecord } from '@shared/schemas/page';
import { contentSandboxForFile } from './content-sandbox';

const content = contentSandboxForFile({ queueRetryDelayMs: 20 });
const settled = () => content.settled();

const form = {
  industry: 'Cold Chain Logistics',
  pain_point: 'Spoilage rises whenever a refrigerated lane is disrupted.',
  intent_level: 'commercial',
  cta_type: 'consultation',
};

async function generatedPage(keyword: string, industry = form.industry): Promise<PageRecord> {
  const created = await content.admin<PageRecord>('POST', '/api/admin/pages', {
    ...form,
    industry,
    keyword,
  });
  expect(created.status).toBe(201);
  await settled();
  return (await pageRepository.get(created.body.id))!;
}

async function publish(page: PageRecord, isPublished: boolean) {
  const answer = await content.admin('PATCH', `/api/admin/pages/${page.id}/publish`, {
    is_published: isPublished,
  });
  expect(answer.status).toBe(200);
  await settled();
}

/** The paths the page's "Related Reading" section links to, as a visitor without JavaScript gets it. */
async function relatedPaths(page: PageRecord): Promise<string[]> {
  const response = await fetch(`${content.sandbox.url}/solutions/${page.slug}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const section = /<section[^>]*data-testid="related-reading"[^>]*>([\s\S]*?)<\/section>/.exec(
    html,
  );
  if (!section) return [];
  expect(section[1]).toContain('Related Reading');
  return [...section[1]!.matchAll(/<a[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
}

describe('related links of programmatic pages', () => {
  it('links each of three related published pages to the others, and drops one once unpublished or deleted', async () => {
    const a = await generatedPage('Cold Chain Resilience');
    const b = await generatedPage('Cold Chain Visibility');
    const c = await generatedPage('Cold Chain Compliance Audits');
    const unrelated = await generatedPage('Boardroom Pricing Power', 'Retail Banking');
    await publish(unrelated, true);
    await publish(a, true);
    await publish(b, true);
    await publish(c, true);
    const path = (page: PageRecord) => `/solutions/${page.slug}`;

    // Each page was rendered before the next existed: the later publishes re-rendered the earlier.
    expect((await relatedPaths(a)).slice(0, 2).sort()).toEqual([path(b), path(c)].sort());
    expect((await relatedPaths(b)).slice(0, 2).sort()).toEqual([path(a), path(c)].sort());
    expect((await relatedPaths(c)).slice(0, 2).sort()).toEqual([path(a), path(b)].sort());
    expect(await relatedPaths(a)).not.toContain(path(a));

    await publish(b, false);

    expect(await relatedPaths(a)).not.toContain(path(b));
    expect(await relatedPaths(c)).not.toContain(path(b));
    expect(await relatedPaths(a)).toContain(path(c));
    expect(await relatedPaths(c)).toContain(path(a));

    // A deleted page's text is gone: the pages rendered with a link to it are found by that link.
    expect((await content.admin('DELETE', `/api/admin/pages/${c.id}`)).status).toBe(204);
    await settled();

    expect(await relatedPaths(a)).not.toContain(path(c));
  });
});

describe('POST /api/admin/links/suggestions', () => {
  const route = '/api/admin/links/suggestions';

  it('refuses a caller without a staff token', async () => {
    const answer = await content.api('POST', route, { body: { title: 'x', body: 'y' } });
    expect(answer.status).toBe(401);
  });

  it('answers 400 naming the field of a bad draft', async () => {
    const missing = await content.admin<{ errors?: Record<string, unknown> }>('POST', route, {
      title: 'Only a title',
    });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('body');

    const tooLong = await content.admin('POST', route, { title: 'x'.repeat(301), body: 'text' });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain('title');
  });

  it('suggests the nearest published pages with the draft phrase to link, less those it already links', async () => {
    const target = await generatedPage('Freight Audit Automation', 'Freight Forwarding');
    const other = await generatedPage('Freight Rate Benchmarking', 'Freight Forwarding');
    await publish(target, true);
    await publish(other, true);
    const draft = {
      title: 'Why freight audit automation pays for itself',
      body: 'Most shippers overpay carriers. Freight audit automation catches the errors, and freight rate benchmarking shows where to negotiate.',
    };

    const answer = await content.admin<LinkSuggestionsResponse>('POST', route, draft);

    expect(answer.status).toBe(200);
    const suggestions = answer.body.suggestions;
    expect(suggestions.length).toBeLessThanOrEqual(5);
    const toTarget = suggestions.find((s) => s.path === `/solutions/${target.slug}`);
    expect(toTarget?.anchorText).toBe('Freight audit automation');
    expect(toTarget?.score).toBeGreaterThan(0);

    const linked = await content.admin<LinkSuggestionsResponse>('POST', route, {
      ...draft,
      body: `${draft.body} See [our audit offer](/solutions/${target.slug}).`,
    });
    expect(linked.status).toBe(200);
    const paths = linked.body.suggestions.map((s) => s.path);
    expect(paths).not.toContain(`/solutions/${target.slug}`);
    expect(paths).toContain(`/solutions/${other.slug}`);

    // An item the content index does not hold (stored before it) is fingerprinted from its record.
    const row = await contentIndexRepository.get(other.id);
    expect(row).toBeDefined();
    await contentIndexRepository.remove(row!);
    const unindexed = await content.admin<LinkSuggestionsResponse>('POST', route, {
      ...draft,
      body: `${draft.body} See [our audit offer](/solutions/${target.slug}).`,
    });
    expect(unindexed.body.suggestions).toEqual(linked.body.suggestions);
  });
});
