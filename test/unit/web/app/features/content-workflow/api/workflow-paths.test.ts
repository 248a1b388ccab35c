/**
 * How the workflow's calls name their item for each kind: the path, whether it is live, whether
 * it is a page (only a page has an SEO dialog of its own).
 */
import { describe, expect, it } from 'vitest';
import type { ArticleRecord } from '@shared/schemas/article';
import type { PageRecord } from '@shared/schemas/page';
import { isLive, isPage, itemPath } from '~/features/content-workflow/api/workflow-paths';

const id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

describe('workflow paths', () => {
  it("sends each kind's calls to its own collection", () => {
    expect(itemPath('article', id, 'schedule')).toBe(`/api/admin/articles/${id}/schedule`);
    expect(itemPath('page', id, 'send-back')).toBe(`/api/admin/pages/${id}/send-back`);
    expect(itemPath('page', id)).toBe(`/api/admin/pages/${id}`);
  });

  it('escapes an id that is not a plain word', () => {
    expect(itemPath('article', 'a/b?c')).toBe('/api/admin/articles/a%2Fb%3Fc');
  });

  it("reads each kind's publish state from its own field", () => {
    const article = { id, is_published: true } as ArticleRecord;
    const draftPage = { id, keyword: 'k', status: 'draft' } as PageRecord;
    const livePage = { id, keyword: 'k', status: 'published' } as PageRecord;

    expect([isLive(article), isLive(draftPage), isLive(livePage)]).toEqual([true, false, true]);
    expect([isPage(article), isPage(draftPage)]).toEqual([false, true]);
  });
});
