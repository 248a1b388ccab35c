/**
 * Lighthouse's simulated 4x CPU slowdown multiplies the main-thread work it observes, so a run that
 * shares the two cores with another process (a build, a test run) reports that process's time as
 * the page's. Before each run the bench waits, up to a limit, for the machine to be mostly idle,
 * and reports how idle it was, so a table read later says whether its scores were measured on a
 * quiet machine. Linux only (/proc/stat); elsewhere it does not wait.
 */
import { existsSync, readFileSync } from 'node:fs';

/** Idle share of the machine's CPU time wanted before a run. */
const wantedIdle = Number(process.env.BENCH_QUIET_IDLE ?? 0.8);
/** Longest wait for it, per run. */
const maxWaitMs = Number(process.env.BENCH_QUIET_WAIT_MS ?? 30_000);

function cpuTimes(): { idle: number; total: number } | undefined {
  if (!existsSync('/proc/stat')) return undefined;
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal: idle and iowait are idle time.
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  const total = values.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return { idle, total };
}

/** Idle share of the CPU over the next `ms` milliseconds, or undefined without /proc/stat. */
async function idleShare(ms = 1000): Promise<number | undefined> {
  const before = cpuTimes();
  if (!before) return undefined;
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = cpuTimes()!;
  const total = after.total - before.total;
  return total > 0 ? (after.idle - before.idle) / total : undefined;
}

/**
 * Waits until a one-second sample shows the CPU at least `wantedIdle` idle, or `maxWaitMs` has
 * passed. Returns the last sample's idle share (undefined when it cannot be read).
 */
export async function waitForQuietCpu(): Promise<number | undefined> {
  const deadline = Date.now() + maxWaitMs;
  let idle = await idleShare();
  while (idle !== undefined && idle < wantedIdle && Date.now() < deadline) idle = await idleShare();
  return idle;
}
