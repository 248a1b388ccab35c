/**
 * The editors' assist routes against the sandbox (the offline model): a search title and
 * description that Google shows whole, alt text marked for review, a rewrite by instruction; a
 * contributor on someone else's draft gets 403, a contributor on a page 403, bad bodies a 400
 * naming the field; nothing is written by asking.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serpLine } from '@shared/rules/serp-preview';
import type { ArticleRecord } from '@shared/schemas/article';
import type { AuthorRecord } from '@shared/schemas/author';
import type { CategoryRecord } from '@shared/schemas/category';
import { articleBody, startContentSandbox, type ContentSandbox } from './content-sandbox';
import { staffAccount, staffDomain } from './staff-sandbox';

let content: ContentSandbox;
let author: AuthorRecord;
let category: CategoryRecord;
let writer: { idToken: string };
let other: { idToken: string };
let draft: ArticleRecord;

beforeAll(async () => {
  content = await startContentSandbox({ adminEmailDomains: [staffDomain] });
  author = await content.author('Ada Assisted');
  category = await content.category('Pricing');
  writer = await staffAccount(content.sandbox, `assist-writer@${staffDomain}`, 'contributor');
  other = await staffAccount(content.sandbox, `assist-other@${staffDomain}`, 'contributor');
  const created = await content.api<ArticleRecord>('POST', '/api/admin/articles', {
    token: writer.idToken,
    body: articleBody({
      author_id: author.id,
      category_id: category.id,
      title: 'Pricing Power in Slow Markets',
      slug: 'assist-pricing-power',
      is_published: false,
    }),
  });
  expect(created.status).toBe(201);
  draft = created.body;
});

afterAll(async () => {
  await content?.end();
});

const ask = <T = Record<string, unknown>>(
  token: string,
  path: string,
  body: Record<string, unknown>,
) =>
  content.api<T & { error?: { fields?: Record<string, string> } }>('POST', path, { token, body });

const seoBody = {
  title: 'Pricing Power in Slow Markets',
  excerpt: 'How firms keep their margins when demand softens, with three moves that work well.',
  content: '## Why it matters\n\nPricing power is the ability to raise prices.',
  keyword: 'pricing power',
};

describe('search title and description', () => {
  it('answers a title and description Google shows whole, and writes nothing', async () => {
    const answer = await ask<{ meta_title: string; meta_description: string }>(
      writer.idToken,
      `/api/admin/articles/${draft.id}/assist/seo`,
      seoBody,
    );
    const after = await content.admin<ArticleRecord>('GET', `/api/admin/articles/${draft.id}`);

    expect(answer.status).toBe(200);
    expect(serpLine('title', answer.body.meta_title).truncated).toBe(false);
    expect(serpLine('description', answer.body.meta_description).truncated).toBe(false);
    expect(answer.body.meta_title).not.toBe('');
    expect(after.body.version).toBe(draft.version);
  });

  it("refuses a contributor on someone else's draft (403) and bad bodies naming the field (400)", async () => {
    const path = `/api/admin/articles/${draft.id}/assist/seo`;

    const forbidden = await ask(other.idToken, path, seoBody);
    const noTitle = await ask(writer.idToken, path, { ...seoBody, title: '  ' });
    const longKeyword = await ask(writer.idToken, path, { ...seoBody, keyword: 'k'.repeat(201) });
    const unknown = await ask(
      writer.idToken,
      '/api/admin/articles/00000000-0000-4000-8000-000000000000/assist/seo',
      seoBody,
    );

    expect(forbidden.status).toBe(403);
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.error?.fields).toHaveProperty('title');
    expect(longKeyword.status).toBe(400);
    expect(longKeyword.body.error?.fields).toHaveProperty('keyword');
    expect(unknown.status).toBe(404);
  });

  it("an editor asks about a programmatic page's copy; an unknown page is 404", async () => {
    const created = await content.admin<{ id: string }>('POST', '/api/admin/pages', {
      keyword: 'assisted pricing advisory',
      industry: 'Healthcare',
      pain_point: 'Margins fall as payers squeeze rates',
      intent_level: 'commercial',
      cta_type: 'consultation',
    });
    expect(created.status).toBe(201);

    const answer = await ask<{ meta_title: string; meta_description: string }>(
      content.adminToken,
      `/api/admin/pages/${created.body.id}/assist/seo`,
      { ...seoBody, title: 'Pricing advisory for healthcare' },
    );
    const rewrite = await ask<{ text: string }>(
      content.adminToken,
      `/api/admin/pages/${created.body.id}/assist/rewrite`,
      { text: "We don't guess; we measure.", instruction: 'more-formal' },
    );
    const unknown = await ask(
      content.adminToken,
      '/api/admin/pages/00000000-0000-4000-8000-000000000000/assist/seo',
      seoBody,
    );

    expect(answer.status).toBe(200);
    expect(serpLine('title', answer.body.meta_title).truncated).toBe(false);
    expect(rewrite.body.text).toBe('We do not guess; we measure.');
    expect(unknown.status).toBe(404);
  });

  it('a contributor may not ask about a page (the page routes are editors)', async () => {
    const answer = await ask(
      writer.idToken,
      '/api/admin/pages/00000000-0000-4000-8000-000000000000/assist/seo',
      seoBody,
    );

    expect(answer.status).toBe(403);
  });
});

describe('alt text', () => {
  it('answers alt text built from the caption and heading, marked for review', async () => {
    const answer = await ask<{ alt_text: string; needs_review: boolean }>(
      writer.idToken,
      `/api/admin/articles/${draft.id}/assist/alt-text`,
      {
        image_url: '/images/margin-chart.png',
        caption: 'Margins of 40 firms, 2019 to 2024',
        heading: 'Why it matters',
        title: draft.title,
      },
    );

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      alt_text: 'Margins of 40 firms, 2019 to 2024, illustrating Why it matters',
      needs_review: true,
    });
  });

  it('refuses another contributor, and a missing image naming the field', async () => {
    const path = `/api/admin/articles/${draft.id}/assist/alt-text`;
    const body = { image_url: '/images/x.png', title: draft.title };

    const forbidden = await ask(other.idToken, path, body);
    const noImage = await ask(writer.idToken, path, { ...body, image_url: '' });

    expect(forbidden.status).toBe(403);
    expect(noImage.status).toBe(400);
    expect(noImage.body.error?.fields).toHaveProperty('image_url');
  });
});

describe('rewrite', () => {
  const passage =
    "We really think pricing is just a lever. It's the one most firms don't pull. In fact, it pays back quickly. That is why it matters.";

  it('answers a shorter passage, and a more formal one', async () => {
    const path = `/api/admin/articles/${draft.id}/assist/rewrite`;

    const shorter = await ask<{ text: string }>(writer.idToken, path, {
      text: passage,
      instruction: 'shorter',
    });
    const formal = await ask<{ text: string }>(writer.idToken, path, {
      text: passage,
      heading: 'Why it matters',
      instruction: 'more-formal',
    });

    expect(shorter.status).toBe(200);
    expect(shorter.body.text.length).toBeLessThan(passage.length);
    expect(formal.body.text).toContain('do not pull');
  });

  it('refuses bad instructions, a custom one without words, and an over-long passage, naming each field', async () => {
    const path = `/api/admin/articles/${draft.id}/assist/rewrite`;

    const badInstruction = await ask(writer.idToken, path, { text: passage, instruction: 'funny' });
    const noWords = await ask(writer.idToken, path, { text: passage, instruction: 'custom' });
    const tooLong = await ask(writer.idToken, path, {
      text: 'word '.repeat(1700),
      instruction: 'shorter',
    });
    const forbidden = await ask(other.idToken, path, { text: passage, instruction: 'shorter' });

    expect(badInstruction.status).toBe(400);
    expect(badInstruction.body.error?.fields).toHaveProperty('instruction');
    expect(noWords.status).toBe(400);
    expect(noWords.body.error?.fields).toHaveProperty('custom_instruction');
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error?.fields).toHaveProperty('text');
    expect(forbidden.status).toBe(403);
  });
});
