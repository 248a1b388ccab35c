/**
 * The two sample articles the Insights list shows when the articles cannot be loaded
 * (public-site.md section 3); only the list's API side (a lazy chunk) needs them.
 */
import type { ArticleSummary } from '@shared/schemas/article';

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
