/**
 * The review state against the sandbox: a contributor submits their draft, an
 * editor sends it back with a note or approves it (publish now or schedule); stale versions get
 * 409, bad notes name the field; contributors cannot approve or publish through any route; batch
 * and page generation land in review by default; the dashboard counts what waits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleRecord } from '@shared/schemas/article';
import type { AuthorRecord } from '@shared/schemas/author';
import type { CategoryRecord } from '@shared/schemas/category';
import type { DashboardCounts } from '@shared/schemas/dashboard';
import type { GenerationJobReadResponse } from '@shared/schemas/generation';
import type { PageRecord } from '@shared/schemas/page';
import type { RevisionSummary } from '@shared/schemas/revision';
import { articleBody, startContentSandbox, type ContentSandbox } from './content-sandbox';
import { waitFor } from './generation-sandbox';
import { staffAccount, staffDomain } from './staff-sandbox';

let content: ContentSandbox;
let author: AuthorRecord;
let category: CategoryRecord;
let contributor: { idToken: string; sub: string };
let otherContributor: { idToken: string; sub: string };
let editor: { idToken: string; sub: string };
const contributorEmail = `writer@${staffDomain}`;
const editorEmail = `reviewer@${staffDomain}`;

beforeAll(async () => {
  content = await startContentSandbox({ adminEmailDomains: [staffDomain] });
  author = await content.author('Rhea Reviewed');
  category = await content.category('Strategy');
  contributor = await staffAccount(content.sandbox, contributorEmail, 'contributor');
  otherContributor = await staffAccount(content.sandbox, `other@${staffDomain}`, 'contributor');
  editor = await staffAccount(content.sandbox, editorEmail, 'editor');
});

afterAll(async () => {
  await content?.end();
});

const as = <T>(token: string, method: string, path: string, body?: unknown) =>
  content.api<T>(method, path, { body, token });

/** A draft the contributor wrote. */
async function contributorDraft(slug: string): Promise<ArticleRecord> {
  const answer = await as<ArticleRecord>(
    contributor.idToken,
    'POST',
    '/api/admin/articles',
    articleBody({ author_id: author.id, category_id: category.id, slug, is_published: false }),
  );
  expect(answer.status).toBe(201);
  return answer.body;
}

const readArticle = async (id: string) =>
  (await content.admin<ArticleRecord>('GET', `/api/admin/articles/${id}`)).body;

const waiting = async () =>
  (await content.admin<DashboardCounts>('GET', '/api/admin/dashboard')).body.waitingForReview;

const inReviewIds = async (kind: 'articles' | 'pages') =>
  (
    await content.admin<{ items: { id: string }[] }>('GET', `/api/admin/${kind}?status=in_review`)
  ).body.items.map((item) => item.id);

describe('articles', () => {
  it('a contributor submits their draft: in review, listed, counted, kept as a revision', async () => {
    const draft = await contributorDraft('review-submit');
    const before = await waiting();

    const submitted = await as<ArticleRecord>(
      contributor.idToken,
      'POST',
      `/api/admin/articles/${draft.id}/review`,
      { expected_version: draft.version },
    );

    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({
      is_published: false,
      version: draft.version + 1,
      review: { state: 'in_review', submitted_by: contributorEmail, note: null },
    });
    expect(await waiting()).toBe(before + 1);
    expect(await inReviewIds('articles')).toContain(draft.id);
    const history = await content.admin<{ items: RevisionSummary[] }>(
      'GET',
      `/api/admin/revisions/article/${draft.id}`,
    );
    expect(history.body.items[0]).toMatchObject({ kind: 'submit', actor: contributorEmail });
    // Still a draft for visitors.
    expect((await content.api('GET', '/api/articles/review-submit')).status).toBe(404);
  });

  it('a stale version gets 409 and a second submit is refused', async () => {
    const draft = await contributorDraft('review-stale');
    const path = `/api/admin/articles/${draft.id}/review`;
    await as(contributor.idToken, 'POST', path, { expected_version: draft.version });

    const stale = await as(contributor.idToken, 'POST', path, { expected_version: draft.version });
    const again = await as(contributor.idToken, 'POST', path, {
      expected_version: draft.version + 1,
    });

    expect(stale.status).toBe(409);
    expect(again.status).toBe(409);
  });

  it("a contributor cannot submit someone else's draft", async () => {
    const draft = await contributorDraft('review-not-yours');

    const answer = await as(
      otherContributor.idToken,
      'POST',
      `/api/admin/articles/${draft.id}/review`,
      { expected_version: draft.version },
    );

    expect(answer.status).toBe(403);
  });

  it('an editor sends it back with a note the author reads; a bad note names the field', async () => {
    const draft = await contributorDraft('review-send-back');
    await as(contributor.idToken, 'POST', `/api/admin/articles/${draft.id}/review`, {
      expected_version: draft.version,
    });
    const path = `/api/admin/articles/${draft.id}/send-back`;
    const before = await waiting();

    const missing = await as(editor.idToken, 'POST', path, { expected_version: draft.version + 1 });
    const blank = await as(editor.idToken, 'POST', path, {
      expected_version: draft.version + 1,
      note: '   ',
    });
    const long = await as(editor.idToken, 'POST', path, {
      expected_version: draft.version + 1,
      note: 'x'.repeat(1001),
    });
    const stale = await as(editor.idToken, 'POST', path, {
      expected_version: draft.version,
      note: 'Too late',
    });
    const sent = await as<ArticleRecord>(editor.idToken, 'POST', path, {
      expected_version: draft.version + 1,
      note: 'Add a source for the second section.',
    });

    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: { fields: { note: 'Note is required' } } });
    expect(blank.body).toMatchObject({ error: { fields: { note: 'Note is required' } } });
    expect(long.body).toMatchObject({
      error: { fields: { note: 'Note must be 1000 characters or fewer' } },
    });
    expect(stale.status).toBe(409);
    expect(sent.status).toBe(200);
    const seenByAuthor = await as<ArticleRecord>(
      contributor.idToken,
      'GET',
      `/api/admin/articles/${draft.id}`,
    );
    expect(seenByAuthor.body.review).toMatchObject({
      state: 'sent_back',
      note: 'Add a source for the second section.',
      sent_back_by: editorEmail,
    });
    expect(await waiting()).toBe(before - 1);
    expect(await inReviewIds('articles')).not.toContain(draft.id);
  });

  it('an editor approves it: published through the switch, live for visitors, review ended', async () => {
    const draft = await contributorDraft('review-approve');
    await as(contributor.idToken, 'POST', `/api/admin/articles/${draft.id}/review`, {
      expected_version: draft.version,
    });
    const before = await waiting();

    const stale = await as(editor.idToken, 'POST', `/api/admin/articles/${draft.id}/approve`, {
      expected_version: draft.version,
    });
    const approved = await as<ArticleRecord>(
      editor.idToken,
      'POST',
      `/api/admin/articles/${draft.id}/approve`,
      { expected_version: draft.version + 1 },
    );

    expect(stale.status).toBe(409);
    expect(approved.status).toBe(200);
    expect(approved.body.is_published).toBe(true);
    expect(approved.body.review).toBeUndefined();
    expect(await waiting()).toBe(before - 1);
    expect((await content.api('GET', '/api/articles/review-approve')).status).toBe(200);
    const again = await as(editor.idToken, 'POST', `/api/admin/articles/${draft.id}/approve`, {
      expected_version: approved.body.version,
    });
    expect(again.status).toBe(409);
  });

  it('an editor approves it for later: scheduled, still a draft, review ended', async () => {
    const draft = await contributorDraft('review-schedule');
    await as(contributor.idToken, 'POST', `/api/admin/articles/${draft.id}/review`, {
      expected_version: draft.version,
    });
    const at = new Date(Math.ceil((Date.now() + 3_600_000) / 1000) * 1000).toISOString();

    const past = await as(editor.idToken, 'POST', `/api/admin/articles/${draft.id}/approve`, {
      expected_version: draft.version + 1,
      publish_at: '2001-01-01T00:00:00Z',
    });
    const approved = await as<ArticleRecord>(
      editor.idToken,
      'POST',
      `/api/admin/articles/${draft.id}/approve`,
      { expected_version: draft.version + 1, publish_at: at },
    );

    expect(past.status).toBe(400);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ is_published: false, schedule: { publish_at: at } });
    expect(approved.body.review).toBeUndefined();
    expect(await inReviewIds('articles')).not.toContain(draft.id);
  });

  it('contributors cannot approve, send back or publish through any route', async () => {
    const draft = await contributorDraft('review-no-publish');
    await as(contributor.idToken, 'POST', `/api/admin/articles/${draft.id}/review`, {
      expected_version: draft.version,
    });
    const version = draft.version + 1;
    const base = `/api/admin/articles/${draft.id}`;
    const future = new Date(Date.now() + 3_600_000).toISOString();

    const answers = await Promise.all([
      as(contributor.idToken, 'POST', `${base}/approve`, { expected_version: version }),
      as(contributor.idToken, 'POST', `${base}/approve`, {
        expected_version: version,
        publish_at: future,
      }),
      as(contributor.idToken, 'POST', `${base}/send-back`, {
        expected_version: version,
        note: 'Mine',
      }),
      as(contributor.idToken, 'PATCH', `${base}/publish`, { is_published: true }),
      as(contributor.idToken, 'PUT', `${base}/schedule`, {
        publish_at: future,
        expected_version: version,
      }),
      as(
        contributor.idToken,
        'PUT',
        base,
        articleBody({
          author_id: author.id,
          category_id: category.id,
          slug: 'review-no-publish',
          is_published: true,
          version,
        }),
      ),
      as(contributor.idToken, 'POST', '/api/admin/jobs', {
        author_id: author.id,
        category_id: category.id,
        entries: [{ title: 'Sneaky', keyword: 'sneaky' }],
        lands_in: 'published',
      }),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    expect(await readArticle(draft.id)).toMatchObject({
      is_published: false,
      version,
      review: { state: 'in_review' },
    });
  });

  it('batch generation lands in review by default, and where the job asks otherwise', async () => {
    const before = await waiting();
    const start = async (extra: Record<string, unknown>) => {
      const answer = await as<GenerationJobReadResponse>(
        editor.idToken,
        'POST',
        '/api/admin/jobs',
        {
          author_id: author.id,
          category_id: category.id,
          entries: [{ title: `Generated ${JSON.stringify(extra)}`, keyword: 'review flow' }],
          ...extra,
        },
      );
      expect(answer.status).toBe(201);
      const done = await waitFor(async () => {
        const job = await content.admin<GenerationJobReadResponse>(
          'GET',
          `/api/admin/jobs/${answer.body.job.id}`,
        );
        return job.body.job.status === 'complete' ? job.body : undefined;
      }, 60_000);
      return readArticle(done.items[0]!.article_id!);
    };

    const byDefault = await start({});
    const asDraft = await start({ lands_in: 'draft' });

    expect(byDefault).toMatchObject({
      is_published: false,
      review: { state: 'in_review', submitted_by: 'AI generation' },
    });
    expect(asDraft.is_published).toBe(false);
    expect(asDraft.review).toBeUndefined();
    expect(await waiting()).toBe(before + 1);
    expect(await inReviewIds('articles')).toContain(byDefault.id);
  });
});

describe('programmatic pages', () => {
  async function generatedPage(keyword: string): Promise<PageRecord> {
    const created = await as<PageRecord>(editor.idToken, 'POST', '/api/admin/pages', {
      keyword,
      industry: 'SaaS',
      pain_point: 'Slow pipeline reviews',
      intent_level: 'commercial',
      cta_type: 'consultation',
    });
    expect(created.status).toBe(201);
    return waitFor(async () => {
      const page = await content.admin<PageRecord>('GET', `/api/admin/pages/${created.body.id}`);
      return page.body.title ? page.body : undefined;
    }, 60_000);
  }

  it('generation lands in review; an editor sends it back, resubmits and approves it', async () => {
    const page = await generatedPage('review pipeline audit');

    expect(page).toMatchObject({ status: 'draft', review: { state: 'in_review' } });
    // The count is what waits, articles and pages: read against the lists, not a delta, as the
    // earlier tests' work may still be settling when this one starts.
    const listed = [...(await inReviewIds('articles')), ...(await inReviewIds('pages'))];
    expect(await waiting()).toBe(listed.length);
    // And each kind's own count, which the dashboard's two links show.
    const counts = (await content.admin<DashboardCounts>('GET', '/api/admin/dashboard')).body;
    expect(counts.articlesInReview).toBe((await inReviewIds('articles')).length);
    expect(counts.pagesInReview).toBe((await inReviewIds('pages')).length);
    expect(counts.pagesInReview).toBeGreaterThanOrEqual(1);
    const before = (await waiting()) - 1;
    expect(await inReviewIds('pages')).toContain(page.id);
    expect((await content.api('GET', `/api/pages/${page.slug}`)).status).toBe(404);

    const contributorTry = await as(
      contributor.idToken,
      'POST',
      `/api/admin/pages/${page.id}/approve`,
      {
        expected_version: page.version,
      },
    );
    const sent = await as<PageRecord>(
      editor.idToken,
      'POST',
      `/api/admin/pages/${page.id}/send-back`,
      {
        expected_version: page.version,
        note: 'Tighten the FAQ.',
      },
    );
    const resubmitted = await as<PageRecord>(
      editor.idToken,
      'POST',
      `/api/admin/pages/${page.id}/review`,
      {
        expected_version: sent.body.version,
      },
    );
    const approved = await as<PageRecord>(
      editor.idToken,
      'POST',
      `/api/admin/pages/${page.id}/approve`,
      {
        expected_version: resubmitted.body.version,
      },
    );

    expect(contributorTry.status).toBe(403);
    expect(sent.body.review).toMatchObject({ state: 'sent_back', note: 'Tighten the FAQ.' });
    expect(resubmitted.body.review).toMatchObject({ state: 'in_review', note: null });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('published');
    expect(approved.body.review).toBeUndefined();
    expect(await waiting()).toBe(before);
    expect((await content.api('GET', `/api/pages/${page.slug}`)).status).toBe(200);
  });
});
