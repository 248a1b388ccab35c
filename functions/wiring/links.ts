/**
 * The internal links' wiring: where the candidates of the related-items ranking come from.
 *
 * Until the quality gate's content index exists, the candidates are the published pages and
 * articles read from their tables and fingerprinted on each call: one Query of the pages' byEntity
 * index (every page, whole rows), the articles' list projection, then a GetItem per public article
 * for its text. That is linear in the content, which is fine for a render job or an editor's click
 * at this site's size; the index's nearest-items lookup is to replace {@link relatedCandidates}
 * behind the same port, nothing else changes.
 */
import { articleRepository } from '@functions/adapters/repositories/articles-repository';
import { pageRepository } from '@functions/adapters/repositories/pages-repository';
import { isPublicArticle } from '@shared/rules/article-content';
import { articleCandidate, pageCandidate } from '@functions/domain/links/link-candidates';
import type { RelatedCandidate, RelatedCandidates } from '@functions/domain/links/related-items';
import { config } from '@functions/lib/config';

/** Article reads in flight at once while the candidates are gathered. */
const articleReads = 8;

async function publicArticles(): Promise<RelatedCandidate[]> {
  const ids = (await articleRepository.listAll())
    .filter((row) => isPublicArticle(row))
    .map((row) => row.id);
  const found: RelatedCandidate[] = [];
  for (let i = 0; i < ids.length; i += articleReads) {
    const records = await Promise.all(
      ids.slice(i, i + articleReads).map((id) => articleRepository.get(id)),
    );
    for (const record of records) if (record) found.push(articleCandidate(record));
  }
  return found;
}

/** The published pages and articles, each with its fingerprint. */
export const relatedCandidates: RelatedCandidates = {
  async candidates() {
    const [pages, articles] = await Promise.all([
      pageRepository.listNewestFirst(),
      publicArticles(),
    ]);
    return [...pages.map(pageCandidate).filter((page) => page.published), ...articles];
  },
  async item(kind, id) {
    if (kind === 'page') {
      const page = await pageRepository.get(id);
      return page ? pageCandidate(page) : undefined;
    }
    const article = await articleRepository.get(id);
    return article ? articleCandidate(article) : undefined;
  },
};

/** The suggestions' dependencies. */
export function suggestionDeps() {
  return { candidates: relatedCandidates, publicOrigin: config().site.publicOrigin };
}
