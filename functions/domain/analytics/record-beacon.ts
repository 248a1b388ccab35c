/**
 * A beacon arrives (`POST /api/beacon`): bots are dropped, the client is counted against its
 * limit, and the cleaned events are queued for the worker with a device class and a message id.
 * The user agent serves only those two purposes and goes no further; no address is queued.
 */
import { isbot } from 'isbot';
import type { Beacon, DeviceClass } from '@shared/schemas/analytics';
import type { AnalyticsMessage } from '@shared/schemas/analytics-queue';
import type { AnalyticsQueue } from '@functions/domain/analytics/analytics-ports';
import {
  enforceRateLimit,
  type RateLimitCounter,
  type RateLimitRule,
} from '@functions/domain/rate-limit/rate-limit';

/** Message of the 429 answer when a client floods the beacon. */
const analyticsRateLimitedMessage = 'Too many analytics events from your connection.';

/** The beacon's limit: `limit` beacons per client per minute. */
function analyticsRateLimit(limit: number): RateLimitRule {
  return { name: 'analytics', limit, windowSeconds: 60, message: analyticsRateLimitedMessage };
}

/**
 * How far back an event's own time is believed (a beacon sent on leaving a page, or retried):
 * older or future times are counted at arrival, so no one can write into past days at will.
 */
const acceptedAgeMs = 24 * 60 * 60 * 1000;
const acceptedSkewMs = 5 * 60 * 1000;

/** The device class of a user agent: tablets first (their agents often say "Mobile" too). */
export function deviceClass(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i.test(userAgent))
    return 'mobile';
  return 'desktop';
}

/** When an event is counted: its own time when plausible, else its arrival. */
export function countedAt(at: string | undefined, now: Date): string {
  const time = at ? Date.parse(at) : NaN;
  const plausible =
    Number.isFinite(time) &&
    time >= now.getTime() - acceptedAgeMs &&
    time <= now.getTime() + acceptedSkewMs;
  return new Date(plausible ? time : now.getTime()).toISOString();
}

export interface RecordBeaconDeps {
  queue: AnalyticsQueue;
  rateLimits: RateLimitCounter;
  /** Beacons allowed per client per minute. */
  limit: number;
  newId: () => string;
  now: () => Date;
}

/** What became of a beacon: how many events were queued (0 for a bot's). */
export interface BeaconOutcome {
  accepted: number;
}

/**
 * Queues a beacon's events. Throws RateLimitError (429) when the client is over its limit. A
 * bot's beacon is answered as accepted and dropped, so it learns nothing.
 */
export async function recordBeacon(
  deps: RecordBeaconDeps,
  beacon: Beacon,
  userAgent: string,
  client: string,
): Promise<BeaconOutcome> {
  const now = deps.now();
  await enforceRateLimit(deps.rateLimits, analyticsRateLimit(deps.limit), client, now);
  if (!userAgent.trim() || isbot(userAgent)) return { accepted: beacon.events.length };
  const message: AnalyticsMessage = {
    id: `beacon#${deps.newId()}`,
    device: deviceClass(userAgent),
    events: beacon.events.map((event) =>
      event.type === 'view'
        ? { ...event, at: countedAt(event.at, now) }
        : {
            type: 'lead',
            kind: event.kind,
            path: event.path,
            // The lead's own page when the browser sent no attribution (no consent).
            attribution: event.attribution ?? { sourcePath: event.path },
            at: countedAt(event.at, now),
          },
    ),
  };
  await deps.queue.send(message);
  return { accepted: beacon.events.length };
}
