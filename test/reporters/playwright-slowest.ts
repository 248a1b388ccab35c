/**
 * Prints the ten slowest spec files after `playwright test` (the sum of their tests' durations,
 * retries included), so the cost of each new spec shows in every run's output.
 */
import { relative } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const shown = 10;

export default class SlowestSpecsReporter implements Reporter {
  private readonly files = new Map<string, { ms: number; tests: Set<string> }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = relative(process.cwd(), test.location.file);
    const entry = this.files.get(file) ?? { ms: 0, tests: new Set<string>() };
    entry.ms += result.duration;
    entry.tests.add(test.id);
    this.files.set(file, entry);
  }

  onEnd(): void {
    const slowest = [...this.files]
      .sort(([, a], [, b]) => b.ms - a.ms)
      .slice(0, shown)
      .map(
        ([file, { ms, tests }]) =>
          `  ${(ms / 1000).toFixed(1).padStart(7)} s  ${String(tests.size).padStart(4)} tests  ${file}`,
      );
    if (slowest.length === 0) return;
    console.log(`\nSlowest spec files (playwright):\n${slowest.join('\n')}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
