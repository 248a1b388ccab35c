import { describe, expect, it } from 'vitest';
import { pageCreateInputSchema } from '@shared/schemas/page';
import { createPage, generationNotQueuedMessage } from '@functions/domain/pages/create-page';
import {
  importCreatedMessage,
  importPages,
  importRowNumber,
  importSkippedMessage,
} from '@functions/domain/pages/import-pages';
import { pageTestDeps } from './in-memory-page-store';

const row = (values: Record<string, unknown>) => ({
  keyword: 'Cyber Compliance Roadmap',
  industry: 'Cybersecurity',
  pain_point: 'Audits take months',
  intent_level: 'high',
  cta_type: 'download',
  ...values,
});

describe('importPages', () => {
  it('creates valid rows, reports invalid ones with their messages, and skips taken slugs', async () => {
    const deps = pageTestDeps();
    await createPage(deps, pageCreateInputSchema.parse(row({ slug: 'existing-page' })));
    deps.queue.requested.length = 0;

    const results = await importPages(deps, [
      row({ row: 2 }),
      row({ row: 3, keyword: 'x', industry: '' }),
      row({ row: 5, slug: 'existing-page' }),
      row({ row: 6, keyword: 'Fintech Partnerships', slug: 'Bad Slug' }),
    ]);

    expect(results).toEqual([
      {
        row: 2,
        status: 'success',
        message: importCreatedMessage,
        page_id: expect.any(String),
      },
      {
        row: 3,
        status: 'error',
        message: 'Keyword must be at least 2 characters. Industry must be at least 2 characters.',
      },
      { row: 5, status: 'skipped', message: importSkippedMessage('existing-page') },
      {
        row: 6,
        status: 'error',
        message: 'Slug must contain only lowercase letters, numbers, and hyphens.',
      },
    ]);
    const created = await deps.pages.findBySlug('cyber-compliance-roadmap');
    expect(created).toMatchObject({ status: 'draft', industry: 'Cybersecurity' });
    expect(deps.queue.requested).toEqual([created?.id]);
  });

  it('keeps the first of two rows with the same slug and skips the second, so a re-import adds nothing', async () => {
    const deps = pageTestDeps();

    const first = await importPages(deps, [row({}), row({ industry: 'Banking' })]);
    const again = await importPages(deps, [row({})]);

    expect(first.map((result) => result.status)).toEqual(['success', 'skipped']);
    expect(again.map((result) => result.status)).toEqual(['skipped']);
    expect(deps.pages.items.size).toBe(1);
  });

  it('refuses rows whose slug a service page or a managed redirect answers, naming the conflict', async () => {
    const deps = pageTestDeps();
    deps.managedRedirects.push({ from: '/solutions/old-offer', to: '/contact', status: 301 });

    const results = await importPages(deps, [
      row({ row: 2, keyword: 'Business Development' }),
      row({ row: 3, slug: 'growth-enablement' }),
      row({ row: 4, slug: 'old-offer' }),
      row({ row: 5 }),
    ]);

    expect(results).toEqual([
      {
        row: 2,
        status: 'error',
        message:
          'Slug business-development is taken by the service page /solutions/business-development',
      },
      {
        row: 3,
        status: 'error',
        message: 'Slug growth-enablement is taken by the service page /solutions/growth-enablement',
      },
      {
        row: 4,
        status: 'error',
        message: 'Slug old-offer is taken by a redirect from /solutions/old-offer',
      },
      {
        row: 5,
        status: 'success',
        message: importCreatedMessage,
        page_id: expect.any(String),
      },
    ]);
    expect([...deps.pages.items.values()].map((page) => page.slug)).toEqual([
      'cyber-compliance-roadmap',
    ]);
  });

  it('marks created rows whose generation could not be queued as errors', async () => {
    const deps = pageTestDeps();
    deps.queue.refuseAll = true;

    const [result] = await importPages(deps, [row({ row: 2 })]);

    expect(result).toEqual({
      row: 2,
      status: 'error',
      message: generationNotQueuedMessage,
      page_id: expect.any(String),
    });
    expect([...deps.pages.items.values()][0]?.status).toBe('error');
  });

  it('reports a row that fails to save without stopping the others', async () => {
    const deps = pageTestDeps();
    const create = deps.pages.create.bind(deps.pages);
    deps.pages.create = async (page) => {
      if (page.keyword === 'Broken Row') throw new Error('ProvisionedThroughputExceeded');
      return create(page);
    };

    const results = await importPages(deps, [row({ keyword: 'Broken Row' }), row({})]);

    expect(results.map((result) => result.status)).toEqual(['error', 'success']);
  });
});

describe('importRowNumber', () => {
  it('uses the row number the browser sent, else the position counted from the header row', () => {
    expect(importRowNumber({ row: 7 }, 0)).toBe(7);
    expect(importRowNumber({ row: 'seven' }, 0)).toBe(2);
    expect(importRowNumber(null, 3)).toBe(5);
  });
});
