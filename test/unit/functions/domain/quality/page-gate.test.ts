import { describe, expect, it } from 'vitest';
import { newPageRecord } from '@functions/domain/pages/create-page';
import { recordGeneratedContent } from '@functions/domain/pages/generation-results';
import { setPagePublished, updatePageSeo } from '@functions/domain/pages/manage-pages';
import { ConflictError } from '@functions/domain/errors';
import { indexedPageStore } from '@functions/domain/quality/indexed-stores';
import { qualityGate } from '@functions/domain/quality/quality-gate';
import { approve, pageReviews } from '@functions/domain/review/manage-reviews';
import type { GeneratedPageContent, PageRecord } from '@shared/schemas/page';
import { generatedContent, pageTestDeps } from '../pages/in-memory-page-store';
import {
  distinctText,
  InMemoryContentIndex,
  InMemoryQualitySettings,
} from './in-memory-content-index';

/** Content with enough distinct words to pass the page floor, varied by `seed`. */
function contentOf(seed: string): GeneratedPageContent {
  return {
    ...generatedContent,
    title: `Title ${seed}`,
    meta_description: `Description ${seed}`,
    intro_paragraph: distinctText(seed, 200),
  };
}

function world() {
  const base = pageTestDeps();
  const index = new InMemoryContentIndex();
  const settings = new InMemoryQualitySettings();
  const pages = indexedPageStore(base.pages, index);
  const quality = qualityGate({ index, settings, now: base.now });
  const revisions: unknown[] = [];
  const recording = {
    ...pages,
    update: (...args: Parameters<typeof pages.update>) => {
      revisions.push(args[3]);
      return pages.update(...args);
    },
  };
  return { ...base, pages: recording, index, settings, quality, revisions };
}

async function page(
  deps: ReturnType<typeof world>,
  slug: string,
  changes: Partial<PageRecord> = {},
): Promise<PageRecord> {
  const record = {
    ...newPageRecord(
      {
        keyword: slug,
        industry: 'Logistics',
        pain_point: 'Slow growth',
        intent_level: 'high',
        cta_type: 'consultation',
      },
      { id: deps.newId(), slug, now: deps.now() },
    ),
    lands_in: 'published' as const,
    ...changes,
  };
  await deps.pages.create(record);
  return record;
}

describe('the quality gate on programmatic pages', () => {
  it('holds a generated near-duplicate in review with the nearest page and score, even when asked to publish it', async () => {
    const deps = world();
    const first = await page(deps, 'first');
    await recordGeneratedContent(deps, first.id, contentOf('same'), 'r1');
    const second = await page(deps, 'second');

    const saved = await recordGeneratedContent(
      deps,
      second.id,
      { ...contentOf('same'), title: 'Another title', meta_description: 'Another one' },
      'r2',
    );

    expect(saved).toMatchObject({
      status: 'draft',
      review: { state: 'in_review' },
      quality: { reason: 'similar', nearest: { id: first.id, path: '/solutions/first' } },
    });
    expect(saved?.quality?.score).toBeGreaterThanOrEqual(0.8);
    expect((await deps.pages.get(first.id))?.status).toBe('published');
  });

  it('lands distinct content where it was asked, with no hold', async () => {
    const deps = world();
    const first = await page(deps, 'first');
    await recordGeneratedContent(deps, first.id, contentOf('one'), 'r1');
    const second = await page(deps, 'second');

    const saved = await recordGeneratedContent(deps, second.id, contentOf('two'), 'r2');

    expect(saved).toMatchObject({ status: 'published' });
    expect(saved?.quality).toBeUndefined();
  });

  it('refuses to publish a held page without an override, naming the nearest page and score', async () => {
    const deps = world();
    const first = await page(deps, 'first');
    await recordGeneratedContent(deps, first.id, contentOf('same'), 'r1');
    const second = await page(deps, 'second', { lands_in: 'draft' });
    await recordGeneratedContent(deps, second.id, { ...contentOf('same'), title: 'Other' }, 'r2');

    const refused = setPagePublished(deps, second.id, true, { actor: 'editor@example.com' });

    await expect(refused).rejects.toThrow(ConflictError);
    await expect(refused).rejects.toThrow(/similar to \/solutions\/first \(Title same\)/);
    expect((await deps.pages.get(second.id))?.status).toBe('draft');
  });

  it('publishes a held page with an override, clears the hold and keeps the reason with the change', async () => {
    const deps = world();
    const first = await page(deps, 'first');
    await recordGeneratedContent(deps, first.id, contentOf('same'), 'r1');
    const second = await page(deps, 'second', { lands_in: 'draft' });
    await recordGeneratedContent(deps, second.id, { ...contentOf('same'), title: 'Other' }, 'r2');

    const published = await setPagePublished(deps, second.id, true, {
      actor: 'editor@example.com',
      override: 'A regional variant the client asked for',
    });

    expect(published.status).toBe('published');
    expect(published.quality).toBeUndefined();
    expect(deps.revisions.at(-1)).toMatchObject({
      kind: 'publish',
      note: expect.stringMatching(
        /^Published despite quality hold: 0\.\d\d similar to \/solutions\/first — A regional variant the client asked for$/,
      ),
    });
  });

  it('approves a held page only with an override', async () => {
    const deps = world();
    const first = await page(deps, 'first');
    await recordGeneratedContent(deps, first.id, contentOf('same'), 'r1');
    const second = await page(deps, 'second');
    const held = await recordGeneratedContent(
      deps,
      second.id,
      { ...contentOf('same'), title: 'Other' },
      'r2',
    );
    const reviews = pageReviews(deps);
    const editor = { email: 'editor@example.com', role: 'editor' as const, sub: 'e1' };

    await expect(
      approve(reviews, second.id, { expected_version: held!.version }, editor),
    ).rejects.toThrow(ConflictError);
    const approved = await approve(
      reviews,
      second.id,
      { expected_version: held!.version, override_reason: 'Checked by hand, keep both' },
      editor,
    );
    expect(approved.status).toBe('published');
  });

  it("holds a page whose SEO save takes another page's search title, and clears it when changed back", async () => {
    const deps = world();
    const first = await page(deps, 'first');
    await recordGeneratedContent(deps, first.id, contentOf('one'), 'r1');
    const second = await page(deps, 'second');
    const live = await recordGeneratedContent(deps, second.id, contentOf('two'), 'r2');
    const seo = {
      meta_title: 'Title one',
      meta_description: '',
      social_image: '',
      canonical: '',
      noindex: false,
    };

    const held = await updatePageSeo(deps, second.id, { version: live!.version, seo });

    expect(held).toMatchObject({
      status: 'published',
      quality: { reason: 'duplicate_title', nearest: { id: first.id } },
    });
    const cleared = await updatePageSeo(deps, second.id, {
      version: held.version,
      seo: { ...seo, meta_title: 'A title of its own' },
    });
    expect(cleared.quality).toBeUndefined();
  });

  it('checks again on publish a page that passed at generation, and keeps the hold it finds', async () => {
    const deps = world();
    const draft = await page(deps, 'draft', { lands_in: 'draft' });
    const passed = await recordGeneratedContent(deps, draft.id, contentOf('same'), 'r1');
    const live = await page(deps, 'live');
    await recordGeneratedContent(deps, live.id, { ...contentOf('same'), title: 'Live' }, 'r2');

    await expect(
      setPagePublished(deps, draft.id, true, { actor: 'editor@example.com' }),
    ).rejects.toThrow(/similar to \/solutions\/live/);

    expect(passed?.quality).toBeUndefined();
    expect(await deps.pages.get(draft.id)).toMatchObject({
      status: 'draft',
      quality: { reason: 'similar', nearest: { id: live.id } },
    });
  });
});
