/**
 * GET /api/health: whether each dependency answers (database, image storage, queue, sign-in).
 * 200 when all are up, 503 when any is down; never says more than up/down.
 *
 * A plain handler, not a `route()` (functions/lib/http.ts): it takes no input, cannot fail (each
 * probe's failure is its answer), and the middy stack would bring the admin guard, zod and the
 * logger into the product's most often called function.
 */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { healthChecks } from '@functions/wiring/health';
import { json } from '@functions/lib/json-response';

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

export async function handler(): Promise<APIGatewayProxyStructuredResultV2> {
  const services = {
    database: await probe(healthChecks.database),
    storage: await probe(healthChecks.storage),
    queue: await probe(healthChecks.queue),
    auth: await probe(healthChecks.auth),
  };
  const healthy = Object.values(services).every((status) => status === 'up');
  return json(healthy ? 200 : 503, { status: healthy ? 'ok' : 'degraded', services });
}
