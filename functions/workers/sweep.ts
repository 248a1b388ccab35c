/**
 * Scheduled sweep of generation jobs (manifest `schedules.generationSweep`): fails items that have
 * stayed in processing long after their worker's lease ran out, so no item stays processing
 * forever. The one place that rule runs: EventBridge invokes it in AWS, the sandbox's scheduler
 * (infra/local/scheduler.ts) with the same event shape. The event's time is the sweep's "now", so
 * a test that moves the sandbox's clock decides what counts as stale.
 */
import type { ScheduledEvent } from 'aws-lambda';
import { sweepStaleItems } from '@functions/domain/generation/jobs';
import { logger } from '@functions/lib/logger';
import { jobDeps } from '@functions/wiring/generation';

export async function handler(event: ScheduledEvent): Promise<{ failed: number }> {
  const failed = await sweepStaleItems({ ...jobDeps, now: () => new Date(event.time) });
  if (failed > 0) logger.warn('Failed generation items stuck in processing', { failed });
  return { failed };
}
