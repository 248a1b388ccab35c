/**
 * Scheduled sweep of generation jobs (manifest `schedules.generationSweep`): fails items that have
 * stayed in processing long after their worker's lease ran out, so no item stays processing
 * forever. Reading a job does the same for that job, which covers the sandbox (no scheduler).
 */
import { sweepStaleItems } from '@functions/domain/generation/jobs';
import { logger } from '@functions/lib/logger';
import { jobDeps } from '@functions/wiring/generation';

export async function handler(): Promise<{ failed: number }> {
  const failed = await sweepStaleItems(jobDeps);
  if (failed > 0) logger.warn('Failed generation items stuck in processing', { failed });
  return { failed };
}
