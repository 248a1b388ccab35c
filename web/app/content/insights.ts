/**
 * Copy of the Insights list (public-site.md sections 2 and 8). The article page's copy and the two
 * sample articles the list shows when the articles cannot be loaded (section 3) are modules of
 * their own, re-exported here, so each page downloads only the copy it shows.
 */
export { articleCopy } from './article-page';
export { sampleArticles } from './sample-articles';

/** Image shown when an article has none, or its image fails to load. */
export const defaultArticleImage = '/images/article-default.svg';

/** The Insights list (/insights). */
export const insightsCopy = {
  heading: 'Insights',
  subtitle:
    'Practical thinking on strategy, business development, partnerships, sales and M&A from advisors who build growth engines for a living.',
  /** Before the feed links under the subtitle. */
  follow: 'Follow the Insights:',
  allTab: 'All',
  categoriesLabel: 'Article categories',
  empty: 'No articles found in this category.',
  loadError: {
    title: 'Error loading articles',
    description: 'There was a problem loading the articles. Please try again.',
  },
  pagination: {
    label: 'Pagination',
    previous: 'Previous',
    next: 'Next',
    page: (page: number) => `Page ${page}`,
  },
  collectionName: 'Insights',
} as const;
