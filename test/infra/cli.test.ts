/**
 * The path a deployment takes: the pinned CDK CLI runs infra/cdk/app.ts through cdk.json and
 * synthesises the production stage offline, bundling every function with the local esbuild.
 * This is the one infra test that bundles for real, so it is slow (minutes on two cores).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '@infra/cdk/app';
import { testApiOrigin } from './synth';

function cliEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CDK_DISABLE_VERSION_CHECK: '1',
    CDK_DISABLE_CLI_TELEMETRY: 'true',
    CI: 'true',
    // The API stack's region: its custom domain's certificate must be there (testApiOrigin's).
    AWS_REGION: 'eu-west-1',
    AWS_DEFAULT_REGION: 'eu-west-1',
  };
  delete env.NODE_ENV;
  delete env.VITEST;
  return env;
}

/** `npx cdk synth --all -c stage=prod` with more context, into `outdir`. */
function synthProd(outdir: string, context: string[] = []) {
  return spawnSync(
    'npx',
    [
      'cdk',
      'synth',
      '--all',
      ...['stage=prod', ...context].flatMap((entry) => ['-c', entry]),
      '-q',
      '--no-notices',
      '-o',
      outdir,
    ],
    { cwd: repoRoot, env: cliEnv(), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
}

describe('npx cdk synth --all -c stage=prod -c apiOriginDomain=… -c apiOriginCertificateArn=…', () => {
  it(
    'refuses prod without its API origin domain, with one line naming the setting',
    () => {
      const outdir = mkdtempSync(join(tmpdir(), 'infra-cli-'));
      try {
        const run = synthProd(outdir);
        expect(run.status).not.toBe(0);
        expect(run.stderr).toMatch(
          /^Stage prod needs apiOriginDomain and apiOriginCertificateArn/m,
        );
        // The line, not a stack trace.
        expect(run.stderr).not.toMatch(/^\s+at /m);
      } finally {
        rmSync(outdir, { recursive: true, force: true });
      }
    },
    5 * 60_000,
  );

  it(
    'synthesises every stack with bundled ESM functions and no validation findings',
    () => {
      const outdir = mkdtempSync(join(tmpdir(), 'infra-cli-'));
      try {
        const run = synthProd(outdir, [
          `apiOriginDomain=${testApiOrigin.apiOriginDomain}`,
          `apiOriginCertificateArn=${testApiOrigin.apiOriginCertificateArn}`,
        ]);
        expect(run.status, `${run.stderr.slice(-4000)}`).toBe(0);

        for (const part of ['data', 'api', 'site']) {
          expect(existsSync(join(outdir, `advisory-site-prod-${part}.template.json`)), part).toBe(
            true,
          );
        }
        const report = JSON.parse(readFileSync(join(outdir, 'validation-report.json'), 'utf8')) as {
          pluginReports: { violations: unknown[] }[];
        };
        expect(report.pluginReports.flatMap((r) => r.violations)).toEqual([]);

        // Every house function is an ESM bundle carrying the `require` shim.
        for (const part of ['data', 'api']) {
          const template = JSON.parse(
            readFileSync(join(outdir, `advisory-site-prod-${part}.template.json`), 'utf8'),
          ) as {
            Resources: Record<string, { Type: string; Properties: Record<string, unknown> }>;
          };
          const functions = Object.values(template.Resources).filter(
            (r) =>
              r.Type === 'AWS::Lambda::Function' &&
              JSON.stringify(r.Properties.Environment ?? {}).includes('POWERTOOLS_SERVICE_NAME'),
          );
          expect(functions.length).toBeGreaterThan(0);
          for (const fn of functions) {
            const key = (fn.Properties.Code as { S3Key: string }).S3Key.replace(/\.zip$/, '');
            const bundle = join(outdir, `asset.${key}`, 'index.mjs');
            expect(existsSync(bundle), String(fn.Properties.Description)).toBe(true);
            expect(readFileSync(bundle, 'utf8').slice(0, 200)).toContain('createRequire');
            expect(existsSync(`${bundle}.map`)).toBe(true);
          }
        }
      } finally {
        // The bundles weigh over 100 MB.
        rmSync(outdir, { recursive: true, force: true });
      }
    },
    15 * 60_000,
  );
});
