/**
 * The weekly digest (manifest `schedules.newsletterDigest`, hourly): when the digest is on and
 * this week's weekday and hour (UTC) have come, and no run claimed the week yet, a send of the
 * week's articles goes to every confirmed subscriber (functions/domain/newsletter/digest.ts).
 * EventBridge invokes it in AWS, the sandbox's scheduler with the same event; the event's time is
 * the run's "now", so a test that names the time decides what is due.
 */
import type { ScheduledEvent } from 'aws-lambda';
import { runDigest, type DigestRunResult } from '@functions/domain/newsletter/digest';
import { logger } from '@functions/lib/logger';
import { digestDeps } from '@functions/wiring/newsletter';

export async function handler(event: ScheduledEvent): Promise<DigestRunResult> {
  const result = await runDigest(digestDeps(), new Date(event.time));
  if (result.outcome !== 'off' && result.outcome !== 'not-due')
    logger.info('Weekly digest run', { ...result });
  return result;
}
