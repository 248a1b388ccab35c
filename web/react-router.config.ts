/**
 * React Router framework config: no server at run time (ssr: false); every static public route is
 * prerendered to HTML with its head tags, plus /404 (rendered by the catch-all route, so a page
 * served for an unknown path hydrates against the same route). Routes that are not prerendered
 * (/admin/*, articles, programmatic pages) load from `__spa-fallback.html`.
 * After the build, every HTML file gets a meta CSP with the hashes of its inline scripts.
 */
import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/lib/static-routes';
import { injectCsp } from './scripts/csp';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: false,
  prerender: prerenderPaths,
  async buildEnd({ reactRouterConfig, viteConfig }) {
    const env = viteConfig.env as Record<string, string | undefined>;
    await injectCsp(`${reactRouterConfig.buildDirectory}/client`, env.VITE_SITEMAP_WIDGET_URL);
  },
} satisfies Config;
