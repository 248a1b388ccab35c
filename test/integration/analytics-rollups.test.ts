/**
 * The analytics counters' week and month rollups on the DynamoDB emulator: the dashboard answers
 * the same figures from them as from the daily rows alone, for ranges that cut months and weeks
 * anywhere, while reading far fewer rows; a redelivered message adds nothing to them; and the
 * migration rebuilds them for counters stored before they existed, once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamoClient, PutCommand } from '@functions/adapters/dynamo/document-client';
import { queryAll } from '@functions/adapters/dynamo/pages';
import {
  analyticsCounterReader,
  analyticsCounterStore,
  monthReads,
  rebuildCounterRollups,
} from '@functions/adapters/repositories/analytics-repository';
import type {
  CounterReader,
  CounterRow,
  MessageAmounts,
} from '@functions/domain/analytics/analytics-ports';
import { analyticsDashboard } from '@functions/domain/analytics/dashboard';
import { config } from '@functions/lib/config';
import { seedAnalyticsHistory } from '../../infra/local/seed-analytics';
import { startFunctionTables, type FunctionTables } from '../support/function-tables';

let tables: FunctionTables;

beforeAll(async () => {
  tables = await startFunctionTables('analytics-rollups');
}, 120_000);

afterAll(async () => {
  await tables?.end();
});

const dayMs = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const noContent = { describe: async () => new Map() };

/** The months of a range, each with its first and last day inside it. */
function monthsOf(from: string, to: string) {
  const months: { month: string; from: string; to: string }[] = [];
  for (let day = from; day <= to;) {
    const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
    const last = dayOf(Date.UTC(year, month, 0));
    months.push({ month: day.slice(0, 7), from: day, to: last < to ? last : to });
    day = dayOf(Date.UTC(year, month, 1));
  }
  return months;
}

/**
 * The reader as it was before the rollups: every daily row of the range, read here from the
 * table itself, the reference the rollups must agree with.
 */
const dailyReader: CounterReader = {
  async rowsBetween(from, to) {
    const answers = await Promise.all(
      monthsOf(from, to).map((part) =>
        queryAll({
          TableName: config().tables.analytics,
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
          ExpressionAttributeValues: {
            ':pk': `m#${part.month}`,
            ':from': `${part.from}#`,
            ':to': `${part.to}#~`,
          },
        }),
      ),
    );
    return answers.flatMap((answer) =>
      answer.items.map((item): CounterRow => {
        const sk = String(item.sk);
        const end = sk.indexOf('#', 11);
        return {
          day: sk.slice(0, 10),
          dimension: sk.slice(11, end) as CounterRow['dimension'],
          key: sk.slice(end + 1),
          views: Number(item.views ?? 0),
          sessions: Number(item.sessions ?? 0),
          leads: Number(item.leads ?? 0),
        };
      }),
    );
  },
  pathDays: async () => new Map(),
};

const paths = Array.from({ length: 30 }, (_, i) => `/insights/rollup-${i}`);
// A history of 150 days ending 3 days ago: several whole months and a partial one at each end.
const historyEnd = Date.now() - 3 * dayMs;

/** Ranges that start and end on every kind of day: a month's first, a week's, any other. */
function ranges(): [string, string][] {
  const end = dayOf(historyEnd);
  const months = monthsOf(dayOf(historyEnd - 140 * dayMs), end).slice(1, -1);
  const [a, b, c] = months.map((part) => part.month);
  return [
    [dayOf(historyEnd - 89 * dayMs), end],
    [`${a}-01`, `${c}-17`],
    [`${a}-13`, `${b}-${months[1]!.to.slice(8)}`],
    [`${a}-03`, `${a}-26`],
    [`${b}-08`, `${b}-21`],
    [`${b}-15`, `${c}-07`],
    [`${a}-27`, `${b}-02`],
    [`${c}-09`, `${c}-09`],
    [`${a}-01`, `${a}-${months[0]!.to.slice(8)}`],
  ];
}

describe('the dashboard from rollups', () => {
  it('answers what the daily rows alone answer, for ranges cutting months and weeks anywhere', async () => {
    await seedAnalyticsHistory({ views: 20_000, days: 150, paths, now: new Date(historyEnd) });

    for (const [from, to] of ranges()) {
      const fromRollups = await analyticsDashboard(
        { counters: analyticsCounterReader, content: noContent },
        { from, to },
      );
      const fromDays = await analyticsDashboard(
        { counters: dailyReader, content: noContent },
        { from, to },
      );
      expect(fromRollups, `${from} to ${to}`).toEqual(fromDays);
    }
    const [from, to] = ranges()[0]!;
    expect((await analyticsCounterReader.rowsBetween(from, to)).length).toBeLessThan(
      (await dailyReader.rowsBetween(from, to)).length / 2,
    );
  });

  it('reads the whole weeks and months of a range from their rollups, the days at its ends from their rows', () => {
    expect(
      monthReads({ month: '2026-05', from: '2026-05-23', to: '2026-05-31' }, '2025-01-01'),
    ).toEqual([
      { from: 'w#29#', to: 'w#29#~' },
      { from: '2026-05-23#', to: '2026-05-28#~' },
    ]);
    expect(
      monthReads({ month: '2026-06', from: '2026-06-01', to: '2026-06-30' }, '2025-01-01'),
    ).toEqual([{ from: 'all#', to: 'all#~' }]);
    expect(
      monthReads({ month: '2026-08', from: '2026-08-01', to: '2026-08-20' }, '2025-01-01'),
    ).toEqual([
      { from: 'w#01#', to: 'w#08#~' },
      { from: '2026-08-15#', to: '2026-08-20#~' },
    ]);
    // Rollups past their TTL may be gone: their days are read instead.
    expect(
      monthReads({ month: '2026-06', from: '2026-06-01', to: '2026-06-30' }, '2026-06-10'),
    ).toEqual([
      { from: 'w#15#', to: 'w#29#~' },
      { from: '2026-06-01#', to: '2026-06-14#~' },
    ]);
  });
});

const message = (id: string, day: string, views: number): MessageAmounts => ({
  messageId: id,
  counters: [
    { day, dimension: 'total', key: '', views, sessions: 1 },
    { day, dimension: 'path', key: '/insights/redelivered', views, sessions: 1 },
  ],
  rollups: [{ path: '/insights/redelivered', day, views }],
});

describe('redelivery', () => {
  it('adds nothing to the rollups for a message counted before, alone or in a batch', async () => {
    // The 16th of a month of its own, read as the whole month (from its month rollup).
    const month = dayOf(Date.now() - 250 * dayMs).slice(0, 7);
    const day = `${month}-16`;
    const last = dayOf(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0));
    const range = { from: `${month}-01`, to: last };
    const read = async () => {
      const board = await analyticsDashboard(
        { counters: analyticsCounterReader, content: noContent },
        range,
      );
      return { total: board.totals.views, path: board.topPages[0]?.views };
    };

    const first = await analyticsCounterStore.addEach([message('m1', day, 2)]);
    const again = await analyticsCounterStore.addEach([message('m1', day, 2)]);
    const batch = await analyticsCounterStore.addEach([
      message('m2', day, 3),
      message('m1', day, 2),
    ]);

    expect(first.get('m1')).toBe('added');
    expect(again.get('m1')).toBe('before');
    expect(batch.get('m1')).toBe('before');
    expect(batch.get('m2')).toBe('added');
    expect(await read()).toEqual({ total: 5, path: 5 });
    expect(
      (await analyticsCounterReader.rowsBetween(range.from, range.to)).filter(
        (row) => row.dimension === 'path',
      ),
    ).toEqual([
      {
        day: `${month}-01`,
        dimension: 'path',
        key: '/insights/redelivered',
        views: 5,
        sessions: 2,
        leads: 0,
      },
    ]);
  });
});

describe('the rollups migration', () => {
  it('rebuilds the rollups of counters stored before them, and a second run changes nothing', async () => {
    // A month of its own, stored as an earlier release did: daily rows only.
    const month = dayOf(Date.now() - 300 * dayMs).slice(0, 7);
    const last = dayOf(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0));
    const put = (day: string, dimension: string, key: string, views: number, leads = 0) =>
      dynamoClient().send(
        new PutCommand({
          TableName: config().tables.analytics,
          Item: {
            pk: `m#${month}`,
            sk: `${day}#${dimension}#${key}`,
            views,
            sessions: views,
            leads,
            expires_at: 0,
          },
        }),
      );
    for (const date of ['02', '09', '10', '23', last.slice(8)]) {
      const day = `${month}-${date}`;
      await put(day, 'total', '', 7, 1);
      await put(day, 'path', '/insights/old', 4, 1);
      await put(day, 'path', '/insights/older', 3);
      await put(day, 'referrer', 'google.com', 7);
    }
    const range = { from: `${month}-01`, to: last };
    const dashboard = (counters: CounterReader) =>
      analyticsDashboard({ counters, content: noContent }, range);
    expect((await dashboard(analyticsCounterReader)).totals.views).toBe(0);

    const [done] = await rebuildCounterRollups();
    const [again] = await rebuildCounterRollups();

    expect(await dashboard(analyticsCounterReader)).toEqual(await dashboard(dailyReader));
    expect((await dashboard(analyticsCounterReader)).totals.views).toBe(35);
    expect(done).toMatch(/^[1-9]\d* analytics rollup rows set/);
    expect(again).toMatch(/^0 analytics rollup rows set/);
  });
});
