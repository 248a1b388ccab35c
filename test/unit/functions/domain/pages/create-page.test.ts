import { describe, expect, it } from 'vitest';
import { pageCreateInputSchema, type PageCreateFormValues } from '@shared/schemas/page';
import { ConflictError } from '@functions/domain/errors';
import {
  createPage,
  createPublishedPage,
  generationNotQueuedMessage,
  pageSlugTakenMessage,
} from '@functions/domain/pages/create-page';
import { samplePages } from '@shared/content/sample-pages';
import { solutionSlugReservation } from '@shared/rules/reserved-slugs';
import { generatedContent, pageTestDeps } from './in-memory-page-store';

const form: PageCreateFormValues = {
  keyword: 'Revenue Operations for SaaS',
  industry: 'Technology / SaaS',
  pain_point: 'Sales and marketing work from different numbers.',
  intent_level: 'commercial',
  cta_type: 'consultation',
};
const input = (values: Partial<PageCreateFormValues> = {}) =>
  pageCreateInputSchema.parse({ ...form, ...values });

describe('createPage', () => {
  it('stores a draft with empty content, a slug made from the keyword, and queues its generation', async () => {
    const deps = pageTestDeps();

    const page = await createPage(deps, input());

    expect(page).toMatchObject({
      keyword: 'Revenue Operations for SaaS',
      slug: 'revenue-operations-for-saas',
      status: 'draft',
      title: '',
      h1: '',
      value_bullets: [],
      faqs: [],
      error_message: null,
      version: 1,
    });
    expect(page.created_at).toBe(page.updated_at);
    expect(await deps.pages.get(page.id)).toEqual(page);
    expect(deps.queue.requested).toEqual([page.id]);
  });

  it('keeps a slug the user chose', async () => {
    const deps = pageTestDeps();

    const page = await createPage(deps, input({ slug: 'saas-revops' }));

    expect(page.slug).toBe('saas-revops');
  });

  it('refuses a chosen slug that another page uses, with the message on the slug field', async () => {
    const deps = pageTestDeps();
    await createPage(deps, input({ slug: 'saas-revops' }));

    const second = createPage(deps, input({ slug: 'saas-revops', keyword: 'Other' }));

    await expect(second).rejects.toBeInstanceOf(ConflictError);
    await expect(second).rejects.toMatchObject({ fields: { slug: pageSlugTakenMessage } });
    expect(deps.pages.items.size).toBe(1);
    expect(deps.queue.requested).toHaveLength(1);
  });

  it('suffixes a slug made from the keyword when the plain one is taken', async () => {
    const deps = pageTestDeps();
    const first = await createPage(deps, input());

    const second = await createPage(deps, input());

    expect(first.slug).toBe('revenue-operations-for-saas');
    expect(second.slug).toMatch(/^revenue-operations-for-saas-\d{6}-\d{3}$/);
  });

  it('refuses a chosen slug a service page answers, naming the service page on the slug field', async () => {
    const deps = pageTestDeps();

    const page = createPage(deps, input({ slug: 'business-development' }));

    await expect(page).rejects.toBeInstanceOf(ConflictError);
    await expect(page).rejects.toMatchObject({
      fields: {
        slug: 'Slug business-development is taken by the service page /solutions/business-development',
      },
    });
    expect(deps.pages.items.size).toBe(0);
    expect(deps.queue.requested).toEqual([]);
  });

  it('refuses a chosen slug a managed redirect answers', async () => {
    const deps = pageTestDeps();
    deps.managedRedirects.push({ from: '/solutions/old-offer', to: '/contact', status: 301 });

    const page = createPage(deps, input({ slug: 'old-offer' }));

    await expect(page).rejects.toMatchObject({
      fields: { slug: 'Slug old-offer is taken by a redirect from /solutions/old-offer' },
    });
    expect(deps.pages.items.size).toBe(0);
  });

  it('steps past a keyword slug a service page answers to the next candidate', async () => {
    const deps = pageTestDeps();

    const page = await createPage(deps, input({ keyword: 'Business Development' }));

    expect(page.slug).toMatch(/^business-development-\d{6}-\d{3}$/);
  });

  it('steps past a keyword slug a managed redirect answers', async () => {
    const deps = pageTestDeps();
    deps.managedRedirects.push({
      from: '/solutions/revenue-operations-for-saas/',
      to: '/',
      status: 301,
    });

    const page = await createPage(deps, input());

    expect(page.slug).toMatch(/^revenue-operations-for-saas-\d{6}-\d{3}$/);
  });

  it('marks the page as failed when its generation cannot be queued, so Try Again is offered', async () => {
    const deps = pageTestDeps();
    deps.queue.refuseAll = true;

    const page = await createPage(deps, input());

    expect(page).toMatchObject({
      status: 'error',
      error_message: generationNotQueuedMessage,
      version: 2,
    });
    expect((await deps.pages.get(page.id))?.status).toBe('error');
  });
});

describe('createPublishedPage', () => {
  it('stores a finished published page once and reports it exists the second time', async () => {
    const deps = pageTestDeps();
    const seedInput = { ...input(), slug: 'growth-enablement-b2b-teams' };

    const first = await createPublishedPage(deps, seedInput, generatedContent);
    const second = await createPublishedPage(deps, seedInput, generatedContent);

    expect([first, second]).toEqual(['created', 'exists']);
    expect(await deps.pages.findBySlug('growth-enablement-b2b-teams')).toMatchObject({
      status: 'published',
      h1: generatedContent.h1,
      faqs: generatedContent.faqs,
    });
    expect(deps.queue.requested).toEqual([]);
  });

  it('refuses a slug a fixed route answers, so a seed can never store an unreachable page', async () => {
    const deps = pageTestDeps();

    const seeded = createPublishedPage(
      deps,
      { ...input(), slug: 'growth-enablement' },
      generatedContent,
    );

    await expect(seeded).rejects.toThrow(
      'Slug growth-enablement is taken by the service page /solutions/growth-enablement',
    );
    expect(deps.pages.items.size).toBe(0);
  });

  it('takes every built-in sample page at a free path', async () => {
    const deps = pageTestDeps();

    for (const sample of samplePages) {
      expect(solutionSlugReservation(sample.input.slug)).toBeUndefined();
      expect(await createPublishedPage(deps, sample.input, sample.content)).toBe('created');
    }
  });
});
