import { describe, expect, it } from 'vitest';
import { pageCreateInputSchema, type PageCreateFormValues } from '@shared/schemas/page';
import { ConflictError } from '@functions/domain/errors';
import {
  createPage,
  createPublishedPage,
  generationNotQueuedMessage,
  pageSlugTakenMessage,
} from '@functions/domain/pages/create-page';
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
    const seedInput = { ...input(), slug: 'growth-enablement' };

    const first = await createPublishedPage(deps, seedInput, generatedContent);
    const second = await createPublishedPage(deps, seedInput, generatedContent);

    expect([first, second]).toEqual(['created', 'exists']);
    expect(await deps.pages.findBySlug('growth-enablement')).toMatchObject({
      status: 'published',
      h1: generatedContent.h1,
      faqs: generatedContent.faqs,
    });
    expect(deps.queue.requested).toEqual([]);
  });
});
