/**
 * The functions' environment is one contract (functions/lib/config.ts): every variable the
 * stacks give a function is one the config reads, and what they give parses. Values CloudFormation
 * resolves at deploy (table names, the origin secret) stand in as placeholder strings.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { functionEnvironmentNames, parseConfig } from '@functions/lib/config';
import * as manifest from '@infra/manifest';
import { siteConfigEnvNames } from '@shared/content/site-config';
import { houseFunctions, synthesise, type Synthesised } from './synth';

/** What the house construct itself sets for the runtime, not the functions' configuration. */
const runtimeVariables = [
  'POWERTOOLS_SERVICE_NAME',
  'POWERTOOLS_LOG_LEVEL',
  'NODE_OPTIONS',
  'NODE_ENV',
];

let synthesised: Synthesised;

beforeAll(() => {
  synthesised = synthesise({ stage: 'prod', publicOrigin: 'https://www.example.org' });
});

afterAll(() => rmSync(synthesised.outdir, { recursive: true, force: true }));

function environments(): { description: string; variables: Record<string, unknown> }[] {
  return Object.values(synthesised.templates).flatMap((template) =>
    Object.values(houseFunctions(template)).map((fn) => ({
      description: String(fn.Properties?.Description),
      variables: (fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables,
    })),
  );
}

/** The environment as the function would see it, deploy-time references as placeholders. */
function resolved(variables: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(variables)
      .filter(([name]) => !runtimeVariables.includes(name))
      .map(([name, value]) => [
        name,
        typeof value === 'string' ? value : 'resolved-at-deploy-time-0000',
      ]),
  );
}

describe('the functions environment', () => {
  it('names only variables the functions config reads', () => {
    const found = environments();
    expect(found.length).toBeGreaterThan(10);
    for (const { description, variables } of found) {
      const unknown = Object.keys(resolved(variables)).filter(
        (name) => !functionEnvironmentNames.includes(name),
      );
      expect(unknown, description).toEqual([]);
    }
  });

  it('reads every site config variable the web build reads', () => {
    expect(
      Object.values(siteConfigEnvNames).filter((name) => !functionEnvironmentNames.includes(name)),
    ).toEqual([]);
  });

  it('parses with the functions config schema in every function', () => {
    for (const { description, variables } of environments()) {
      expect(() => parseConfig(resolved(variables)), description).not.toThrow();
    }
  });

  it('gives every route function the manifest body limit of each of its routes', () => {
    const byModule = new Map(environments().map((fn) => [fn.description, fn.variables]));
    for (const route of manifest.routes) {
      const limits = parseConfig(resolved(byModule.get(route.handler) ?? {})).limits.bodyBytes;
      expect(limits[manifest.routeKey(route)], route.path).toBe(
        route.maxBodyBytes ?? manifest.maxBodyBytes,
      );
    }
  });
});
