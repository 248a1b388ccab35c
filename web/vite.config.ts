/**
 * Vite config of the web build. React Router's plugin drives the build (prerender, SPA fallback);
 * Tailwind 4 compiles app.css. The aliases mirror tsconfig.json's paths.
 */
import { existsSync } from 'node:fs';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { siteConfigFromEnv } from '../shared/content/site-config';
import { clientChunk } from './client-chunks';

const require = createRequire(import.meta.url);
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
 * Keeps React Router's server build. With `ssr: false` React Router prerenders with it and then
 * deletes it; the render worker (functions/workers/render.ts) renders published articles, pages
 * and the Insights list with the very same build, so a page is made one way at build time and at
 * publish time. Copied as soon as it is written, before React Router removes it.
 */
function keepServerBuild(): Plugin {
  return {
    name: 'keep-server-build',
    apply: 'build',
    writeBundle: {
      order: 'pre',
      async handler(options) {
        if (this.environment.name !== 'ssr' || !options.dir) return;
        // Beside client/ and server/: `web/build/render/index.js` for the render worker.
        const renderBuildDir = join(dirname(options.dir), 'render');
        await rm(renderBuildDir, { recursive: true, force: true });
        await cp(options.dir, renderBuildDir, {
          recursive: true,
          filter: (source) => !source.includes(`${join('.vite')}`),
        });
      },
    },
  };
}

/**
 * The site config, resolved and validated here, once, from the variables the functions read too
 * (BRAND_NAME, PUBLIC_ORIGIN, ...: shared/content/site-config.ts), in web/.env.* or the build's
 * environment. The browser receives the plain object, so no public page ships the validation
 * library; an invalid override fails the build, not a visitor's page. The build records what it
 * baked (`site-config.json`, see react-router.config.ts): the sandbox and CDK give the functions
 * exactly that, so the sitemap and the pages never name two origins.
 */
function buildSiteConfig(mode: string) {
  return siteConfigFromEnv(loadEnv(mode, here('.'), ''));
}

/**
 * React Router's package exports resolve every import to its development build, whose warnings
 * (ENABLE_DEV_WARNINGS) the minifier cannot drop (remix-run/react-router#14102). The browser gets
 * the production build the package ships alongside: same code, the warnings off. Only the client
 * build: the prerender loads React Router from node_modules through @react-router/node too, and
 * two copies there would not share one router context.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = join(dirname(require.resolve('react-router/package.json')), 'dist/production');
  const entries: Record<string, string> = {
    'react-router': join(dist, 'index.mjs'),
    'react-router/dom': join(dist, 'dom-export.mjs'),
  };
  return {
    name: 'react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      const target = entries[source];
      return target && this.environment.name === 'client' ? target : null;
    },
  };
}

const shellRoots = [here('./app/root.tsx'), here('./app/routes/public-layout.tsx')];

export default defineConfig(({ mode }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    reactRouterProductionBuild(),
    virtualManifestKeys(),
    keepServerBuild(),
  ],
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
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: clientChunk(shellRoots) }] } } },
  },
}));
