/**
 * GET /api/health: whether each dependency answers (database, image storage, queue, sign-in).
 * 200 when all are up, 503 when any is down; never says more than up/down.
 */
import { route } from '@functions/lib/http';
import { healthChecks } from '@functions/wiring/health';

type Status = 'up' | 'down';

async function probe(check: () => Promise<unknown>): Promise<Status> {
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
    ]);
    return 'up';
  } catch {
    return 'down';
  }
}

export const handler = route({ access: 'public' }, async () => {
  const services = {
    database: await probe(healthChecks.database),
    storage: await probe(healthChecks.storage),
    queue: await probe(healthChecks.queue),
    auth: await probe(healthChecks.auth),
  };
  const healthy = Object.values(services).every((status) => status === 'up');
  return { status: healthy ? 200 : 503, body: { status: healthy ? 'ok' : 'degraded', services } };
});
