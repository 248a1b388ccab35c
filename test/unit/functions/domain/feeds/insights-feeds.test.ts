import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { ArticleSummary } from '@shared/schemas/article';
import { jsonFeed, rssFeed } from '@functions/domain/feeds/insights-feeds';

const site = { brandName: 'Acme & Co', publicOrigin: 'https://www.example.com' };

function summary(overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    id: 'a1',
    title: 'Pricing <power> & "margin"',
    slug: 'pricing-power',
    excerpt: 'Why price is a strategy, not a number.',
    date: '2026-03-02T09:30:00.000Z',
    author: 'Ada Lovelace',
    category: 'Strategy',
    imageUrl: '/media/uploads/pricing.jpg',
    ...overrides,
  };
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });

describe('rssFeed', () => {
  it('is well-formed RSS 2.0 with the channel, self link and one item per article', () => {
    const xml = rssFeed(site, [summary(), summary({ id: 'a2', slug: 'second', title: 'Second' })]);

    expect(XMLValidator.validate(xml)).toBe(true);
    const { rss } = parser.parse(xml);
    expect(rss['@version']).toBe('2.0');
    expect(rss.channel.title).toBe('Acme & Co Insights');
    expect(rss.channel.link).toBe('https://www.example.com/insights');
    expect(rss.channel['atom:link']['@href']).toBe('https://www.example.com/insights/rss.xml');
    expect(rss.channel.lastBuildDate).toBe('Mon, 02 Mar 2026 09:30:00 GMT');
    expect(rss.channel.item).toHaveLength(2);
    const [first] = rss.channel.item;
    expect(first.title).toBe('Pricing <power> & "margin"');
    expect(first.link).toBe('https://www.example.com/insights/pricing-power');
    expect(first.guid).toEqual({
      '#text': 'https://www.example.com/insights/pricing-power',
      '@isPermaLink': 'true',
    });
    expect(first.pubDate).toBe('Mon, 02 Mar 2026 09:30:00 GMT');
    expect(first['dc:creator']).toBe('Ada Lovelace');
    expect(first.category).toBe('Strategy');
    expect(first['media:content']['@url']).toBe(
      'https://www.example.com/media/uploads/pricing.jpg',
    );
  });

  it('drops the control characters XML forbids, so a pasted vertical tab cannot break the feed', () => {
    const xml = rssFeed(site, [
      summary({
        title: 'Pricing\u000b power',
        excerpt: 'Bell\u0007 and NUL\u0000 gone',
        author: 'Ada\u001f',
      }),
    ]);

    // eslint-disable-next-line no-control-regex -- the characters under test
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
    const { rss } = parser.parse(xml);
    expect(rss.channel.item.title).toBe('Pricing power');
    expect(rss.channel.item.description).toBe('Bell and NUL gone');
    expect(rss.channel.item['dc:creator']).toBe('Ada');
  });

  it('escapes markup in text, so a title cannot inject elements', () => {
    const xml = rssFeed(site, [summary({ title: '</title><script>x</script>' })]);

    expect(xml).not.toContain('<script>');
    expect(xml).toContain('&lt;/title&gt;&lt;script&gt;x&lt;/script&gt;');
  });

  it('leaves out what an article lacks: a bad date, an unsafe image, a missing category', () => {
    const xml = rssFeed(site, [
      summary({ date: 'not a date', imageUrl: 'javascript:alert(1)', category: '' }),
    ]);
    const item = parser.parse(xml).rss.channel.item;

    expect(item.pubDate).toBeUndefined();
    expect(item['media:content']).toBeUndefined();
    expect(item.category).toBeUndefined();
    expect(xml).not.toContain('javascript:');
  });
});

describe('jsonFeed', () => {
  it('lists every article with an id, its text, date, author, tag and absolute image', () => {
    const feed = jsonFeed(site, [summary()]);

    expect(feed).toMatchObject({
      version: 'https://jsonfeed.org/version/1.1',
      title: 'Acme & Co Insights',
      home_page_url: 'https://www.example.com/insights',
      feed_url: 'https://www.example.com/insights/feed.json',
    });
    expect(feed.items).toEqual([
      {
        id: 'https://www.example.com/insights/pricing-power',
        url: 'https://www.example.com/insights/pricing-power',
        title: 'Pricing <power> & "margin"',
        content_text: 'Why price is a strategy, not a number.',
        summary: 'Why price is a strategy, not a number.',
        date_published: '2026-03-02T09:30:00.000Z',
        authors: [{ name: 'Ada Lovelace' }],
        tags: ['Strategy'],
        image: 'https://www.example.com/media/uploads/pricing.jpg',
      },
    ]);
  });

  it('uses the article fallbacks for a missing title or author', () => {
    const [item] = jsonFeed(site, [summary({ title: ' ', author: '' })]).items;

    expect(item?.title).toBe('Untitled');
    expect(item?.authors).toEqual([{ name: 'Anonymous' }]);
  });
});
