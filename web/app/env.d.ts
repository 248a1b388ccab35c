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
