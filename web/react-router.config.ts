/**
 * React Router framework config: no server at run time (ssr: false); every static public route is
 * prerendered to HTML with its head tags, plus /404 (rendered by the catch-all route, so a page
 * served for an unknown path hydrates against the same route). Routes that are not prerendered
 * (/admin/*, articles, programmatic pages) load from `__spa-fallback.html`.
 * After the build, prerendered pages lose their module preloads, so content loads ahead of scripts
 * (scripts/head-order.ts), and every HTML file gets a meta CSP with the hashes of its inline
 * scripts (scripts/csp.ts).
 */
import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/lib/static-routes';
import { injectCsp } from './scripts/csp';
import { orderHeads } from './scripts/head-order';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: false,
  prerender: prerenderPaths,
  async buildEnd({ reactRouterConfig, viteConfig }) {
    const env = viteConfig.env as Record<string, string | undefined>;
    const clientDir = `${reactRouterConfig.buildDirectory}/client`;
    await orderHeads(clientDir);
    await injectCsp(clientDir, env.VITE_SITEMAP_WIDGET_URL);
  },
} satisfies Config;
