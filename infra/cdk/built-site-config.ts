/**
 * The site config a web build baked into its pages, as the build recorded it
 * (`<build>/site-config.json`, written by web/react-router.config.ts). CDK gives the functions
 * these values and the sandbox does too, so the API never names another origin or brand than
 * the pages it serves beside.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  builtSiteConfigFile,
  resolveSiteConfig,
  siteConfigEnvNames,
  siteConfigSchema,
  type SiteConfig,
} from '@shared/content/site-config';

/** The site config a build recorded, or undefined when there is no build (or no record). */
export function readBuiltSiteConfig(buildDir: string): SiteConfig | undefined {
  const file = join(buildDir, builtSiteConfigFile);
  if (!existsSync(file)) return undefined;
  return siteConfigSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/**
 * Refuses a build whose baked values differ from what is asked for (`overrides`, compared as
 * validated values: `https://x.org/` is `https://x.org`): its pages cannot follow without a
 * rebuild. Returns the build's config.
 */
export function checkBuiltSiteConfig(
  built: SiteConfig,
  overrides: Partial<Record<keyof SiteConfig, string>>,
  buildDir: string,
): SiteConfig {
  const asked = resolveSiteConfig({ ...built, ...overrides });
  for (const key of Object.keys(overrides) as (keyof SiteConfig)[]) {
    if (asked[key] !== built[key]) {
      throw new Error(
        `The web build in ${buildDir} was made with ${siteConfigEnvNames[key]}=${JSON.stringify(built[key])}, not ${JSON.stringify(asked[key])}: build the site with the settings it is served with.`,
      );
    }
  }
  return built;
}
