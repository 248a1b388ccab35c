/**
 * The site config the sandbox serves: the one the web build baked into its pages (recorded in
 * `web/build/site-config.json`), handed to the functions under the names they read, so the
 * sitemap, robots.txt and the API name the origin and brand the prerendered and rendered pages
 * name. An environment that asks for other values than the build's is refused: the pages cannot
 * follow it without a rebuild (`npm start` builds with the same environment it serves with).
 */
import {
  resolveSiteConfig,
  siteConfigOverrides,
  type SiteConfig,
} from '@shared/content/site-config';
import { checkBuiltSiteConfig, readBuiltSiteConfig } from '../cdk/built-site-config';

/**
 * The build's site config, checked against what `env` asks for; without a build record (Vite's
 * dev server resolves the same variables itself), what `env` asks for.
 */
export function servedSiteConfig(
  buildDir: string | undefined,
  env: Partial<Record<string, string | undefined>>,
): SiteConfig {
  const overrides = siteConfigOverrides(env);
  const built = buildDir ? readBuiltSiteConfig(buildDir) : undefined;
  if (!built || !buildDir) return resolveSiteConfig(overrides);
  return checkBuiltSiteConfig(built, overrides, buildDir);
}
