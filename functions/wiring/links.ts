/**
 * The internal links' wiring: where the candidates of the related-items ranking come from.
 *
 * The candidates are the published pages and articles with the fingerprints the quality gate's
 * content index holds for them (DESIGN.md section 14: one text index), so neither a render job nor
 * an editor's click fingerprints the site again: one Query of the pages' byEntity index (whole
 * rows: the industry and keyword the ranking boosts), the articles' list projection, and one
 * BatchGetItem per 100 items of the index's rows. An item the index does not hold yet (stored
 * before the index, or without words) is fingerprinted from its record, as the index would; those
 * records are read by BatchGetItem too.
 *
 * The index's LSH buckets (`lookup`) are not the source: they find texts copied from each other
 * (estimated Jaccard above about 0.4), while related items are written apart and are lifted by
 * their shared industry, keyword or category, which no bucket holds.
 */
import { articleRepository } from '@functions/adapters/repositories/articles-repository';
import { indexedSignatures } from '@functions/adapters/repositories/content-index-repository';
import { pageRepository } from '@functions/adapters/repositories/pages-repository';
import { isPublicArticle } from '@shared/rules/article-content';
import {
  articleCandidate,
  isLinkablePage,
  pageCandidate,
  wholeArticleCandidate,
} from '@functions/domain/links/link-candidates';
import type { RelatedCandidate, RelatedCandidates } from '@functions/domain/links/related-items';
import { decodeSignature } from '@functions/domain/quality/fingerprint';
import { config } from '@functions/lib/config';

/** The published pages and articles, each with its fingerprint. */
export const relatedCandidates: RelatedCandidates = {
  async candidates() {
    const [pageRows, articleRows] = await Promise.all([
      pageRepository.listNewestFirst(),
      articleRepository.listAll(),
    ]);
    const pages = pageRows.filter(isLinkablePage);
    const articles = articleRows.filter((row) => isPublicArticle(row));
    const signatures = await indexedSignatures([...pages, ...articles].map((item) => item.id));
    const stored = (id: string) => {
      const encoded = signatures.get(id);
      return encoded === undefined ? undefined : decodeSignature(encoded);
    };
    const found: RelatedCandidate[] = pages.map((page) => {
      const signature = stored(page.id);
      return signature ? pageCandidate(page, signature) : pageCandidate(page);
    });
    // Those the index lacks are read whole in batches: a site of unindexed articles (seeded in
    // bulk, or stored before the index) cost a whole-site render one GetItem per article.
    const unindexed = await articleRepository.getMany(
      articles.filter((row) => !signatures.has(row.id)).map((row) => row.id),
    );
    const whole = new Map(unindexed.map((record) => [record.id, record]));
    for (const row of articles) {
      const signature = stored(row.id);
      const record = whole.get(row.id);
      if (signature) found.push(articleCandidate(row, signature));
      else if (record) found.push(wholeArticleCandidate(record));
    }
    return found;
  },
  async item(kind, id) {
    if (kind === 'page') {
      const page = await pageRepository.get(id);
      return page ? pageCandidate(page) : undefined;
    }
    const article = await articleRepository.get(id);
    return article ? wholeArticleCandidate(article) : undefined;
  },
};

/** The suggestions' dependencies. */
export function suggestionDeps() {
  return { candidates: relatedCandidates, publicOrigin: config().site.publicOrigin };
}
