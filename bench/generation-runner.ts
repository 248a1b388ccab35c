/**
 * Runs section 7 (bench/generation.ts, written by the generation work) in its own process: it
 * starts its own sandbox, and a process holds one sandbox (the functions read their configuration
 * once). It takes either a `generationSection()` returning BenchRow[] or the figures of
 * `benchGeneration()` ({cap10Ms, cap1Ms, ratio}), and prints the rows on one line after
 * {@link rowsMarker}.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rowsMarker, type BenchRow } from './bench-row';

interface GenerationFigures {
  cap10Ms: number;
  cap1Ms: number;
  ratio: number;
}

const command = 'bench/generation.ts: 100 items, fake model 1 s, queue cap 10 then 1';

function rowsOf(figures: GenerationFigures): BenchRow[] {
  const row = (figure: string, value: number, unit: string): BenchRow => ({
    section: 'generation',
    figure,
    value,
    unit,
    command,
  });
  return [
    row('wall time, cap 10', figures.cap10Ms, 'ms'),
    row('wall time, cap 1', figures.cap1Ms, 'ms'),
    // The target bench/generation.ts states: the cap bounds throughput, within 5% of 10x.
    { ...row('ratio cap 1 / cap 10', figures.ratio, 'x'), target: { op: '>=', value: 9.5 } },
  ];
}

const loaded = (await import(pathToFileURL(join(import.meta.dirname, 'generation.ts')).href)) as {
  generationSection?: () => Promise<BenchRow[]>;
  benchGeneration?: () => Promise<GenerationFigures>;
};
let rows: BenchRow[];
if (loaded.generationSection) rows = await loaded.generationSection();
else if (loaded.benchGeneration) rows = rowsOf(await loaded.benchGeneration());
else throw new Error('bench/generation.ts exports neither generationSection nor benchGeneration');
process.stdout.write(`\n${rowsMarker}${JSON.stringify(rows)}\n`);
process.exit(0);
