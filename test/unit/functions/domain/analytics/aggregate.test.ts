import { describe, expect, it } from 'vitest';
import type { AnalyticsMessage } from '@shared/schemas/analytics-queue';
import type {
  CounterAdd,
  CounterStore,
  RollupAdd,
} from '@functions/domain/analytics/analytics-ports';
import { aggregateMessage } from '@functions/domain/analytics/aggregate';
import { countedAt, deviceClass } from '@functions/domain/analytics/record-beacon';

/** The store's conditions in memory: claims by message, amounts once per message id. */
class InMemoryCounters implements CounterStore {
  readonly claims = new Map<string, string>();
  readonly added = new Set<string>();
  readonly totals = new Map<string, { views: number; sessions: number; leads: number }>();
  readonly rollups = new Map<string, { views: number; leads: number }>();

  async claimSession(day: string, scope: string, sessionId: string, messageId: string) {
    const key = `${day}|${scope}|${sessionId}`;
    const owner = this.claims.get(key);
    if (owner !== undefined && owner !== messageId) return false;
    this.claims.set(key, messageId);
    return true;
  }

  async addOnce(messageId: string, counters: CounterAdd[], rollups: RollupAdd[]) {
    if (this.added.has(messageId)) return false;
    this.added.add(messageId);
    for (const add of counters) {
      const key = `${add.day}|${add.dimension}|${add.key}`;
      const row = this.totals.get(key) ?? { views: 0, sessions: 0, leads: 0 };
      row.views += add.views ?? 0;
      row.sessions += add.sessions ?? 0;
      row.leads += add.leads ?? 0;
      this.totals.set(key, row);
    }
    for (const add of rollups) {
      const key = `${add.path}|${add.day}`;
      const row = this.rollups.get(key) ?? { views: 0, leads: 0 };
      row.views += add.views ?? 0;
      row.leads += add.leads ?? 0;
      this.rollups.set(key, row);
    }
    return true;
  }

  row(day: string, dimension: string, key: string) {
    return this.totals.get(`${day}|${dimension}|${key}`);
  }
}

const day = '2026-11-20';
const at = `${day}T10:00:00.000Z`;
const view = (path: string, sessionId: string, referrer = 'direct') => ({
  type: 'view' as const,
  path,
  referrer,
  utm: {},
  sessionId,
  at,
});

describe('aggregateMessage', () => {
  it('counts a message delivered twice once', async () => {
    const store = new InMemoryCounters();
    const message: AnalyticsMessage = {
      id: 'beacon#1',
      device: 'mobile',
      events: [view('/', 's1')],
    };

    expect(await aggregateMessage(store, message)).toBe(true);
    expect(await aggregateMessage(store, message)).toBe(false);

    expect(store.row(day, 'total', '')).toEqual({ views: 1, sessions: 1, leads: 0 });
    expect(store.row(day, 'device', 'mobile')).toEqual({ views: 1, sessions: 0, leads: 0 });
  });

  it('counts a session once a day, however many views and beacons it sends', async () => {
    const store = new InMemoryCounters();

    await aggregateMessage(store, {
      id: 'beacon#1',
      events: [view('/', 's1', 'google.com'), view('/about', 's1'), view('/', 's1')],
    });
    await aggregateMessage(store, { id: 'beacon#2', events: [view('/about', 's1')] });

    expect(store.row(day, 'total', '')).toEqual({ views: 4, sessions: 1, leads: 0 });
    expect(store.row(day, 'path', '/')).toEqual({ views: 2, sessions: 1, leads: 0 });
    expect(store.row(day, 'path', '/about')).toEqual({ views: 2, sessions: 1, leads: 0 });
    expect(store.row(day, 'referrer', 'google.com')).toEqual({ views: 1, sessions: 1, leads: 0 });
    expect(store.rollups.get(`/about|${day}`)).toEqual({ views: 2, leads: 0 });
  });

  it('credits a lead to its last content, first-touch referrer and campaign', async () => {
    const store = new InMemoryCounters();

    await aggregateMessage(store, {
      id: 'lead#contact#1',
      events: [
        {
          type: 'lead',
          kind: 'contact',
          path: '/contact',
          at,
          attribution: {
            sourcePath: '/contact',
            lastContentPath: '/insights/read-first',
            firstTouch: {
              landingPath: '/',
              referrer: 'linkedin.com',
              utm: { source: 'linkedin', campaign: 'q4' },
              at,
            },
          },
        },
      ],
    });

    expect(store.row(day, 'total', '')).toEqual({ views: 0, sessions: 0, leads: 1 });
    expect(store.row(day, 'kind', 'contact')?.leads).toBe(1);
    expect(store.row(day, 'path', '/insights/read-first')?.leads).toBe(1);
    expect(store.row(day, 'path', '/contact')).toBeUndefined();
    expect(store.row(day, 'referrer', 'linkedin.com')?.leads).toBe(1);
    expect(store.row(day, 'campaign', 'linkedin||q4')?.leads).toBe(1);
  });

  it('credits a consent-less lead to the page it was sent from', async () => {
    const store = new InMemoryCounters();

    await aggregateMessage(store, {
      id: 'lead#contact#2',
      events: [
        {
          type: 'lead',
          kind: 'contact',
          path: '/contact',
          at,
          attribution: { sourcePath: '/contact' },
        },
      ],
    });

    expect(store.row(day, 'path', '/contact')?.leads).toBe(1);
    expect([...store.totals.keys()].some((key) => key.includes('|referrer|'))).toBe(false);
  });
});

describe('the beacon side', () => {
  it('tells tablets, phones and desktops apart', () => {
    expect(deviceClass('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Mobile/15E148')).toBe(
      'tablet',
    );
    expect(deviceClass('Mozilla/5.0 (Linux; Android 14; SM-X710) Safari/537.36')).toBe('tablet');
    expect(deviceClass('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe(
      'mobile',
    );
    expect(deviceClass('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)')).toBe('mobile');
    expect(deviceClass('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Safari/605.1.15')).toBe(
      'desktop',
    );
  });

  it('believes an event time within the last day, else counts it at arrival', () => {
    const now = new Date('2026-11-27T12:00:00.000Z');

    expect(countedAt('2026-11-27T02:00:00.000Z', now)).toBe('2026-11-27T02:00:00.000Z');
    expect(countedAt('2026-11-20T02:00:00.000Z', now)).toBe(now.toISOString());
    expect(countedAt('2026-11-28T12:00:00.000Z', now)).toBe(now.toISOString());
    expect(countedAt(undefined, now)).toBe(now.toISOString());
  });
});
