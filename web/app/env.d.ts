/// <reference types="vite/client" />

/** Year of the build, defined by vite.config.ts. */
declare const __BUILD_YEAR__: number;

/** The resolved site config, defined by vite.config.ts (see lib/site-config.ts). */
// An import statement would turn this global declaration file into a module.
// eslint-disable-next-line @typescript-eslint/consistent-type-imports
declare const __SITE_CONFIG__: import('@shared/content/site-config').SiteConfig;
