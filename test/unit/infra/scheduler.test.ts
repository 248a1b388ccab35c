/**
 * The sandbox's scheduler: rate expressions as EventBridge reads them, the event it delivers, and
 * runs decided by the sandbox's clock alone (due once a rate has passed, no catch-up).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScheduleDef } from '@infra/manifest';
import { ratePeriodMs, start } from '@infra/local/scheduler';

const def: ScheduleDef = {
  purpose: 'test',
  handler: 'functions/workers/sweep.ts',
  schedule: 'rate(10 minutes)',
  tables: {},
};

async function world(schedules: Record<string, ScheduleDef> = { sweep: def }) {
  let now = new Date('2030-01-01T00:00:00.000Z');
  const handler = vi.fn(async () => ({ ok: true }));
  const scheduler = await start({
    schedules,
    loadHandler: async () => handler,
    now: () => now,
    region: 'eu-west-1',
    pollMs: 0,
  });
  return {
    scheduler,
    handler,
    at: (minutes: number) => new Date(now.getTime() + minutes * 60_000),
    set: (date: Date) => (now = date),
  };
}

describe('ratePeriodMs', () => {
  it('reads EventBridge rate expressions', () => {
    expect(ratePeriodMs('rate(1 minute)')).toBe(60_000);
    expect(ratePeriodMs('rate(10 minutes)')).toBe(600_000);
    expect(ratePeriodMs('rate(2 hours)')).toBe(7_200_000);
    expect(ratePeriodMs('rate(1 day)')).toBe(86_400_000);
  });

  it('refuses what EventBridge refuses, and cron, which the sandbox does not run', () => {
    expect(() => ratePeriodMs('rate(1 minutes)')).toThrow(/not a valid rate/);
    expect(() => ratePeriodMs('rate(5 minute)')).toThrow(/not a valid rate/);
    expect(() => ratePeriodMs('rate(0 minutes)')).toThrow(/not a valid rate/);
    expect(() => ratePeriodMs('cron(0 12 * * ? *)')).toThrow(/rate\(\.\.\.\) schedules only/);
  });
});

describe('the scheduler', () => {
  it('delivers a Scheduled Event from aws.events whose time is the run time', async () => {
    const w = await world();

    await w.scheduler.runDue(w.at(10));

    expect(w.handler).toHaveBeenCalledTimes(1);
    expect((w.handler.mock.calls[0] as unknown[])[0]).toMatchObject({
      version: '0',
      'detail-type': 'Scheduled Event',
      source: 'aws.events',
      time: '2030-01-01T00:10:00Z',
      region: 'eu-west-1',
      resources: ['arn:aws:events:eu-west-1:000000000000:rule/sweep'],
      detail: {},
    });
  });

  it('runs a schedule once per rate on its clock, and does not catch up a jump', async () => {
    const w = await world();

    expect(await w.scheduler.runDue(w.at(9))).toEqual([]);
    const first = await w.scheduler.runDue(w.at(60));
    const soon = await w.scheduler.runDue(w.at(65));
    const next = await w.scheduler.runDue(w.at(70));

    expect(first.map((run) => run.name)).toEqual(['sweep']);
    expect(soon).toEqual([]);
    expect(next.map((run) => run.time)).toEqual(['2030-01-01T01:10:00Z']);
    expect(w.handler).toHaveBeenCalledTimes(2);
  });

  it('takes the clock for "now" when no time is given, and runs one schedule on demand', async () => {
    const w = await world();
    w.set(w.at(10));

    const due = await w.scheduler.runDue();
    const forced = await w.scheduler.run('sweep');

    expect(due.map((run) => run.time)).toEqual(['2030-01-01T00:10:00Z']);
    expect(forced).toMatchObject({ name: 'sweep', result: { ok: true } });
    await expect(w.scheduler.run('missing')).rejects.toThrow(/no schedule "missing"/);
  });

  it('reports a failing handler as a failed run', async () => {
    const w = await world();
    w.handler.mockRejectedValueOnce(new Error('table gone'));

    const [run] = await w.scheduler.runDue(w.at(10));

    expect(run).toMatchObject({ name: 'sweep', error: 'table gone' });
  });
});

describe('the scheduler on its timer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps looking at the clock after its first pass: a one-minute rate runs every minute', async () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00.000Z') });
    const handler = vi.fn(async () => ({}));
    const runs: string[] = [];
    const scheduler = await start({
      schedules: { tick: { ...def, schedule: 'rate(1 minute)' } },
      loadHandler: async () => handler,
      now: () => new Date(),
      region: 'eu-west-1',
      pollMs: 1000,
      onRun: (run) => runs.push(run.time),
    });

    await vi.advanceTimersByTimeAsync(3 * 60_000 + 500);
    await scheduler.end();

    expect(runs).toEqual(['2030-01-01T00:01:00Z', '2030-01-01T00:02:00Z', '2030-01-01T00:03:00Z']);
  });

  it("takes a test's period in place of the rate, and still refuses cron", async () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00.000Z') });
    const handler = vi.fn(async () => ({}));
    const scheduler = await start({
      schedules: { sweep: def },
      loadHandler: async () => handler,
      now: () => new Date(),
      region: 'eu-west-1',
      pollMs: 100,
      periodMs: { sweep: 1000 },
    });

    await vi.advanceTimersByTimeAsync(3500);
    await scheduler.end();

    expect(handler).toHaveBeenCalledTimes(3);
    await expect(
      start({
        schedules: { sweep: { ...def, schedule: 'cron(0 12 * * ? *)' } },
        loadHandler: async () => handler,
        now: () => new Date(),
        region: 'eu-west-1',
        periodMs: { sweep: 1000 },
      }),
    ).rejects.toThrow(/rate\(\.\.\.\) schedules only/);
  });
});
