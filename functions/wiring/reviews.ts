/**
 * The review flow's wiring: the articles and pages domains' own dependencies, and the review
 * mails: the staff directory (who holds which role), their access rows (who turned review emails
 * off) and the email queue.
 */
import { accessRepository } from '@functions/adapters/repositories/access-repository';
import { staffAccounts } from '@functions/adapters/staff-accounts';
import { articleReviews, pageReviews } from '@functions/domain/review/manage-reviews';
import {
  sendReviewMail,
  type ReviewEvent,
  type ReviewMailDeps,
} from '@functions/domain/review/review-mail';
import { logger } from '@functions/lib/logger';
import { emailJobs } from './email';
import { articleDeps } from './articles';
import { pageDeps } from './pages';

const reviewMailDeps: ReviewMailDeps = {
  async staff() {
    const accounts = await staffAccounts();
    return Promise.all(
      accounts.map(async (account) => ({
        email: account.email,
        role: account.role,
        enabled: account.enabled,
        reviewEmails: (await accessRepository.get(account.sub))?.review_emails ?? true,
      })),
    );
  },
  jobs: emailJobs,
};

/**
 * The step is written before its mails are queued: a failure to queue them is logged (and would
 * alarm), never turned into a failed request the member would retry into a 409.
 */
async function notify(event: ReviewEvent): Promise<void> {
  try {
    await sendReviewMail(reviewMailDeps, event);
  } catch (error) {
    logger.error('Review mail not queued', { event: event.event, item: event.item.id, error });
  }
}

/** The review flow of each kind of item. */
export const reviewKinds = {
  article: { ...articleReviews(articleDeps), notify },
  page: { ...pageReviews(pageDeps), notify },
};
