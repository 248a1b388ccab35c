/**
 * The deployed functions get the site config the deployed web build baked (its record,
 * `site-config.json`), so the API's sitemap and the pages name one origin and brand; a stage that
 * serves another origin than the build was made for is refused at synth.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtSiteConfigFile, resolveSiteConfig, siteConfigEnv } from '@shared/content/site-config';
import { fixtureWebBuild, houseFunctions, synthesise, type Synthesised } from './synth';

const site = resolveSiteConfig({
  publicOrigin: 'https://www.example.org',
  brandName: 'Harbor Stone Advisory',
});
const work = mkdtempSync(join(tmpdir(), 'infra-site-config-'));
const webBuildDir = join(work, 'build', 'client');
let synthesised: Synthesised;

beforeAll(() => {
  cpSync(fixtureWebBuild, webBuildDir, { recursive: true });
  writeFileSync(join(work, 'build', builtSiteConfigFile), JSON.stringify(site));
  synthesised = synthesise({ stage: 'prod', publicOrigin: site.publicOrigin, webBuildDir });
});

afterAll(() => {
  rmSync(synthesised.outdir, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

describe('the site config of a deployment', () => {
  it('gives every function of the API and the render worker the build site config', () => {
    const configured = [synthesised.templates.api, synthesised.templates.site].flatMap((template) =>
      Object.values(houseFunctions(template)).map(
        (fn) => (fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables,
      ),
    );

    expect(configured.length).toBeGreaterThan(10);
    for (const variables of configured) expect(variables).toMatchObject(siteConfigEnv(site));
  });

  it('refuses a stage that serves another origin than the build was made for', () => {
    expect(() =>
      synthesise({ stage: 'prod', publicOrigin: 'https://other.example.org', webBuildDir }),
    ).toThrow(/made with PUBLIC_ORIGIN="https:\/\/www\.example\.org"/);
  });
});
