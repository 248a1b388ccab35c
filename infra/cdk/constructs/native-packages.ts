/**
 * Native packages of a function (the manifest's `native`, e.g. `sharp`): esbuild cannot bundle a
 * `.node` binary, so the package stays external and is copied, with the packages it requires and
 * the prebuilt binaries npm installed for this machine, into the function's `node_modules`. No
 * network: the copy comes from the project's own `node_modules`, so `cdk synth` stays offline.
 * The function's architecture follows the binary that is installed (linux x64 here), since a
 * binary of one architecture cannot load on the other.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { NativePackage } from '../../manifest';

/** How a function carries its native packages. */
export interface NativeBundle {
  /** Left out of the esbuild bundle, loaded from `node_modules` beside it. */
  externalModules: string[];
  architecture: lambda.Architecture;
  /** Folders under the project's `node_modules` to copy (package names, scoped or not). */
  packages: string[];
}

interface PackageJson {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
}

function readPackage(rootDir: string, name: string): PackageJson | undefined {
  const file = join(rootDir, 'node_modules', name, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PackageJson) : undefined;
}

/**
 * The package and everything it requires at run time that npm installed (hoisted layout):
 * dependencies, and the optional ones present for Linux (the prebuilt binaries).
 */
export function packageClosure(rootDir: string, name: string): string[] {
  const found = new Set<string>();
  const visit = (pkg: string, optional: boolean) => {
    if (found.has(pkg)) return;
    const json = readPackage(rootDir, pkg);
    if (!json) {
      if (optional) return;
      throw new Error(`${pkg} is not installed in ${rootDir}/node_modules; run npm ci first.`);
    }
    // Only what runs in Lambda: Linux packages, or packages for every platform.
    if (json.os && !json.os.includes('linux')) return;
    found.add(pkg);
    for (const dep of Object.keys(json.dependencies ?? {})) visit(dep, false);
    for (const dep of Object.keys(json.optionalDependencies ?? {})) visit(dep, true);
  };
  visit(name, false);
  return [...found].sort();
}

/** The architecture of the Linux binaries among `packages` (one of them must be there). */
function architectureOf(rootDir: string, packages: readonly string[], name: string) {
  const cpus = new Set(packages.flatMap((pkg) => readPackage(rootDir, pkg)?.cpu ?? []));
  if (cpus.has('x64')) return lambda.Architecture.X86_64;
  if (cpus.has('arm64')) return lambda.Architecture.ARM_64;
  throw new Error(
    `${name} has no prebuilt Linux binary in node_modules; install one (npm install --os=linux --cpu=x64 ${name}) before synthesising.`,
  );
}

/** The bundle of `natives`, from the project at `rootDir`. */
export function nativeBundle(rootDir: string, natives: readonly NativePackage[]): NativeBundle {
  const packages = [...new Set(natives.flatMap((name) => packageClosure(rootDir, name)))].sort();
  const architectures = natives.map((name) => architectureOf(rootDir, packages, name));
  return {
    externalModules: [...natives],
    architecture: architectures[0] ?? lambda.Architecture.ARM_64,
    packages,
  };
}

/** Shell commands copying `packages` from the project into the bundle's `node_modules`. */
export function copyPackagesCommands(
  rootDir: string,
  outputDir: string,
  packages: readonly string[],
): string[] {
  return packages.flatMap((pkg) => {
    const target = join(outputDir, 'node_modules', pkg);
    return [
      `mkdir -p ${JSON.stringify(join(target, '..'))}`,
      `cp -R ${JSON.stringify(join(rootDir, 'node_modules', pkg))} ${JSON.stringify(target)}`,
    ];
  });
}
