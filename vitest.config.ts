import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import HeavyFirstSequencer from './test/vitest-sequencer';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@shared': here('./shared'),
      '@functions': here('./functions'),
      '@infra': here('./infra'),
      '~': here('./web/app'),
    },
  },
  test: {
    include: [
      'test/unit/**/*.test.{ts,tsx}',
      'test/integration/**/*.test.ts',
      'test/infra/**/*.test.ts',
    ],
    // Integration suites boot the sandbox (DynamoDB, S3, Cognito emulators); infra suites synthesise.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The usual per-file lines, then the ten slowest files (test/reporters/vitest-slowest.ts).
    reporters: ['default', './test/reporters/vitest-slowest.ts'],
    // Sandbox and synth files first: on a fresh CI checkout vitest has no durations to order by.
    sequence: { sequencer: HeavyFirstSequencer },
    // The web's server build is plain JavaScript already (the render worker imports it): Node
    // loads it as it is, instead of Vite transforming its megabyte again in every file.
    server: { deps: { external: [/\/web\/build\//] } },
    pool: 'forks',
    maxWorkers: 2,
    env: {
      // The functions' JSON log lines would bury the test report.
      POWERTOOLS_LOG_LEVEL: 'SILENT',
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
  },
});
