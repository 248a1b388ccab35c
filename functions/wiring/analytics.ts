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
import { analyticsContentLookup } from '@functions/adapters/repositories/analytics-content';
import { rateLimitRepository } from '@functions/adapters/repositories/ratelimits-repository';
import { leadMessage } from '@functions/domain/analytics/lead-message';
import type {
  CounterReader,
  CounterStore,
  DroppedCounter,
  LeadReporter,
} from '@functions/domain/analytics/analytics-ports';
import type { DashboardDeps } from '@functions/domain/analytics/dashboard';
import type { RecordBeaconDeps } from '@functions/domain/analytics/record-beacon';
import { config } from '@functions/lib/config';
import { logger } from '@functions/lib/logger';

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

/** What the dashboard needs. */
export function dashboardDeps(): DashboardDeps {
  return { counters: analyticsCounterReader, content: analyticsContentLookup };
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
