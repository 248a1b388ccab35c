/**
 * Vite config of the web build. React Router's plugin drives the build (prerender, SPA fallback);
 * Tailwind 4 compiles app.css. The aliases mirror tsconfig.json's paths.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { resolveSiteConfig } from '../shared/content/site-config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Vite names a virtual module in its manifest relative to the process's working directory, so
 * `react-router build web` run from the repository root records `../virtual:react-router/...`
 * and React Router then cannot find its server build. This strips that prefix before React
 * Router reads the manifest, so the build works from any directory.
 */
function virtualManifestKeys(): Plugin {
  return {
    name: 'virtual-manifest-keys',
    apply: 'build',
    writeBundle: {
      order: 'pre',
      async handler(options) {
        if (!options.dir) return;
        const file = join(options.dir, '.vite', 'manifest.json');
        if (!existsSync(file)) return;
        const text = await readFile(file, 'utf8');
        const fixed = text.replace(/"(?:\.\.\/)+(virtual:[^"]*)"/g, '"$1"');
        if (fixed !== text) await writeFile(file, fixed);
      },
    },
  };
}

/**
 * The site config, resolved and validated here, once, from the stage's VITE_* overrides (web/.env.*
 * or the environment of the build). The browser receives the plain object, so no public page
 * ships the validation library; an invalid override fails the build, not a visitor's page.
 */
function buildSiteConfig(mode: string) {
  const env = loadEnv(mode, here('.'), 'VITE_');
  return resolveSiteConfig({
    brandName: env.VITE_BRAND_NAME,
    contactEmail: env.VITE_CONTACT_EMAIL,
    schedulingUrl: env.VITE_SCHEDULING_URL,
    podcastFeedUrl: env.VITE_PODCAST_FEED_URL,
    podcastHostUrl: env.VITE_PODCAST_HOST_URL,
    publicOrigin: env.VITE_PUBLIC_ORIGIN,
    sitemapWidgetUrl: env.VITE_SITEMAP_WIDGET_URL,
  });
}

const frameworkModule = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const shellRoots = [here('./app/root.tsx'), here('./app/routes/public-layout.tsx')];

/**
 * The chunk of a module in the client build. Left to itself, Rolldown split a public page into
 * some 40 chunks; each costs a request and module boilerplate, and React Router's manifest lists
 * them for every route. Two chunks instead: React with React Router ('framework'), and what the
 * root and the public layout import statically ('shell': header, footer, navigation menu,
 * consent, newsletter form). Route modules keep their own chunks; lazy imports stay lazy.
 */
function clientChunk() {
  // One closure per chunking pass: the config serves the client and the prerender builds, each
  // with its own module graph. The root's module info is the same object throughout one pass.
  const shells = new WeakMap<object, Set<string>>();
  return (id: string, ctx: ChunkingContext) => {
    if (frameworkModule.test(id)) return 'framework';
    const pass = ctx.getModuleInfo(shellRoots[0]!);
    if (!pass) return null;
    let shell = shells.get(pass);
    if (!shell) {
      shell = staticImportClosure(shellRoots, ctx);
      shells.set(pass, shell);
    }
    return shell.has(id) && !shellRoots.includes(id) && !id.includes('/app/routes/')
      ? 'shell'
      : null;
  };
}

/** Every module the given modules import statically, directly or not. */
function staticImportClosure(roots: string[], ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

export default defineConfig(({ mode }) => ({
  plugins: [tailwindcss(), reactRouter(), virtualManifestKeys()],
  resolve: {
    alias: {
      '~': here('./app'),
      '@shared': here('../shared'),
    },
  },
  // The build year is fixed at build time so the prerendered copyright line and the first client
  // render agree (the footer moves to the visitor's year after hydration).
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __SITE_CONFIG__: JSON.stringify(buildSiteConfig(mode)),
  },
  build: {
    // Public pages must stay light; a chunk above this size is worth a look.
    chunkSizeWarningLimit: 300,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: clientChunk() }] } } },
  },
}));
