/**
 * Prints the ten slowest test files after `vitest run`, so the cost of each new suite shows in
 * every run's output and the next slowdown is found without another measuring run.
 */
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const shown = 10;

export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const timed = testModules
      .map((module) => {
        const diagnostic = module.diagnostic();
        // Import and hooks count too: a file that boots a sandbox pays for it in collect/setup.
        const ms =
          diagnostic.collectDuration +
          diagnostic.setupDuration +
          diagnostic.prepareDuration +
          diagnostic.duration;
        return { file: relative(process.cwd(), module.moduleId), ms, tests: countTests(module) };
      })
      .sort((a, b) => b.ms - a.ms)
      .slice(0, shown);
    if (timed.length === 0) return;
    const lines = timed.map(
      ({ file, ms, tests }) =>
        `  ${(ms / 1000).toFixed(1).padStart(7)} s  ${String(tests).padStart(4)} tests  ${file}`,
    );
    console.log(`\nSlowest test files (vitest):\n${lines.join('\n')}\n`);
  }
}

function countTests(module: TestModule): number {
  let count = 0;
  for (const _ of module.children.allTests()) count += 1;
  return count;
}
