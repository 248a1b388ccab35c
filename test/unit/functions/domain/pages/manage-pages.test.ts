import { describe, expect, it } from 'vitest';
import type { PageRecord } from '@shared/schemas/page';
import type { PublicationEvent } from '@functions/domain/publication/publication-events';
import { ConflictError, NotFoundError, UnavailableError } from '@functions/domain/errors';
import { newPageRecord } from '@functions/domain/pages/create-page';
import {
  deletePage,
  getPage,
  pageChangedMessage,
  publishErrorPageMessage,
  publishWithoutContentMessage,
  regeneratePage,
  setPagePublished,
  updatePageSeo,
  withSlugConflicts,
} from '@functions/domain/pages/manage-pages';
import { generatedContent, pageTestDeps } from './in-memory-page-store';

const input = {
  keyword: 'Growth Enablement',
  industry: 'Technology',
  pain_point: 'Reps ramp slowly',
  intent_level: 'commercial',
  cta_type: 'consultation',
};
const missingId = '99999999-9999-4999-8999-999999999999';

async function stored(
  deps: ReturnType<typeof pageTestDeps>,
  changes: Partial<PageRecord> = {},
  slug = 'growth-enablement',
) {
  const page = { ...newPageRecord(input, { id: deps.newId(), slug, now: deps.now() }), ...changes };
  await deps.pages.create(page);
  return page;
}

describe('setPagePublished', () => {
  it('publishes a page with content and returns it to draft, setting updated_at each time', async () => {
    const deps = pageTestDeps();
    const page = await stored(deps, generatedContent);

    const published = await setPagePublished(deps, page.id, true);
    const unpublished = await setPagePublished(deps, page.id, false);

    expect(published.status).toBe('published');
    expect(published.updated_at > page.updated_at).toBe(true);
    expect(unpublished).toMatchObject({ status: 'draft', version: 3 });
  });

  it('refuses to publish a page whose generation failed', async () => {
    const deps = pageTestDeps();
    const page = await stored(deps, {
      ...generatedContent,
      status: 'error',
      error_message: 'Model timed out',
    });

    await expect(setPagePublished(deps, page.id, true)).rejects.toThrow(publishErrorPageMessage);
    await expect(setPagePublished(deps, page.id, false)).rejects.toBeInstanceOf(ConflictError);
  });

  it('refuses to publish a page with no generated content yet', async () => {
    const deps = pageTestDeps();
    const page = await stored(deps);

    await expect(setPagePublished(deps, page.id, true)).rejects.toThrow(
      publishWithoutContentMessage,
    );
  });

  it('changes nothing when the page already has the status asked for', async () => {
    const deps = pageTestDeps();
    const page = await stored(deps);

    const same = await setPagePublished(deps, page.id, false);

    expect(same).toEqual(page);
  });

  it('answers a conflict when the page changed between read and write', async () => {
    const deps = pageTestDeps();
    const page = await stored(deps, generatedContent);
    const update = deps.pages.update.bind(deps.pages);
    deps.pages.update = async (id, _version, changes) => update(id, 0, changes);

    await expect(setPagePublished(deps, page.id, true)).rejects.toThrow(pageChangedMessage);
  });

  it('answers not found for an unknown page', async () => {
    await expect(setPagePublished(pageTestDeps(), missingId, true)).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });
});

describe('listing, reading, regenerating and deleting', () => {
  it('reads a page by id', async () => {
    const deps = pageTestDeps();
    const older = await stored(deps, {}, 'older');

    expect(await getPage(deps.pages, older.id)).toEqual(older);
    await expect(getPage(deps.pages, missingId)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('queues a regeneration, and answers unavailable when the queue refuses', async () => {
    const deps = pageTestDeps();
    const page = await stored(deps);

    await regeneratePage(deps, page.id);
    deps.queue.refuseAll = true;

    expect(deps.queue.requested).toEqual([page.id]);
    await expect(regeneratePage(deps, page.id)).rejects.toBeInstanceOf(UnavailableError);
    await expect(regeneratePage(deps, missingId)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('deletes a page and frees its slug for a new one', async () => {
    const deps = pageTestDeps();
    const page = await stored(deps);

    await deletePage(deps, page.id);

    expect(await deps.pages.get(page.id)).toBeUndefined();
    expect(await deps.pages.create({ ...page, id: deps.newId() })).toBe('created');
    await expect(deletePage(deps, page.id)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('updatePageSeo', () => {
  const seo = {
    meta_title: ' Growth enablement for SaaS ',
    meta_description: 'Ramp reps faster.',
    social_image: '',
    canonical: '',
    noindex: true,
  };

  it('saves the fields normalised, moves the version on and announces a change of a live page', async () => {
    const deps = pageTestDeps();
    const page = await stored(deps, { ...generatedContent, status: 'published' });
    const events: PublicationEvent[] = [];

    const saved = await updatePageSeo(
      { ...deps, publication: { announce: async (event) => void events.push(event) } },
      page.id,
      { seo, version: page.version },
    );

    expect(saved.seo).toEqual({ ...seo, meta_title: 'Growth enablement for SaaS' });
    expect(saved.version).toBe(page.version + 1);
    expect(events).toEqual([
      {
        type: 'changed-while-public',
        kind: 'page',
        id: page.id,
        slug: page.slug,
        earlierSlugs: [],
        deleted: false,
      },
    ]);
  });

  it('announces nothing for a save of a draft, which no visitor sees', async () => {
    const deps = pageTestDeps();
    const page = await stored(deps, generatedContent);
    const events: PublicationEvent[] = [];

    await updatePageSeo(
      { ...deps, publication: { announce: async (event) => void events.push(event) } },
      page.id,
      { seo, version: page.version },
    );

    expect(events).toEqual([]);
  });

  it('refuses a save made from an older version', async () => {
    const deps = pageTestDeps();
    const page = await stored(deps, generatedContent);
    await updatePageSeo(deps, page.id, { seo, version: page.version });

    await expect(updatePageSeo(deps, page.id, { seo, version: page.version })).rejects.toThrow(
      pageChangedMessage,
    );
  });

  it('answers 404 for an unknown page', async () => {
    await expect(
      updatePageSeo(pageTestDeps(), missingId, { seo, version: 1 }),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('withSlugConflicts', () => {
  it('flags pages whose path a service page or a managed redirect answers, and only those', async () => {
    const deps = pageTestDeps();
    // Stored as before the slug rule: the service page's path.
    const shadowed = await stored(deps, { status: 'published', ...generatedContent });
    const redirected = await stored(deps, {}, 'retired-offer');
    const free = await stored(deps, {}, 'growth-enablement-b2b-teams');
    deps.managedRedirects.push({ from: '/solutions/retired-offer', to: '/contact', status: 301 });

    const items = withSlugConflicts(
      [shadowed, redirected, free],
      deps.managedRedirects.map((redirect) => redirect.from),
    );

    expect(items.map((item) => item.slug_conflict)).toEqual([
      'Slug growth-enablement is taken by the service page /solutions/growth-enablement',
      'Slug retired-offer is taken by a redirect from /solutions/retired-offer',
      undefined,
    ]);
    expect(items[2]).toEqual(free);
  });
});
