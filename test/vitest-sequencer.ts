/**
 * The order vitest starts test files in. Vitest's own order runs the longest files first, from
 * the durations it cached on an earlier run; CI starts from a fresh `npm ci`, with no cache, and
 * vitest then orders by file size, so a short file that runs for minutes (the CLI synth bundles
 * every function) could start last and keep one worker busy while the other waits. Here the
 * files that boot sandboxes or synthesise go first, the CLI synth before all, unit files last;
 * within each group vitest's own order stands.
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Minutes on two cores: `cdk synth` bundling every function for real. */
const slowestFirst = ['test/infra/cli.test.ts'];

function rank(file: string): number {
  if (slowestFirst.includes(file)) return 0;
  if (file.startsWith('test/integration/') || file.startsWith('test/infra/')) return 1;
  return 2;
}

export default class HeavyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const ranked = sorted.map((spec, index) => ({
      spec,
      index,
      rank: rank(relative(root, spec.moduleId).split('\\').join('/')),
    }));
    ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
    return ranked.map(({ spec }) => spec);
  }
}
