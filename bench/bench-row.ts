/**
 * One figure of `npm run bench`: what was measured, by which command, against which target.
 * Sections return rows; bench/run.ts prints them as one table and writes bench/results.json.
 * A missed target is marked, never thrown: benchmarks print figures, they do not fail the build.
 */

export interface Target {
  op: '>=' | '<=' | '==';
  value: number;
}

export interface BenchRow {
  /** Section the figure belongs to (`lighthouse`, `lambdas`, ...). */
  section: string;
  /** What the figure is, e.g. `/insights performance`. */
  figure: string;
  /** The measured value; null when the figure could not be measured (see `note`). */
  value: number | null;
  unit: string;
  target?: Target;
  /** How the figure was obtained, short enough for a table cell. */
  command: string;
  /** Why a figure is missing, or what qualifies it. */
  note?: string;
}

/** Prefix of the line on which a section run in a child process prints its rows as JSON. */
export const rowsMarker = '__BENCH_ROWS__';

/**
 * Runs `section` when its module is the file node was started with (bench/run.ts spawns the
 * sections that need a process of their own), printing the rows for the parent to read.
 */
export async function runWhenSpawned(
  moduleUrl: string,
  section: () => Promise<BenchRow[]>,
): Promise<void> {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  const rows = await section();
  console.log(`${rowsMarker}${JSON.stringify(rows)}`);
  process.exit(0);
}

/** A row whose section could not run, saying why. */
export function skipped(section: string, command: string, why: string): BenchRow {
  return { section, figure: 'skipped', value: null, unit: '', command, note: `skipped: ${why}` };
}

/** True when the row meets its target; undefined when it has none or no value. */
export function meetsTarget(row: BenchRow): boolean | undefined {
  if (!row.target || row.value === null) return undefined;
  const { op, value } = row.target;
  if (op === '>=') return row.value >= value;
  if (op === '<=') return row.value <= value;
  return row.value === value;
}

/** `>= 95`, `<= 150 KB`, ... */
export function formatTarget(row: BenchRow): string {
  if (!row.target) return '';
  return `${row.target.op} ${formatNumber(row.target.value)}${row.unit ? ` ${row.unit}` : ''}`;
}

export function formatNumber(value: number): string {
  if (Number.isInteger(value)) return String(value);
  const abs = Math.abs(value);
  return value.toFixed(abs >= 100 ? 0 : abs >= 10 ? 1 : 2);
}

/** The median of a non-empty list. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Rounds to `digits` decimals (for stable JSON and table cells). */
export function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
