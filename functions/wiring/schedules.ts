/**
 * The scheduled-publish wiring: the admin's schedule calls and the scheduler's run, on the
 * articles and pages domains' own dependencies (so a scheduled publish is the publish switch).
 */
import { articleSchedules, pageSchedules } from '@functions/adapters/repositories/schedule-index';
import { setArticlePublished } from '@functions/domain/articles/manage-articles';
import { setPagePublished } from '@functions/domain/pages/manage-pages';
import type { PublishDueDeps } from '@functions/domain/schedules/publish-due';
import { logger } from '@functions/lib/logger';
import { articleDeps } from './articles';
import { pageDeps } from './pages';

/** Who a revision says published a scheduled item (the admin who scheduled it is not kept). */
const scheduledPublish = { actor: 'Scheduled publish' };

/**
 * What the scheduler's run needs, with `now` (the event's time) as the clock of both domains: the
 * go-live time an article's published date records is the run's.
 */
export function publishDueDeps(now: Date): PublishDueDeps {
  return {
    kinds: [
      {
        name: 'article',
        schedules: articleSchedules,
        get: (id) => articleDeps.articles.get(id),
        publish: (id, version) =>
          setArticlePublished(
            { ...articleDeps, now: () => now },
            id,
            true,
            scheduledPublish,
            version,
          ),
      },
      {
        name: 'page',
        schedules: pageSchedules,
        get: (id) => pageDeps.pages.get(id),
        publish: (id, version) =>
          setPagePublished({ ...pageDeps, now: () => now }, id, true, scheduledPublish, version),
      },
    ],
    logError: (message, error) => logger.error(message, { error: error as Error }),
  };
}
