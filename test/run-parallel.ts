/**
 * Runs npm scripts side by side and fails if any fails; each one's output is printed whole when
 * it ends, so logs do not interleave. `npm test` runs lint, typecheck and build this way: each is
 * mostly one thread, and side by side they keep both cores of the CI machine busy.
 *
 *   tsx test/run-parallel.ts lint typecheck build
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: tsx test/run-parallel.ts <npm script>...');
  process.exit(2);
}

const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise<{ script: string; code: number; ms: number }>((resolve) => {
        const started = Date.now();
        const child = spawn('npm', ['run', script], {
          stdio: ['ignore', 'pipe', 'pipe'],
          env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
        });
        const output: Buffer[] = [];
        child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
        child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
        child.on('close', (code) => {
          const ms = Date.now() - started;
          process.stdout.write(`\n> npm run ${script} (${(ms / 1000).toFixed(1)} s)\n`);
          process.stdout.write(Buffer.concat(output));
          resolve({ script, code: code ?? 1, ms });
        });
      }),
  ),
);

const failed = results.filter((result) => result.code !== 0);
for (const { script, code } of failed) console.error(`npm run ${script} failed (exit ${code})`);
process.exit(failed.length === 0 ? 0 : 1);
