/// <reference types="vite/client" />

/** Build-time overrides of the site config (see lib/site-config.ts). */
interface ImportMetaEnv {
  readonly VITE_BRAND_NAME?: string;
  readonly VITE_CONTACT_EMAIL?: string;
  readonly VITE_SCHEDULING_URL?: string;
  readonly VITE_PODCAST_FEED_URL?: string;
  readonly VITE_PODCAST_HOST_URL?: string;
  readonly VITE_PUBLIC_ORIGIN?: string;
  readonly VITE_SITEMAP_WIDGET_URL?: string;
}

/** Year of the build, defined by vite.config.ts. */
declare const __BUILD_YEAR__: number;

/** The resolved site config, defined by vite.config.ts (see lib/site-config.ts). */
// An import statement would turn this global declaration file into a module.
// eslint-disable-next-line @typescript-eslint/consistent-type-imports
declare const __SITE_CONFIG__: import('@shared/content/site-config').SiteConfig;
