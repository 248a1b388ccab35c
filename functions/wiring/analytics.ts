/**
 * The analytics domain's wiring: the queue and rate limits for the beacon, the analytics table for
 * the worker and the dashboard, and the articles and pages behind the dashboard's top paths.
 */
import { randomUUID } from 'node:crypto';
import { analyticsQueue } from '@functions/adapters/analytics-queue';
import {
  analyticsCounterReader,
  analyticsCounterStore,
  analyticsDroppedCounter,
} from '@functions/adapters/repositories/analytics-repository';
import { articleRepository } from '@functions/adapters/repositories/articles-repository';
import { pageRepository } from '@functions/adapters/repositories/pages-repository';
import { rateLimitRepository } from '@functions/adapters/repositories/ratelimits-repository';
import { leadMessage } from '@functions/domain/analytics/lead-message';
import type {
  ContentLookup,
  CounterReader,
  CounterStore,
  DroppedCounter,
  LeadReporter,
  PathContent,
} from '@functions/domain/analytics/analytics-ports';
import type { DashboardDeps } from '@functions/domain/analytics/dashboard';
import type { RecordBeaconDeps } from '@functions/domain/analytics/record-beacon';
import { config } from '@functions/lib/config';
import { logger } from '@functions/lib/logger';
import { serviceSlugs } from '@shared/content/site-paths';

/** What a beacon needs; the limit is read from the configuration on each call. */
export function recordBeaconDeps(): RecordBeaconDeps {
  return {
    queue: analyticsQueue,
    rateLimits: rateLimitRepository,
    limit: config().limits.analyticsPerMinute,
    newId: () => randomUUID(),
    now: () => new Date(),
  };
}

/** Where a refused beacon is counted as dropped. */
export const droppedCounter: DroppedCounter = analyticsDroppedCounter;

/** Where the worker adds what it counts. */
export const counterStore: CounterStore = analyticsCounterStore;

/** Where the dashboard reads. */
export const counterReader: CounterReader = analyticsCounterReader;

const services = new Set<string>(serviceSlugs);
/** Lookups of one dashboard at once: each is one or two reads by key. */
const lookupConcurrency = 16;

const contentLookup: ContentLookup = {
  async describe(paths) {
    const described = new Map<string, PathContent>();
    const queue = [...paths];
    const next = async (): Promise<void> => {
      const path = queue.shift();
      if (path === undefined) return;
      const [, family, slug] = path.split('/');
      if (family === 'insights' && slug) {
        const article = await articleRepository.findBySlug(slug);
        if (article) described.set(path, { title: article.title, category: article.category_name });
      } else if (family === 'solutions' && slug && !services.has(slug)) {
        const page = await pageRepository.findBySlug(slug);
        if (page)
          described.set(path, {
            ...(page.title ? { title: page.title } : {}),
            keyword: page.keyword,
            industry: page.industry,
          });
      }
      return next();
    };
    await Promise.all(Array.from({ length: lookupConcurrency }, next));
    return described;
  },
};

/** What the dashboard needs. */
export function dashboardDeps(): DashboardDeps {
  return { counters: analyticsCounterReader, content: contentLookup };
}

/**
 * Reports a stored lead to the counters. A queue that refuses loses only the count: the lead
 * itself is stored, so the failure is logged (and alarms) and the visitor still hears of success.
 */
export const leadReporter: LeadReporter = {
  async report(kind, leadId, attribution, fallbackPath, at) {
    try {
      await analyticsQueue.send(leadMessage(kind, leadId, attribution, fallbackPath, at));
    } catch (error) {
      logger.error('Failed to queue a lead for the analytics counters', {
        kind,
        error: error as Error,
      });
    }
  },
};
