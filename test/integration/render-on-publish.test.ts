/**
 * Render on publish against the sandbox, through HTTP as a visitor (or a crawler) meets it: every
 * change to published content reaches the rendered HTML through the render queue and worker, the
 * edge answers unknown slugs with a real 404, earlier slugs with a 301, and a failing render leaves
 * the previous page live. Needs the web build (`npm run build`), as `npm test` runs it first.
 */
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendRenderJob } from '@functions/adapters/render-queue';
import { pageRepository } from '@functions/adapters/repositories/pages-repository';
import type { ArticleRecord } from '@shared/schemas/article';
import type { AuthorRecord } from '@shared/schemas/author';
import type { CategoryRecord } from '@shared/schemas/category';
import type { PageRecord } from '@shared/schemas/page';
import { articleBody, startContentSandbox, type ContentSandbox } from './content-sandbox';

let content: ContentSandbox;
let author: AuthorRecord;
let strategy: CategoryRecord;
let s3: S3Client;

beforeAll(async () => {
  content = await startContentSandbox({ queueRetryDelayMs: 20 });
  author = await content.author('Grace Analyst');
  strategy = await content.category('Strategy');
  s3 = new S3Client({
    region: 'us-east-1',
    endpoint: content.sandbox.endpoints.s3,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});

afterAll(async () => {
  s3?.destroy();
  await content?.end();
});

const refs = () => ({ author_id: author.id, category_id: strategy.id });

/** Waits until the queues have nothing left to do (renders included). */
const settled = () => content.sandbox.queue.idle(60_000);

interface Visit {
  status: number;
  html: string;
  location: string | null;
  headers: Headers;
}

/** What a visitor without JavaScript gets for `path`. */
async function visit(path: string): Promise<Visit> {
  const response = await fetch(`${content.sandbox.url}${path}`, { redirect: 'manual' });
  return {
    status: response.status,
    html: await response.text(),
    location: response.headers.get('location'),
    headers: response.headers,
  };
}

/** The value of a head tag: `<meta name|property="key" content="...">` or the title. */
function headTag(html: string, key: string): string | undefined {
  if (key === 'title') return /<title>([^<]*)<\/title>/.exec(html)?.[1];
  if (key === 'canonical') return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  const pattern = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`);
  return pattern.exec(html)?.[1];
}

/** The JSON-LD blocks of a document. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, text]) => JSON.parse(text ?? '{}') as Record<string, unknown>,
  );
}

async function publishedArticle(fields: Record<string, unknown> = {}): Promise<ArticleRecord> {
  const article = await content.article({ ...refs(), ...fields });
  await settled();
  return article;
}

async function edit(article: ArticleRecord, fields: Record<string, unknown>) {
  const current = (await content.admin<ArticleRecord>('GET', `/api/admin/articles/${article.id}`))
    .body;
  const answer = await content.admin<ArticleRecord>(
    'PUT',
    `/api/admin/articles/${article.id}`,
    articleBody({ ...refs(), ...current, ...fields, version: current.version }),
  );
  expect(answer.status).toBe(200);
  await settled();
  return answer.body;
}

async function setPublished(article: ArticleRecord, isPublished: boolean) {
  const answer = await content.admin('PATCH', `/api/admin/articles/${article.id}/publish`, {
    is_published: isPublished,
  });
  expect(answer.status).toBe(200);
  await settled();
}

/** How many rendered files the site bucket holds for a page path. */
async function renderedFiles(path: string): Promise<number> {
  const listed = await s3.send(
    new ListObjectsV2Command({ Bucket: 'site', Prefix: `_rendered${path}/` }),
  );
  return listed.KeyCount ?? 0;
}

describe('articles', () => {
  it('renders a published article with its head tags, JSON-LD and body in the HTML', async () => {
    const article = await publishedArticle({
      title: 'Pricing Power </script><script>alert(1)</script> "Quoted"',
      excerpt: 'Why pricing is a board topic & how to <b>own</b> it.',
      introduction: 'The introduction paragraph of the pricing article.',
    });

    const page = await visit(`/insights/${article.slug}`);

    expect(page.status).toBe(200);
    expect(headTag(page.html, 'title')).toContain('Pricing Power &lt;/script&gt;');
    expect(headTag(page.html, 'description')).toBe(
      'Why pricing is a board topic &amp; how to &lt;b&gt;own&lt;/b&gt; it.',
    );
    expect(headTag(page.html, 'robots')).toBe('index, follow');
    expect(headTag(page.html, 'canonical')).toMatch(new RegExp(`/insights/${article.slug}$`));
    expect(headTag(page.html, 'og:type')).toBe('article');
    expect(headTag(page.html, 'article:published_time')).toBe(article.published_date);
    expect(headTag(page.html, 'og:image')).toMatch(/^https?:\/\//);
    expect(headTag(page.html, 'twitter:card')).toBe('summary_large_image');
    const ld = jsonLd(page.html);
    const articleLd = ld.find((block) => block['@type'] === 'Article');
    expect(articleLd).toMatchObject({
      headline: article.title,
      datePublished: article.published_date,
      author: { name: 'Grace Analyst' },
    });
    expect(ld.map((block) => block['@type'])).toContain('BreadcrumbList');
    // The title cannot close the script element or the document's own tags.
    expect(page.html).not.toContain('<script>alert(1)</script>');
    expect(page.html).toContain('The introduction paragraph of the pricing article.');
    // Client navigation reads the same data.
    expect((await visit(`/insights/${article.slug}.data`)).status).toBe(200);
  });

  it('dates an edit as the modification, and points mainEntityOfPage at the canonical override', async () => {
    const article = await publishedArticle({ title: 'Edited After Publishing' });

    const edited = await edit(article, {
      introduction: 'A corrected introduction.',
      seo: {
        meta_title: '',
        meta_description: '',
        social_image: '',
        canonical: '/insights/the-canonical-one',
        noindex: false,
      },
    });
    const page = await visit(`/insights/${article.slug}`);

    expect(edited.updated_at > article.published_date).toBe(true);
    expect(headTag(page.html, 'article:published_time')).toBe(article.published_date);
    expect(headTag(page.html, 'article:modified_time')).toBe(edited.updated_at);
    const articleLd = jsonLd(page.html).find((block) => block['@type'] === 'Article');
    expect(articleLd).toMatchObject({
      datePublished: article.published_date,
      dateModified: edited.updated_at,
    });
    expect(articleLd?.mainEntityOfPage).toBe(headTag(page.html, 'canonical'));
    expect(articleLd?.mainEntityOfPage).toMatch(/\/insights\/the-canonical-one$/);
  });

  it('lists published articles with real links on the rendered Insights list and its category tab', async () => {
    const article = await publishedArticle({ title: 'Listed On Insights' });

    const list = await visit('/insights');
    const tab = await visit('/insights?category=Strategy');

    expect(list.status).toBe(200);
    expect(list.html).toContain(`href="/insights/${article.slug}"`);
    expect(tab.html).toContain(`href="/insights/${article.slug}"`);
  });

  it('gives the category tabs valid element ids: no space from a name such as Business Development', async () => {
    const development = await content.category('Business Development');
    await publishedArticle({ category_id: development.id, title: 'Developing Business' });

    const list = await visit('/insights');

    const ids = [...list.html.matchAll(/\sid="([^"]*)"/g)].map(([, id]) => id ?? '');
    expect(ids.some((id) => id.endsWith('-trigger-category-business-development'))).toBe(true);
    // HTML's rule for ids (and html-validate's valid-id): non-empty, no whitespace, unique.
    expect(ids.filter((id) => id === '' || /\s/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives an article whose image is an SVG the raster default card, which social networks render', async () => {
    const article = await publishedArticle({
      title: 'Illustrated In Vector',
      image_url: '/images/article-default.svg',
      image_alt: 'An illustration',
    });

    const page = await visit(`/insights/${article.slug}`);

    expect(headTag(page.html, 'og:image')).toMatch(/^https?:\/\/[^/]+\/images\/og-default\.jpg$/);
    expect(headTag(page.html, 'twitter:image')).toBe(headTag(page.html, 'og:image'));
    expect(headTag(page.html, 'og:image:width')).toBe('1200');
    expect(headTag(page.html, 'og:image:height')).toBe('630');
    const card = await fetch(`${content.sandbox.url}/images/og-default.jpg`);
    expect(card.headers.get('content-type')).toMatch(/^image\/jpeg/);
    const bytes = new Uint8Array(await card.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
  });

  it('never renders a draft: its address is a 404 that says so', async () => {
    const draft = await publishedArticle({ title: 'Still A Draft', is_published: false });

    const page = await visit(`/insights/${draft.slug}`);

    expect(page.status).toBe(404);
    expect(page.html).not.toContain('Still A Draft');
    expect(headTag(page.html, 'robots')).toBe('noindex, nofollow');
    expect((await visit('/insights')).html).not.toContain(`/insights/${draft.slug}"`);
  });

  it('answers a slug that never existed with 404', async () => {
    expect((await visit('/insights/no-such-article')).status).toBe(404);
    expect((await visit('/solutions/no-such-page')).status).toBe(404);
    expect((await visit('/insights/no-such-article.data')).status).toBe(404);
  });

  it('publishes and unpublishes: the page appears, then answers 404', async () => {
    const article = await publishedArticle({ title: 'Toggled Article', is_published: false });

    await setPublished(article, true);
    expect((await visit(`/insights/${article.slug}`)).status).toBe(200);

    await setPublished(article, false);
    expect((await visit(`/insights/${article.slug}`)).status).toBe(404);
    expect((await visit('/insights')).html).not.toContain(`/insights/${article.slug}"`);
  });

  it('renders an edit, and a slug change leaves a 301 from every earlier slug to the current one', async () => {
    const article = await publishedArticle({ title: 'Moving Article', slug: 'moving-first' });

    await edit(article, { slug: 'moving-second', introduction: 'Edited introduction text.' });
    const second = await visit('/insights/moving-second');
    expect(second.status).toBe(200);
    expect(second.html).toContain('Edited introduction text.');
    expect(await visit('/insights/moving-first')).toMatchObject({
      status: 301,
      location: '/insights/moving-second',
    });

    await edit(article, { slug: 'moving-third' });
    // Chains are collapsed: both earlier slugs point at the current one.
    expect((await visit('/insights/moving-first')).location).toBe('/insights/moving-third');
    expect((await visit('/insights/moving-second')).location).toBe('/insights/moving-third');
    const data = await visit('/insights/moving-first.data');
    expect(data.status).toBe(204);
    expect(data.headers.get('x-remix-redirect')).toBe('/insights/moving-third');

    // Back to an earlier slug: no loop, it is live again and the others point to it.
    await edit(article, { slug: 'moving-first' });
    expect((await visit('/insights/moving-first')).status).toBe(200);
    expect((await visit('/insights/moving-third')).location).toBe('/insights/moving-first');
  });

  it("takes an unpublished article's earlier slugs down with it, and a deleted article's page", async () => {
    const article = await publishedArticle({ slug: 'gone-first' });
    await edit(article, { slug: 'gone-second' });

    await setPublished(article, false);
    expect((await visit('/insights/gone-first')).status).toBe(404);
    expect((await visit('/insights/gone-second')).status).toBe(404);

    await setPublished(article, true);
    expect((await visit('/insights/gone-first')).status).toBe(301);
    const deleted = await content.admin('DELETE', `/api/admin/articles/${article.id}`);
    expect(deleted.status).toBe(204);
    await settled();
    expect((await visit('/insights/gone-second')).status).toBe(404);
    expect((await visit('/insights/gone-first')).status).toBe(404);
  });

  it('renders the new name on every article of a renamed author and a renamed category', async () => {
    const writer = await content.author('Original Writer');
    const category = await content.category('Partnerships');
    const article = await publishedArticle({
      author_id: writer.id,
      category_id: category.id,
      title: 'Renamed References',
    });
    expect((await visit(`/insights/${article.slug}`)).html).toContain('By Original Writer');

    const renamedAuthor = await content.admin('PUT', `/api/admin/authors/${writer.id}`, {
      name: 'Renamed Writer',
      bio: writer.bio,
    });
    expect(renamedAuthor.status).toBe(200);
    const renamedCategory = await content.admin('PUT', `/api/admin/categories/${category.id}`, {
      name: 'Consulting',
    });
    expect(renamedCategory.status).toBe(200);
    await settled();

    const page = await visit(`/insights/${article.slug}`);
    expect(page.html).toContain('By Renamed Writer');
    expect((await visit('/insights?category=Consulting')).html).toContain(
      `href="/insights/${article.slug}"`,
    );
    expect((await visit('/insights?category=Partnerships')).html).not.toContain(
      `href="/insights/${article.slug}"`,
    );
  });

  it('renders a repeated job once: same content, same files', async () => {
    const article = await publishedArticle({ slug: 'rendered-once' });
    expect(await renderedFiles('/insights/rendered-once')).toBe(2); // document + data

    await sendRenderJob({ type: 'article', id: article.id, slugs: [article.slug] });
    await sendRenderJob({ type: 'article', id: article.id, slugs: [article.slug] });
    await settled();
    expect(await renderedFiles('/insights/rendered-once')).toBe(2);

    await edit(article, { excerpt: 'A new excerpt, so a new render.' });
    expect(await renderedFiles('/insights/rendered-once')).toBe(4);
  });
});

describe('programmatic pages', () => {
  const pages = pageRepository;
  const form = {
    keyword: 'Supply Chain Resilience',
    industry: 'Logistics',
    pain_point: 'Disruptions keep hitting delivery times.',
    intent_level: 'commercial',
    cta_type: 'consultation',
  };

  async function generatedPage(keyword: string): Promise<PageRecord> {
    const created = await content.admin<PageRecord>('POST', '/api/admin/pages', {
      ...form,
      keyword,
    });
    expect(created.status).toBe(201);
    await settled();
    return (await pages.get(created.body.id))!;
  }

  const publish = async (page: PageRecord, isPublished: boolean) => {
    const answer = await content.admin('PATCH', `/api/admin/pages/${page.id}/publish`, {
      is_published: isPublished,
    });
    expect(answer.status).toBe(200);
    await settled();
  };

  it('renders a published page with its head tags and FAQPage JSON-LD; a draft or a deleted page is a 404', async () => {
    const page = await generatedPage('Warehouse Automation Strategy');
    expect(page.status).toBe('draft');
    expect((await visit(`/solutions/${page.slug}`)).status).toBe(404);

    await publish(page, true);
    const live = await visit(`/solutions/${page.slug}`);
    expect(live.status).toBe(200);
    expect(live.html).toContain(page.h1);
    expect(headTag(live.html, 'canonical')).toMatch(new RegExp(`/solutions/${page.slug}$`));
    expect(headTag(live.html, 'robots')).toBe('index, follow');
    expect(jsonLd(live.html).map((block) => block['@type'])).toContain('FAQPage');

    await publish(page, false);
    expect((await visit(`/solutions/${page.slug}`)).status).toBe(404);

    await publish(page, true);
    expect((await content.admin('DELETE', `/api/admin/pages/${page.id}`)).status).toBe(204);
    await settled();
    expect((await visit(`/solutions/${page.slug}`)).status).toBe(404);
  });

  it('ends a landing page, outside the shared layout, with a footer of the legal links and Cookie Settings', async () => {
    const page = await generatedPage('Footer Landing Strategy');
    await publish(page, true);

    const live = await visit(`/solutions/${page.slug}`);

    const footer = /<footer[^>]*>([\s\S]*?)<\/footer>/.exec(live.html)?.[1] ?? '';
    expect(footer).toContain('href="/terms"');
    expect(footer).toContain('href="/privacy"');
    expect(footer).toMatch(/<a[^>]*href="\/cookies"[^>]*>Cookie Settings<\/a>/);
    expect(footer).toContain('All rights reserved.');
    // Still no shared layout: no site navigation, no newsletter field.
    expect(live.html).not.toContain('newsletter-email');
  });

  it('renders a regenerated page again', async () => {
    const page = await generatedPage('Fleet Electrification Plan');
    await publish(page, true);
    await pages.update(page.id, page.version + 1, { h1: 'An Outdated Heading' });
    await sendRenderJob({ type: 'page', id: page.id, slug: page.slug });
    await settled();
    expect((await visit(`/solutions/${page.slug}`)).html).toContain('An Outdated Heading');

    const regenerated = await content.admin('POST', `/api/admin/pages/${page.id}/regenerate`);
    expect(regenerated.status).toBeLessThan(300);
    await settled();

    const html = (await visit(`/solutions/${page.slug}`)).html;
    expect(html).not.toContain('An Outdated Heading');
    expect(html).toContain((await pages.get(page.id))!.h1);
  });

  it('keeps the previous page live when a render keeps failing, and parks the job in the dead-letter queue', async () => {
    const page = await generatedPage('Cold Chain Compliance');
    await publish(page, true);
    const before = (await visit(`/solutions/${page.slug}`)).html;
    const current = (await pages.get(page.id))!;
    // Content the page cannot render, written past the API's validation: the repository writes
    // it, then refuses to read the row back as a page (it no longer matches the page schema).
    await expect(
      pages.update(page.id, current.version, { cta_section: null as unknown as string }),
    ).rejects.toThrow(/does not match its schema/);

    await sendRenderJob({ type: 'page', id: page.id, slug: page.slug });
    await settled();

    const dead = content.sandbox.queue.deadLetters('render');
    expect(dead.some((message) => message.body.includes(page.id))).toBe(true);
    expect(dead.find((message) => message.body.includes(page.id))?.receiveCount).toBe(5);
    const after = await visit(`/solutions/${page.slug}`);
    expect(after.status).toBe(200);
    expect(after.html).toBe(before);
  });
});
