/** The in-memory content ports the domain tests use keep the same contract as DynamoDB's. */
import { InMemoryContent } from './in-memory-content';
import { articleStoreContract } from './article-store-contract';

articleStoreContract('InMemoryContent', async () => {
  const content = new InMemoryContent();
  return {
    articles: content.articles,
    renames: content.articles,
    authors: content.authors,
    categories: content.categories,
    counts: content.counts,
  };
});
