/**
 * The site config as the web build sees it: the shared defaults with the stage's overrides
 * (BRAND_NAME, PUBLIC_ORIGIN, ...), resolved and validated at build time by vite.config.ts and
 * inlined as a plain object. The functions get the same values (see vite.config.ts).
 */
import type { SiteConfig } from '@shared/content/site-config';

export const siteConfig: SiteConfig = __SITE_CONFIG__;
