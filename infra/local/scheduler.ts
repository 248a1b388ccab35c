/**
 * The sandbox's EventBridge Scheduler stand-in: runs the manifest's `schedules` on their rate,
 * delivering the event EventBridge delivers (a `Scheduled Event` from `aws.events`) to the real
 * handlers.
 *
 * Time is the sandbox's clock (`now`), not the wall clock, so a test decides when a schedule is
 * due: with a clock the test moves, `runDue(at)` fires exactly the schedules whose rate has passed
 * since their last run, with `at` as the event's time (what a handler takes as "now"). EventBridge
 * does not catch up missed runs; neither does this: a jump of an hour fires a 10-minute schedule
 * once. Cron expressions are refused at start (no rate to run them on here).
 */
import { randomUUID } from 'node:crypto';
import type { Context, ScheduledEvent } from 'aws-lambda';
import type { ScheduleDef } from '../manifest';

export type ScheduledHandler = (event: ScheduledEvent, context: Context) => Promise<unknown>;

export interface SchedulerOptions {
  schedules: Readonly<Record<string, ScheduleDef>>;
  loadHandler: (module: ScheduleDef['handler']) => Promise<ScheduledHandler>;
  /** The sandbox's clock. */
  now: () => Date;
  region: string;
  /** How often the clock is looked at for due schedules, in ms; 0 never (runs only when asked). */
  pollMs?: number;
  /**
   * Test harnesses only: a period in ms replacing a schedule's rate, so a test on real time sees
   * several runs in seconds. The manifest's rate still has to parse.
   */
  periodMs?: Readonly<Partial<Record<string, number>>>;
  /** Told of every run once its handler finishes (tests watch the timer's runs with it). */
  onRun?: (run: ScheduleRun) => void;
  log?: (line: string) => void;
}

/** One run of a schedule: its event time and what the handler returned, or why it failed. */
export interface ScheduleRun {
  name: string;
  time: string;
  result?: unknown;
  error?: string;
}

export interface Scheduler {
  /** Runs every schedule due at `at` (default: the clock's now) and resolves once they finish. */
  runDue(at?: Date): Promise<ScheduleRun[]>;
  /** Runs one schedule at `at` (default: the clock's now), due or not. */
  run(name: string, at?: Date): Promise<ScheduleRun>;
  end(): Promise<void>;
}

const accountId = '000000000000';

const unitMs: Record<string, number> = {
  minute: 60_000,
  minutes: 60_000,
  hour: 3_600_000,
  hours: 3_600_000,
  day: 86_400_000,
  days: 86_400_000,
};

/** The period of a `rate(...)` expression, in ms (EventBridge's syntax: `rate(10 minutes)`). */
export function ratePeriodMs(expression: ScheduleDef['schedule']): number {
  const match = /^rate\((\d+) (minutes?|hours?|days?)\)$/.exec(expression);
  if (!match) {
    throw new Error(
      `The sandbox runs rate(...) schedules only; "${expression}" needs a rate expression or a scheduler that reads cron.`,
    );
  }
  const value = Number(match[1]);
  const plural = match[2]!.endsWith('s');
  // EventBridge's own rule: 1 takes the singular unit, anything else the plural.
  if (value < 1 || (value === 1) === plural)
    throw new Error(`"${expression}" is not a valid rate expression.`);
  return value * unitMs[match[2]!]!;
}

/** The event EventBridge delivers for a scheduled rule (time to the second, as it sends it). */
export function scheduledEvent(name: string, time: Date, region: string): ScheduledEvent {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: accountId,
    time: time.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region,
    resources: [`arn:aws:events:${region}:${accountId}:rule/${name}`],
    detail: {},
  };
}

export async function start(options: SchedulerOptions): Promise<Scheduler> {
  const log = options.log ?? (() => {});
  const startedAt = options.now().getTime();
  const entries = Object.entries(options.schedules).map(([name, def]) => {
    // Parsed even when a test replaces the period: a cron expression is refused either way.
    const rate = ratePeriodMs(def.schedule);
    const periodMs = options.periodMs?.[name] ?? rate;
    // As a new rule does, the first run comes one period after the start.
    return { name, def, periodMs, nextAt: startedAt + periodMs };
  });

  async function invoke(entry: (typeof entries)[number], at: Date): Promise<ScheduleRun> {
    const event = scheduledEvent(entry.name, at, options.region);
    entry.nextAt = at.getTime() + entry.periodMs;
    try {
      const handler = await options.loadHandler(entry.def.handler);
      const result = await handler(event, { awsRequestId: randomUUID() } as Context);
      return { name: entry.name, time: event.time, result };
    } catch (error) {
      log(`[schedule] ${entry.name} failed: ${(error as Error).message}`);
      log(
        `[alarm] function errors: the ${entry.name} schedule threw (would notify the alarm topic)`,
      );
      return { name: entry.name, time: event.time, error: (error as Error).message };
    }
  }

  async function fire(entry: (typeof entries)[number], at: Date): Promise<ScheduleRun> {
    const run = await invoke(entry, at);
    options.onRun?.(run);
    return run;
  }

  /** The pass in flight (or the last one queued behind it); undefined once the last one ends. */
  let running: Promise<unknown> | undefined;
  const runDue = (at = options.now()): Promise<ScheduleRun[]> => {
    // One pass at a time: a slow handler is not started again by the next look at the clock.
    const previous = running ?? Promise.resolve();
    const pass = previous.then(() =>
      Promise.all(
        entries.filter((entry) => entry.nextAt <= at.getTime()).map((entry) => fire(entry, at)),
      ),
    );
    // The promise that clears `running` must be the one stored and compared: comparing `pass`
    // (never stored) left `running` set forever, and the timer stopped after its first pass.
    const tracked: Promise<unknown> = pass.finally(() => {
      if (running === tracked) running = undefined;
    });
    running = tracked;
    return pass;
  };

  const pollMs = options.pollMs ?? 1000;
  const timer =
    pollMs > 0 && entries.length > 0
      ? setInterval(() => {
          if (!running) void runDue();
        }, pollMs).unref()
      : undefined;

  return {
    runDue,
    async run(name, at = options.now()) {
      const entry = entries.find((candidate) => candidate.name === name);
      if (!entry) throw new Error(`The manifest has no schedule "${name}".`);
      return fire(entry, at);
    },
    async end() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
