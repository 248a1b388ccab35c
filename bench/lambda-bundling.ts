/**
 * The esbuild settings the CDK's house NodeFunction bundles every Lambda with
 * (infra/cdk/constructs/node-function.ts), mirrored here as esbuild build options so the bench
 * measures what deploys: minified ESM for node22 on arm64, mainFields module,main, the require
 * shim banner, linked source maps without sources content, the project's tsconfig paths, and the
 * AWS SDK bundled (bundleAwsSDK: true, no external modules) with the environment-only credential
 * provider in place of the SDK's default chain (`credentialsAlias`). Keep the two in step: a change of
 * bundling there is a change here.
 */
import { dirname } from 'node:path';
import type { BuildOptions } from 'esbuild';
import { credentialsAlias } from '../infra/cdk/constructs/bundle-aliases';

/** The construct's banner: esbuild ESM output needs a `require` for packages that still call it. */
export const requireShim =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/** esbuild options equal to the construct's `bundling` props (NodejsFunction's translation). */
export function houseBundling(tsconfig: string): BuildOptions {
  return {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    mainFields: ['module', 'main'],
    banner: { js: requireShim },
    minify: true,
    sourcemap: true,
    sourcesContent: false,
    tsconfig,
    external: [],
    alias: credentialsAlias(dirname(tsconfig)),
    logLevel: 'error',
  };
}

/** The environment every function gets from the construct, besides its own. */
export const houseEnvironment = {
  POWERTOOLS_SERVICE_NAME: 'bench',
  POWERTOOLS_LOG_LEVEL: 'INFO',
  NODE_OPTIONS: '--enable-source-maps',
};
