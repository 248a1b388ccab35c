/**
 * Scheduled publish (manifest `schedules.publishScheduled`, every minute): publishes the articles
 * and pages whose time has come. EventBridge invokes it in AWS, the sandbox's scheduler
 * (infra/local/scheduler.ts) with the same event; the event's time is the run's "now", so a test
 * that moves the sandbox's clock decides what is due.
 */
import type { ScheduledEvent } from 'aws-lambda';
import { publishDue, type PublishDueResult } from '@functions/domain/schedules/publish-due';
import { logger } from '@functions/lib/logger';
import { publishDueDeps } from '@functions/wiring/schedules';

export async function handler(event: ScheduledEvent): Promise<PublishDueResult> {
  const now = new Date(event.time);
  const result = await publishDue(publishDueDeps(now), now);
  if (result.failed > 0) logger.warn('Scheduled publishes failed; retried next run', { ...result });
  return result;
}
