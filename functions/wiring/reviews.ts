/** The review flow's wiring: the articles and pages domains' own dependencies. */
import { articleReviews, pageReviews } from '@functions/domain/review/manage-reviews';
import { articleDeps } from './articles';
import { pageDeps } from './pages';

/** The review flow of each kind of item. */
export const reviewKinds = {
  article: articleReviews(articleDeps),
  page: pageReviews(pageDeps),
};
