/**
 * The Insights feeds against the sandbox: /insights/rss.xml and
 * /insights/feed.json list the newest 20 published articles, newest first, never a draft, and are
 * valid: the RSS against the RSS 2.0 rules (rssboard.org/rss-specification), the JSON Feed against
 * the JSON Feed 1.1 schema (jsonfeed.org/version/1.1) written out below as zod.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { ArticleRecord } from '@shared/schemas/article';
import { articleBody, startContentSandbox, type ContentSandbox } from './content-sandbox';

let box: ContentSandbox;
const published: ArticleRecord[] = [];
let draft: ArticleRecord;

beforeAll(async () => {
  box = await startContentSandbox();
  const author = await box.author('Feed Author');
  const strategy = await box.category('Strategy');
  // 22 published articles (the API dates them as they are created: the newest last), then a draft.
  for (let day = 1; day <= 22; day += 1) {
    published.push(
      await box.article({
        author_id: author.id,
        category_id: strategy.id,
        title: `Feed article ${day} & <more>`,
        image_url: day % 2 ? '/media/uploads/feed.jpg' : '',
        // A published upload needs its alt text (shared/rules/image-alt.ts).
        image_alt: day % 2 ? 'A feed photo' : '',
      }),
    );
  }
  draft = await box.article({
    author_id: author.id,
    category_id: strategy.id,
    title: 'Feed draft',
    is_published: false,
  });
}, 120_000);

afterAll(async () => {
  await box?.end();
});

const newestFirstSlugs = () => published.map((article) => article.slug).reverse();

/** RFC 822 date-time as RSS 2.0 requires (the 4-digit-year form every reader accepts). */
const rfc822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;

/** The RSS 2.0 rules a document must keep; returns the broken ones. */
function rssViolations(xml: string): string[] {
  const problems: string[] = [];
  const wellFormed = XMLValidator.validate(xml);
  if (wellFormed !== true) return [`not well-formed XML: ${wellFormed.err.msg}`];
  const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(xml);
  const rss = doc.rss;
  if (!rss || rss['@version'] !== '2.0') problems.push('root must be <rss version="2.0">');
  const channel = rss?.channel;
  if (!channel || Array.isArray(channel)) return [...problems, 'exactly one <channel>'];
  for (const required of ['title', 'link', 'description']) {
    if (typeof channel[required] !== 'string' || channel[required] === '')
      problems.push(`channel <${required}> is required`);
  }
  if (channel.lastBuildDate && !rfc822.test(channel.lastBuildDate))
    problems.push('channel <lastBuildDate> must be an RFC 822 date');
  for (const [prefix, uri] of [
    ['atom', 'http://www.w3.org/2005/Atom'],
    ['dc', 'http://purl.org/dc/elements/1.1/'],
    ['media', 'http://search.yahoo.com/mrss/'],
  ]) {
    if (xml.includes(`<${prefix}:`) && rss[`@xmlns:${prefix}`] !== uri)
      problems.push(`namespace ${prefix} must be declared as ${uri}`);
  }
  const items = [].concat(channel.item ?? []) as Record<string, unknown>[];
  const guids = new Set<string>();
  for (const [index, item] of items.entries()) {
    if (!item.title && !item.description)
      problems.push(`item ${index}: title or description required`);
    if (item.link !== undefined && !URL.canParse(String(item.link)))
      problems.push(`item ${index}: link must be a URL`);
    if (item.pubDate !== undefined && !rfc822.test(String(item.pubDate)))
      problems.push(`item ${index}: pubDate must be an RFC 822 date`);
    const guid = item.guid as { '#text': string; '@isPermaLink'?: string } | undefined;
    if (guid) {
      if (guid['@isPermaLink'] !== 'false' && !URL.canParse(guid['#text']))
        problems.push(`item ${index}: a permalink guid must be a URL`);
      if (guids.has(guid['#text'])) problems.push(`item ${index}: guid repeated`);
      guids.add(guid['#text']);
    }
    if (item.author !== undefined && !/@/.test(String(item.author)))
      problems.push(`item ${index}: <author> must be an e-mail address`);
  }
  return problems;
}

/** JSON Feed 1.1 (jsonfeed.org/version/1.1) as a schema. */
const url = z.url();
const rfc3339 = z.iso.datetime({ offset: true });
const author = z
  .object({ name: z.string().optional(), url: url.optional(), avatar: url.optional() })
  .strict()
  .refine(
    (value) => value.name || value.url || value.avatar,
    'an author needs name, url or avatar',
  );
const jsonFeedItem = z
  .object({
    id: z.string().min(1),
    url: url.optional(),
    external_url: url.optional(),
    title: z.string().optional(),
    content_html: z.string().optional(),
    content_text: z.string().optional(),
    summary: z.string().optional(),
    image: url.optional(),
    banner_image: url.optional(),
    date_published: rfc3339.optional(),
    date_modified: rfc3339.optional(),
    authors: z.array(author).optional(),
    tags: z.array(z.string()).optional(),
    language: z.string().optional(),
  })
  .strict()
  .refine(
    (item) => item.content_html !== undefined || item.content_text !== undefined,
    'an item needs content_html or content_text',
  );
const jsonFeedSchema = z
  .object({
    version: z.literal('https://jsonfeed.org/version/1.1'),
    title: z.string().min(1),
    home_page_url: url.optional(),
    feed_url: url.optional(),
    description: z.string().optional(),
    icon: url.optional(),
    favicon: url.optional(),
    authors: z.array(author).optional(),
    language: z.string().optional(),
    items: z.array(jsonFeedItem),
  })
  .strict();

describe('GET /insights/rss.xml', () => {
  it('is valid RSS 2.0 listing the newest 20 published articles, newest first', async () => {
    const response = await fetch(`${box.sandbox.url}/insights/rss.xml`);
    const xml = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(rssViolations(xml)).toEqual([]);
    const items = new XMLParser().parse(xml).rss.channel.item as { link: string; title: string }[];
    expect(items.map((item) => item.link.split('/insights/')[1])).toEqual(
      newestFirstSlugs().slice(0, 20),
    );
    expect(items[0]?.title).toBe('Feed article 22 & <more>');
    expect(xml).not.toContain(draft.slug);
  });
});

describe('GET /insights/feed.json', () => {
  it('is a valid JSON Feed 1.1 of the same 20 articles', async () => {
    const response = await fetch(`${box.sandbox.url}/insights/feed.json`);
    const feed = jsonFeedSchema.parse(await response.json());

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/feed+json; charset=utf-8');
    expect(feed.items.map((item) => item.url?.split('/insights/')[1])).toEqual(
      newestFirstSlugs().slice(0, 20),
    );
    const dates = feed.items.map((item) => item.date_published ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    expect(feed.items[0]).toMatchObject({
      authors: [{ name: 'Feed Author' }],
      tags: ['Strategy'],
    });
    // An upload never processed into variants names no image: its original is private (EXIF).
    // (test/integration/hostile-media-exif.test.ts follows a processed one into the feeds.)
    expect(feed.items.find((item) => item.url?.endsWith(published[20]!.slug))?.image).toBe(
      undefined,
    );
    expect(JSON.stringify(feed)).not.toContain('/media/uploads/feed.jpg');
  });

  it('the schema refuses a feed that breaks JSON Feed 1.1', () => {
    expect(jsonFeedSchema.safeParse({ version: '1', title: 'x', items: [] }).success).toBe(false);
    expect(
      jsonFeedSchema.safeParse({
        version: 'https://jsonfeed.org/version/1.1',
        title: 'x',
        items: [{ id: 'a' }],
      }).success,
    ).toBe(false);
  });
});

describe('the pages link the feeds', () => {
  it('every page names both feeds in its head, and /insights links them in its body', async () => {
    const html = await (await fetch(`${box.sandbox.url}/insights`)).text();
    const head = html.split('</head>')[0] ?? '';
    const body = html.split('</head>')[1] ?? '';

    expect(head).toMatch(
      /<link rel="alternate" type="application\/rss\+xml" href="\/insights\/rss\.xml"/,
    );
    expect(head).toMatch(
      /<link rel="alternate" type="application\/feed\+json" href="\/insights\/feed\.json"/,
    );
    expect(body).toContain('href="/insights/rss.xml"');
    expect(body).toContain('href="/insights/feed.json"');
  });
});

describe('articles marked noindex', () => {
  it('are left out of both feeds, which still list the newest 20 others', async () => {
    const hidden = await box.article({
      author_id: published[0]!.author_id,
      category_id: published[0]!.category_id,
      title: 'Feed article hidden from search',
      seo: {
        meta_title: '',
        meta_description: '',
        social_image: '',
        canonical: '',
        noindex: true,
      },
    });

    const rss = await (await fetch(`${box.sandbox.url}/insights/rss.xml`)).text();
    const feed = jsonFeedSchema.parse(
      await (await fetch(`${box.sandbox.url}/insights/feed.json`)).json(),
    );

    expect(rss).not.toContain(hidden.slug);
    expect(feed.items.map((item) => item.url?.split('/insights/')[1])).toEqual(
      newestFirstSlugs().slice(0, 20),
    );
  });
});

describe('polling the feeds and the sitemap', () => {
  const polled = ['/insights/rss.xml', '/insights/feed.json', '/sitemap.xml'];

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const path of polled) {
      const get = await fetch(`${box.sandbox.url}${path}`);
      await get.arrayBuffer();
      const head = await fetch(`${box.sandbox.url}${path}`, { method: 'HEAD' });

      expect(head.status, path).toBe(200);
      expect(await head.text()).toBe('');
      expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
      expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
      expect(head.headers.get('last-modified')).toBe(get.headers.get('last-modified'));
    }
  });

  it('answers 304 to a reader whose copy is current, and the new document once it changed', async () => {
    for (const path of polled) {
      const first = await fetch(`${box.sandbox.url}${path}`);
      await first.arrayBuffer();
      const etag = first.headers.get('etag');
      const lastModified = first.headers.get('last-modified');
      expect(etag, path).toMatch(/^"[^"]+"$/);
      expect(new Date(lastModified ?? '').getTime(), path).not.toBeNaN();

      const byTag = await fetch(`${box.sandbox.url}${path}`, {
        headers: { 'if-none-match': etag! },
      });
      const byDate = await fetch(`${box.sandbox.url}${path}`, {
        headers: { 'if-modified-since': lastModified! },
      });
      expect(byTag.status, path).toBe(304);
      expect(await byTag.text()).toBe('');
      expect(byDate.status, path).toBe(304);
    }
    const tags = await Promise.all(
      polled.map(async (path) => (await fetch(`${box.sandbox.url}${path}`)).headers.get('etag')),
    );

    await box.article({
      author_id: published[0]!.author_id,
      category_id: published[0]!.category_id,
      title: 'Feed article that changes every tag',
    });

    for (const [index, path] of polled.entries()) {
      const again = await fetch(`${box.sandbox.url}${path}`, {
        headers: { 'if-none-match': tags[index]! },
      });
      expect(again.status, path).toBe(200);
      expect(await again.text()).toContain('feed-article-that-changes-every-tag');
    }
  });
});

describe('a control character pasted into a title', () => {
  it('is refused with a 400 naming the field, so the feeds stay well-formed XML', async () => {
    const answer = await box.admin<{ error: { fields: Record<string, string> } }>(
      'POST',
      '/api/admin/articles',
      articleBody({
        author_id: published[0]!.author_id,
        category_id: published[0]!.category_id,
        title: 'Pasted\u000bfrom slides',
        // The fixture names the title in these two; only the title carries the paste here.
        excerpt: 'A short excerpt about pasted slides.',
        introduction: 'An introduction to pasted slides.',
      }),
    );

    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ title: 'Must not contain control characters' });
    expect(
      rssViolations(await (await fetch(`${box.sandbox.url}/insights/rss.xml`)).text()),
    ).toEqual([]);
  });
});
