/**
 * The site config as the web build sees it: the shared defaults with the stage's overrides taken
 * from VITE_* variables at build time (web/.env.<mode> or the environment of `npm run build`).
 * Resolved once at module load; an invalid override fails the build, not a visitor's page.
 */
import { resolveSiteConfig, type SiteConfig } from '@shared/content/site-config';

export const siteConfig: SiteConfig = resolveSiteConfig({
  brandName: import.meta.env.VITE_BRAND_NAME,
  contactEmail: import.meta.env.VITE_CONTACT_EMAIL,
  schedulingUrl: import.meta.env.VITE_SCHEDULING_URL,
  podcastFeedUrl: import.meta.env.VITE_PODCAST_FEED_URL,
  podcastHostUrl: import.meta.env.VITE_PODCAST_HOST_URL,
  publicOrigin: import.meta.env.VITE_PUBLIC_ORIGIN,
  sitemapWidgetUrl: import.meta.env.VITE_SITEMAP_WIDGET_URL,
});
