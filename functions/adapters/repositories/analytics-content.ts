/**
 * What the analytics dashboard shows of its top content paths: the article (title, category) or
 * programmatic page (title, keyword, industry) behind `/insights/{slug}` and `/solutions/{slug}`.
 * Read by the slug markers, in batches: one BatchGetItem of the markers, then one of the
 * articles and one of the pages side by side (projected to those fields), whatever the number of
 * paths up to 100 (the fixed service pages are never looked up).
 */
import { batchGetByKey } from '@functions/adapters/dynamo/batch-get';
import { uniqueKey, type UniqueKind } from '@functions/adapters/dynamo/uniques';
import type { ContentLookup, PathContent } from '@functions/domain/analytics/analytics-ports';
import { config } from '@functions/lib/config';
import { serviceSlugs } from '@shared/content/site-paths';
import { articlePath, pagePath } from '@functions/domain/generation/site-links';

const services = new Set<string>(serviceSlugs);
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export const analyticsContentLookup: ContentLookup = {
  async describe(paths) {
    const wanted: { path: string; kind: UniqueKind; slug: string }[] = [];
    for (const path of paths) {
      const [, family, slug] = path.split('/');
      if (family === 'insights' && slug) wanted.push({ path, kind: 'article-slug', slug });
      else if (family === 'solutions' && slug && !services.has(slug))
        wanted.push({ path, kind: 'page-slug', slug });
    }
    const described = new Map<string, PathContent>();
    if (wanted.length === 0) return described;
    const markers = await batchGetByKey(
      wanted.map((item) => uniqueKey(item.kind, item.slug)),
      { table: config().tables.uniques, keyName: 'key', attributes: ['owner_id'] },
    );
    const owners = new Map(markers.map((marker) => [String(marker.key), String(marker.owner_id)]));
    const idsOf = (kind: UniqueKind) =>
      wanted.flatMap((item) => {
        const owner = item.kind === kind ? owners.get(uniqueKey(kind, item.slug)) : undefined;
        return owner ? [owner] : [];
      });
    const [articles, pages] = await Promise.all([
      batchGetByKey(idsOf('article-slug'), {
        table: config().tables.articles,
        keyName: 'id',
        attributes: ['slug', 'title', 'category_name'],
      }),
      batchGetByKey(idsOf('page-slug'), {
        table: config().tables.pages,
        keyName: 'id',
        attributes: ['slug', 'title', 'keyword', 'industry'],
      }),
    ]);
    for (const article of articles) {
      const title = text(article.title);
      described.set(articlePath(String(article.slug)), {
        ...(title ? { title } : {}),
        ...(text(article.category_name) ? { category: text(article.category_name) } : {}),
      });
    }
    for (const page of pages) {
      const title = text(page.title);
      described.set(pagePath(String(page.slug)), {
        ...(title ? { title } : {}),
        keyword: text(page.keyword) ?? '',
        industry: text(page.industry) ?? '',
      });
    }
    return described;
  },
};
