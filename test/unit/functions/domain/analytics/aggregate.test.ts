import { describe, expect, it } from 'vitest';
import type { AnalyticsMessage } from '@shared/schemas/analytics-queue';
import type {
  AddOutcome,
  CounterStore,
  MessageAmounts,
  SessionClaim,
  SessionOwners,
} from '@functions/domain/analytics/analytics-ports';
import { aggregateBatch } from '@functions/domain/analytics/aggregate';
import { countedAt, deviceClass } from '@functions/domain/analytics/record-beacon';

/** The store's conditions in memory: claims kept by their first message, amounts once per id. */
class InMemoryCounters implements CounterStore {
  readonly claims = new Map<string, string>();
  readonly added = new Set<string>();
  readonly totals = new Map<string, { views: number; sessions: number; leads: number }>();
  readonly rollups = new Map<string, { views: number; leads: number }>();
  /** The next addEach writes nothing and fails every message (a write that timed out). */
  failNextWrite = false;

  async claimSessions(claims: readonly SessionClaim[]): Promise<SessionOwners[]> {
    const hold = (key: string, messageId: string) => {
      if (!this.claims.has(key)) this.claims.set(key, messageId);
      return this.claims.get(key)!;
    };
    return claims.map((claim) => ({
      site: hold(`${claim.day}|${claim.sessionId}|`, claim.site),
      paths: new Map(
        [...claim.paths].map(([path, id]) => [
          path,
          hold(`${claim.day}|${claim.sessionId}|${path}`, id),
        ]),
      ),
    }));
  }

  async addEach(entries: readonly MessageAmounts[]): Promise<Map<string, AddOutcome>> {
    const outcomes = new Map<string, AddOutcome>();
    const failing = this.failNextWrite;
    this.failNextWrite = false;
    for (const { messageId, counters, rollups } of entries) {
      if (failing) {
        outcomes.set(messageId, { error: new Error('timed out') });
        continue;
      }
      if (this.added.has(messageId)) {
        outcomes.set(messageId, 'before');
        continue;
      }
      this.added.add(messageId);
      outcomes.set(messageId, 'added');
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
    }
    return outcomes;
  }

  row(day: string, dimension: string, key: string) {
    return this.totals.get(`${day}|${dimension}|${key}`);
  }
}

/** Counts one message as a batch of its own; its outcome. */
async function aggregateMessage(store: CounterStore, message: AnalyticsMessage) {
  return (await aggregateBatch(store, [message])).get(message.id);
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

    expect(await aggregateMessage(store, message)).toBe('added');
    expect(await aggregateMessage(store, message)).toBe('before');

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

  it('counts a batch holding a message counted before: the others once, that one not again', async () => {
    const store = new InMemoryCounters();
    const first: AnalyticsMessage = {
      id: 'beacon#a',
      device: 'desktop',
      events: [view('/', 'sa')],
    };
    const second: AnalyticsMessage = {
      id: 'beacon#b',
      device: 'desktop',
      events: [view('/', 'sb')],
    };
    await aggregateMessage(store, first);

    const outcomes = await aggregateBatch(store, [first, second]);

    expect(outcomes.get('beacon#a')).toBe('before');
    expect(outcomes.get('beacon#b')).toBe('added');
    expect(store.row(day, 'total', '')).toEqual({ views: 2, sessions: 2, leads: 0 });
    expect(store.row(day, 'device', 'desktop')?.views).toBe(2);
  });

  it('counts one session once across the messages of a batch, and a message twice in it once', async () => {
    const store = new InMemoryCounters();
    const first: AnalyticsMessage = { id: 'beacon#1', events: [view('/', 's1')] };
    const second: AnalyticsMessage = { id: 'beacon#2', events: [view('/', 's1')] };

    await aggregateBatch(store, [first, second, first]);

    expect(store.row(day, 'total', '')).toEqual({ views: 2, sessions: 1, leads: 0 });
    expect(store.row(day, 'path', '/')).toEqual({ views: 2, sessions: 1, leads: 0 });
  });

  it('counts a batch whose write failed the same way when it comes back in another order', async () => {
    const store = new InMemoryCounters();
    const first: AnalyticsMessage = { id: 'beacon#1', events: [view('/', 's1')] };
    const second: AnalyticsMessage = {
      id: 'beacon#2',
      events: [view('/', 's1'), view('/about', 's1')],
    };
    store.failNextWrite = true;
    const failed = await aggregateBatch(store, [first, second]);

    await aggregateBatch(store, [second]);
    await aggregateBatch(store, [first, second]);

    expect([...failed.values()].every((outcome) => typeof outcome === 'object')).toBe(true);
    expect(store.row(day, 'total', '')).toEqual({ views: 3, sessions: 1, leads: 0 });
    expect(store.row(day, 'path', '/')).toEqual({ views: 2, sessions: 1, leads: 0 });
    expect(store.row(day, 'path', '/about')).toEqual({ views: 1, sessions: 1, leads: 0 });
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
