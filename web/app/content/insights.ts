/**
 * Copy of the Insights list and the article page (public-site.md sections 2, 4 and 8), and the two
 * sample articles the list shows when the articles cannot be loaded (section 3).
 */
import type { ArticleSummary } from '@shared/schemas/article';

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

/** The two sample articles (categories Strategy and Operations) shown when the list fails. */
export const sampleArticles: readonly ArticleSummary[] = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    title: 'Turning Strategy Into a Weekly Operating Rhythm',
    slug: 'strategy-operating-rhythm',
    excerpt:
      'Most strategies fail in execution, not design. How a simple weekly cadence of priorities, owners and decisions keeps a plan alive after the offsite.',
    date: '2025-05-15T00:00:00.000Z',
    author: 'Strategy Team',
    category: 'Strategy',
    imageUrl: '',
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    title: 'Finding the 20% of Processes That Cost 80% of the Time',
    slug: 'operations-process-focus',
    excerpt:
      'Operational optimization starts with knowing where time goes. A practical method to map, measure and fix the few processes that matter most.',
    date: '2025-05-08T00:00:00.000Z',
    author: 'Operations Team',
    category: 'Operations',
    imageUrl: '',
  },
];

/** The article page (/insights/{slug}). */
export const articleCopy = {
  back: 'Back to all articles',
  by: (author: string) => `By ${author}`,
  keyPoints: 'Key Points',
  conclusion: 'Conclusion',
  notFound: {
    heading: 'Article Not Found',
    text: "We couldn't find the article you're looking for.",
    back: 'Back to Insights',
  },
  image: {
    failedText: 'There was a problem loading this image',
    failedToast: {
      title: 'Image failed to load',
      description:
        'The image could not be loaded. This might be due to permissions or the image may not exist.',
    },
    invalidToast: {
      title: 'Invalid image URL',
      description: 'The image URL appears to be malformed.',
    },
  },
  like: { label: 'Like', liked: 'Liked', toast: 'Article liked!' },
  rating: {
    label: 'Rate this article',
    star: (n: number) => `Rate ${n} out of 5 stars`,
    result: (n: number) => `(${n}/5)`,
    toast: 'Thank you for rating!',
    toastDescription: (n: number) => `You rated this article ${n} stars`,
  },
  comments: {
    toggle: 'Comments',
    heading: 'Comments',
    fieldLabel: 'Add a comment',
    placeholder: 'Share your thoughts...',
    post: 'Post Comment',
    toast: 'Comment posted!',
    empty: 'No comments yet. Be the first to share your thoughts.',
    author: 'Anonymous',
  },
  share: {
    label: 'Share',
    shared: 'Shared successfully!',
    copied: 'Link copied!',
    failed: 'The link could not be copied.',
  },
} as const;
