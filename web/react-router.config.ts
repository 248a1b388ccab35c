/**
 * React Router framework config: no server at run time (ssr: false); every static public route is
 * prerendered to HTML with its head tags, plus /404 (rendered by the catch-all route, so a page
 * served for an unknown path hydrates against the same route). Routes that are not prerendered
 * (/admin/*, articles, programmatic pages) load from `__spa-fallback.html`.
 * After the build, prerendered pages lose their module preloads, so content loads ahead of scripts
 * (scripts/head-order.ts), and every HTML file gets a meta CSP with the hashes of its inline
 * scripts (scripts/csp.ts), and the build records the site config it baked in `site-config.json`
 * (read by the sandbox and CDK, which give the functions the same values) and the script sources
 * of all its pages in `script-sources.json` (read by the sandbox and CDK for the CSP header).
 *
 * `WEB_BUILD_DIR` builds elsewhere than `web/build` (a test builds the site for another origin).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { builtSiteConfigFile, type SiteConfig } from '../shared/content/site-config';
import { builtScriptSourcesFile } from '../shared/rules/page-html';
import { prerenderPaths } from './app/lib/static-routes';
import { injectCsp } from './scripts/csp';
import { orderHeads } from './scripts/head-order';

export default {
  appDirectory: 'app',
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: false,
  prerender: prerenderPaths,
  async buildEnd({ reactRouterConfig, viteConfig }) {
    // What vite.config.ts resolved and inlined as __SITE_CONFIG__: the one copy, recorded.
    const site = JSON.parse(String(viteConfig.define?.__SITE_CONFIG__)) as SiteConfig;
    const clientDir = `${reactRouterConfig.buildDirectory}/client`;
    await orderHeads(clientDir);
    const { scriptSrc } = await injectCsp(clientDir, site.sitemapWidgetUrl);
    await writeFile(
      join(reactRouterConfig.buildDirectory, builtScriptSourcesFile),
      `${JSON.stringify({ scriptSrc }, null, 2)}\n`,
    );
    await writeFile(
      join(reactRouterConfig.buildDirectory, builtSiteConfigFile),
      `${JSON.stringify(site, null, 2)}\n`,
    );
  },
} satisfies Config;
