/**
 * Brings stored data up to date with the code just deployed (manifest `migrations`): a CDK trigger
 * invokes it after every deploy in AWS, the sandbox when it starts. Each migration runs once per
 * data set (functions/adapters/migrations/migrations.ts); a failure fails the invocation, so the
 * deploy says so, and the migration runs again on the next one.
 */
import { logger } from '@functions/lib/logger';
import { runMigrations, type MigrationRun } from '@functions/wiring/migrations';

export async function handler(): Promise<{ runs: MigrationRun[] }> {
  const runs = await runMigrations();
  for (const run of runs) logger.info('Migration completed', { ...run });
  return { runs };
}
