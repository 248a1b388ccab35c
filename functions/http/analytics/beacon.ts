/**
 * POST /api/beacon (public): page-view beacons and the schedule-a-call lead, sent by
 * `navigator.sendBeacon` (text/plain) or fetch (JSON). 202 `{accepted}`; a bot's beacon is
 * answered alike and dropped; 400 naming the field, 413 over 4 KB (both counted as dropped), 429
 * over the client's limit. The user agent only picks out bots and the device class.
 */
import type { Context } from 'aws-lambda';
import { beaconSchema } from '@shared/schemas/analytics';
import { recordBeacon } from '@functions/domain/analytics/record-beacon';
import { route, type HttpEvent, type HttpResponse } from '@functions/lib/http';
import { logger } from '@functions/lib/logger';
import { droppedCounter, recordBeaconDeps } from '@functions/wiring/analytics';

const accept = route(
  { access: 'public', body: beaconSchema, beaconBody: 'text' },
  async ({ body, event, sourceIp }) => {
    const outcome = await recordBeacon(
      recordBeaconDeps(),
      body,
      event.headers?.['user-agent'] ?? '',
      sourceIp,
    );
    return { status: 202, body: outcome };
  },
);

/** Answers that mean "a beacon the browser sent could not be read": counted as dropped. */
const droppedStatuses = new Set([400, 413, 415]);

export async function handler(event: HttpEvent, context: Context): Promise<HttpResponse> {
  const response = await accept(event, context);
  if (droppedStatuses.has(response.statusCode ?? 0)) {
    await droppedCounter
      .addDropped(new Date().toISOString().slice(0, 10))
      .catch((error: unknown) =>
        logger.warn('Could not count a dropped beacon', { error: error as Error }),
      );
  }
  return response;
}
