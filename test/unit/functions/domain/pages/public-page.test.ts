import { describe, expect, it, vi } from 'vitest';
import { publicPageSchema, type PageRecord } from '@shared/schemas/page';
import { newPageRecord } from '@functions/domain/pages/create-page';
import { publicPageNotFoundMessage, readPublicPage } from '@functions/domain/pages/public-page';
import { generatedContent, pageTestDeps } from './in-memory-page-store';

const input = {
  keyword: 'Strategic Planning',
  industry: 'Professional services',
  pain_point: 'Plans never leave the slide deck',
  intent_level: 'informational',
  cta_type: 'contact',
};

async function withPage(status: PageRecord['status']) {
  const deps = pageTestDeps();
  const page = {
    ...newPageRecord(input, { id: deps.newId(), slug: 'strategic-planning', now: deps.now() }),
    ...generatedContent,
    status,
  };
  await deps.pages.create(page);
  return { pages: deps.pages, page };
}

describe('readPublicPage', () => {
  it('shows a published page to everyone without checking who asks', async () => {
    const { pages, page } = await withPage('published');
    const viewerIsAdmin = vi.fn(async () => false);

    expect(await readPublicPage(pages, 'strategic-planning', viewerIsAdmin)).toEqual(
      publicPageSchema.parse(page),
    );
    expect(viewerIsAdmin).not.toHaveBeenCalled();
  });

  it.each(['draft', 'error'] as const)(
    'hides a %s page from visitors with the spec message',
    async (status) => {
      const { pages } = await withPage(status);

      await expect(readPublicPage(pages, 'strategic-planning', async () => false)).rejects.toThrow(
        publicPageNotFoundMessage,
      );
    },
  );

  it.each(['draft', 'error'] as const)('shows a %s page to a signed-in admin', async (status) => {
    const { pages, page } = await withPage(status);

    expect(await readPublicPage(pages, 'strategic-planning', async () => true)).toEqual(
      publicPageSchema.parse(page),
    );
  });

  it('answers the public projection: no generation inputs but the keyword, no error detail, id or version', async () => {
    const { pages } = await withPage('published');

    const answer = await readPublicPage(pages, 'strategic-planning', async () => true);

    for (const internal of ['industry', 'pain_point', 'intent_level', 'cta_type'])
      expect(answer).not.toHaveProperty(internal);
    for (const internal of ['error_message', 'id', 'version', 'created_at'])
      expect(answer).not.toHaveProperty(internal);
    expect(answer).toMatchObject({ slug: 'strategic-planning', status: 'published' });
  });

  it('answers not found for unknown and malformed slugs, even to an admin', async () => {
    const { pages } = await withPage('published');

    await expect(readPublicPage(pages, 'no-such-page', async () => true)).rejects.toThrow(
      publicPageNotFoundMessage,
    );
    await expect(readPublicPage(pages, 'Strategic Planning', async () => true)).rejects.toThrow(
      publicPageNotFoundMessage,
    );
  });
});
