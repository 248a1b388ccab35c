/**
 * The Insights feeds: the newest published articles as RSS 2.0 (with the Atom self link, Dublin
 * Core creator and Media RSS image, the usual extensions readers understand) and as JSON Feed 1.1.
 * Links and images are absolute on the site's public origin; an article image that is not the
 * site's own address is left out, as the pages leave it out.
 */
import { XMLBuilder } from 'fast-xml-parser';
import { categoryLabel } from '@shared/content/categories';
import { feedTitle, insightsDescription, insightsFeeds } from '@shared/content/feeds';
import { safeImageSrc } from '@shared/rules/image-address';
import { xmlText } from '@shared/rules/xml-text';
import { articleCardText } from '@shared/rules/article-content';
import type { ArticleSummary } from '@shared/schemas/article';

export interface FeedSite {
  brandName: string;
  /** No trailing slash. */
  publicOrigin: string;
}

/** What both feeds say of one article. */
interface FeedItem {
  url: string;
  title: string;
  summary: string;
  /** The publication instant, when the stored date is one. */
  published?: Date;
  author: string;
  category?: string;
  image?: string;
}

function feedItem(site: FeedSite, article: ArticleSummary): FeedItem {
  const text = articleCardText(article);
  const published = new Date(article.date);
  const image = safeImageSrc(article.imageUrl);
  return {
    url: `${site.publicOrigin}/insights/${encodeURIComponent(article.slug)}`,
    title: text.title,
    summary: article.excerpt,
    published: Number.isNaN(published.getTime()) ? undefined : published,
    author: text.author,
    category: article.category ? categoryLabel(article.category) : undefined,
    image: image ? new URL(image, `${site.publicOrigin}/`).href : undefined,
  };
}

const xml = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  format: true,
  suppressEmptyNode: true,
  suppressBooleanAttributes: false,
  // Every text and attribute of the document passes here, so nothing XML forbids reaches it.
  tagValueProcessor: (_name, value) => (typeof value === 'string' ? xmlText(value) : value),
  attributeValueProcessor: (_name, value) => (typeof value === 'string' ? xmlText(value) : value),
});

/** The RSS 2.0 document of `articles` (newest first). */
export function rssFeed(site: FeedSite, articles: readonly ArticleSummary[]): string {
  const items = articles.map((article) => feedItem(site, article));
  const newest = items.find((item) => item.published)?.published;
  const channel = {
    title: feedTitle(site.brandName),
    link: `${site.publicOrigin}/insights`,
    description: insightsDescription,
    language: 'en',
    ...(newest ? { lastBuildDate: newest.toUTCString() } : {}),
    'atom:link': {
      '@href': `${site.publicOrigin}${insightsFeeds.rss.path}`,
      '@rel': 'self',
      '@type': insightsFeeds.rss.type,
    },
    item: items.map((item) => ({
      title: item.title,
      link: item.url,
      guid: { '#text': item.url, '@isPermaLink': 'true' },
      description: item.summary,
      ...(item.published ? { pubDate: item.published.toUTCString() } : {}),
      'dc:creator': item.author,
      ...(item.category ? { category: item.category } : {}),
      ...(item.image ? { 'media:content': { '@url': item.image, '@medium': 'image' } } : {}),
    })),
  };
  return xml.build({
    '?xml': { '@version': '1.0', '@encoding': 'UTF-8' },
    rss: {
      '@version': '2.0',
      '@xmlns:atom': 'http://www.w3.org/2005/Atom',
      '@xmlns:dc': 'http://purl.org/dc/elements/1.1/',
      '@xmlns:media': 'http://search.yahoo.com/mrss/',
      channel,
    },
  }) as string;
}

/** The JSON Feed 1.1 document of `articles` (newest first). */
export function jsonFeed(site: FeedSite, articles: readonly ArticleSummary[]) {
  return {
    version: 'https://jsonfeed.org/version/1.1',
    title: feedTitle(site.brandName),
    home_page_url: `${site.publicOrigin}/insights`,
    feed_url: `${site.publicOrigin}${insightsFeeds.json.path}`,
    description: insightsDescription,
    language: 'en',
    items: articles.map((article) => {
      const item = feedItem(site, article);
      return {
        id: item.url,
        url: item.url,
        title: item.title,
        content_text: item.summary,
        summary: item.summary,
        ...(item.published ? { date_published: item.published.toISOString() } : {}),
        authors: [{ name: item.author }],
        ...(item.category ? { tags: [item.category] } : {}),
        ...(item.image ? { image: item.image } : {}),
      };
    }),
  };
}
