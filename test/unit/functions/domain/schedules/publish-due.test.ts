import { describe, expect, it } from 'vitest';
import type { PublishSchedule } from '@shared/schemas/schedule';
import { ValidationError } from '@functions/domain/errors';
import {
  publishDue,
  unexpectedPublishFailureMessage,
  type SchedulableKind,
} from '@functions/domain/schedules/publish-due';

const now = new Date('2025-05-15T10:00:00.000Z');

interface Row {
  version: number;
  schedule?: PublishSchedule;
  published: boolean;
}

const waiting = (publishAt: string): PublishSchedule => ({
  publish_at: publishAt,
  attempts: 0,
  last_error: null,
  last_attempt_at: null,
});

/** One kind of item in memory; `publish` runs `rule` first (a publish rule or a failure). */
function world(rows: Record<string, Row>, rule: (id: string) => void = () => {}) {
  const logged: string[] = [];
  const kind: SchedulableKind = {
    name: 'article',
    schedules: {
      // As the index answers: every scheduled row due by then, whatever else changed since.
      due: async (at) =>
        Object.entries(rows)
          .filter(([, row]) => row.schedule && row.schedule.publish_at <= at)
          .map(([id]) => id),
      recordFailure: async (id, version, schedule) => {
        const row = rows[id]!;
        if (row.version !== version || !row.schedule) return false;
        row.schedule = schedule;
        return true;
      },
    },
    get: async (id) => (rows[id] ? { ...rows[id] } : undefined),
    publish: async (id, version) => {
      const row = rows[id]!;
      if (row.version !== version) throw new ValidationError('stale');
      rule(id);
      rows[id] = { version: version + 1, published: true };
    },
  };
  return { deps: { kinds: [kind], logError: (message: string) => logged.push(message) }, logged };
}

describe('publishDue', () => {
  it('publishes what is due at the run time and leaves what is due later', async () => {
    const rows: Record<string, Row> = {
      due: { version: 3, published: false, schedule: waiting('2025-05-15T09:59:00.000Z') },
      later: { version: 1, published: false, schedule: waiting('2025-05-15T10:00:01.000Z') },
    };
    const { deps } = world(rows);

    const result = await publishDue(deps, now);

    expect(result).toEqual({ published: 1, failed: 0 });
    expect(rows.due).toEqual({ version: 4, published: true });
    expect(rows.later?.published).toBe(false);
  });

  it('records why a publish failed, keeps the item scheduled, and tries it again on the next run', async () => {
    const rows: Record<string, Row> = {
      blocked: { version: 2, published: false, schedule: waiting('2025-05-15T09:00:00.000Z') },
    };
    let fixed = false;
    const { deps } = world(rows, () => {
      if (!fixed) throw new ValidationError('Alt text is required');
    });

    const first = await publishDue(deps, now);
    const afterFirst = { ...rows.blocked };
    const second = await publishDue(deps, new Date(now.getTime() + 60_000));
    fixed = true;
    const third = await publishDue(deps, new Date(now.getTime() + 120_000));

    expect(first).toEqual({ published: 0, failed: 1 });
    expect(afterFirst).toEqual({
      version: 2,
      published: false,
      schedule: {
        publish_at: '2025-05-15T09:00:00.000Z',
        attempts: 1,
        last_error: 'Alt text is required',
        last_attempt_at: now.toISOString(),
      },
    });
    expect(second.failed).toBe(1);
    expect(third).toEqual({ published: 1, failed: 0 });
    expect(rows.blocked?.published).toBe(true);
  });

  it('records a plain reason for an unexpected failure and logs the failure itself', async () => {
    const rows: Record<string, Row> = {
      broken: { version: 1, published: false, schedule: waiting('2025-05-15T09:00:00.000Z') },
    };
    const { deps, logged } = world(rows, () => {
      throw new Error('ECONNRESET at 10.0.0.1');
    });

    await publishDue(deps, now);

    expect(rows.broken?.schedule?.last_error).toBe(unexpectedPublishFailureMessage);
    expect(logged).toHaveLength(1);
  });

  it('neither publishes nor reports an item unscheduled after the index was read', async () => {
    const rows: Record<string, Row> = {
      gone: { version: 1, published: false, schedule: waiting('2025-05-15T09:00:00.000Z') },
    };
    const { deps } = world(rows);
    const due = deps.kinds[0]!.schedules.due;
    deps.kinds[0]!.schedules.due = async (at, limit) => {
      const ids = await due(at, limit);
      rows.gone = { version: 2, published: false };
      return ids;
    };

    const result = await publishDue(deps, now);

    expect(result).toEqual({ published: 0, failed: 0 });
    expect(rows.gone).toEqual({ version: 2, published: false });
  });
});
