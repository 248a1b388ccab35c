import { describe, expect, it } from 'vitest';
import { createArticle } from '@functions/domain/articles/manage-articles';
import { ConflictError, ForbiddenError } from '@functions/domain/errors';
import {
  approve,
  articleReviews,
  sendBack,
  submitForReview,
  type Staff,
} from '@functions/domain/review/manage-reviews';
import { contentWithReferences, createBody } from '../articles/fixtures';

const writer: Staff = { sub: 'writer-sub', role: 'contributor', email: 'writer@example.com' };
const stranger: Staff = { sub: 'other-sub', role: 'contributor', email: 'other@example.com' };
const editor: Staff = { sub: 'editor-sub', role: 'editor', email: 'editor@example.com' };

async function world() {
  const content = contentWithReferences();
  const deps = {
    articles: content.articles,
    authors: content.authors,
    categories: content.categories,
    now: () => new Date('2026-11-26T10:00:00Z'),
  };
  const draft = await createArticle(deps, createBody({ is_published: false }), {
    createdBy: writer.sub,
  });
  return { content, kind: articleReviews(deps), draft };
}

describe('the review flow of articles', () => {
  it('a contributor submits their own draft; an editor approves it through the publish switch', async () => {
    const { kind, draft, content } = await world();

    const submitted = await submitForReview(kind, draft.id, { expected_version: 1 }, writer);
    const approved = await approve(kind, draft.id, { expected_version: 2 }, editor);

    expect(submitted.review).toMatchObject({ state: 'in_review', submitted_by: writer.email });
    expect(approved).toMatchObject({ is_published: true, version: 3 });
    expect(approved.review).toBeUndefined();
    expect(await content.counts.dashboardCounts()).toMatchObject({
      publishedArticles: 1,
      waitingForReview: 0,
    });
  });

  it("refuses a contributor's submit of someone else's draft", async () => {
    const { kind, draft } = await world();

    await expect(
      submitForReview(kind, draft.id, { expected_version: 1 }, stranger),
    ).rejects.toBeInstanceOf(ForbiddenError);
  });

  it('refuses stale versions, a second submit, and approving or sending back what does not wait', async () => {
    const { kind, draft } = await world();

    await expect(
      sendBack(kind, draft.id, { expected_version: 1, note: 'No' }, editor),
    ).rejects.toBeInstanceOf(ConflictError);
    await expect(approve(kind, draft.id, { expected_version: 1 }, editor)).rejects.toBeInstanceOf(
      ConflictError,
    );
    await submitForReview(kind, draft.id, { expected_version: 1 }, writer);
    await expect(
      submitForReview(kind, draft.id, { expected_version: 1 }, writer),
    ).rejects.toBeInstanceOf(ConflictError);
    await expect(
      submitForReview(kind, draft.id, { expected_version: 2 }, writer),
    ).rejects.toBeInstanceOf(ConflictError);
  });

  it('a send-back keeps the note for the author, who may submit again', async () => {
    const { kind, draft, content } = await world();
    await submitForReview(kind, draft.id, { expected_version: 1 }, writer);

    const sent = await sendBack(kind, draft.id, { expected_version: 2, note: 'Cite it.' }, editor);
    const again = await submitForReview(kind, draft.id, { expected_version: 3 }, writer);

    expect(sent.review).toMatchObject({ state: 'sent_back', note: 'Cite it.' });
    expect(again.review).toMatchObject({ state: 'in_review', note: null });
    expect(await content.counts.dashboardCounts()).toMatchObject({ waitingForReview: 1 });
  });
});
