/**
 * The site configuration: one typed object with defaults, overridable per stage. The brand is a
 * value here, never a literal in a component or a handler.
 */
import * as z from 'zod';

export const siteConfigSchema = z.object({
  /** Firm name shown in the header, titles and structured data. */
  brandName: z.string().trim().min(1),
  /** Public contact address (mail links, contact page, legal pages). */
  contactEmail: z.email(),
  /** External scheduling page for the 30-minute strategy call (always opened in a new tab). */
  schedulingUrl: z.url(),
  /** RSS feed of the podcast; empty means the sample feed shipped in the repo. */
  podcastFeedUrl: z.union([z.url(), z.literal('')]),
  /** Public page of the podcast on its host. */
  podcastHostUrl: z.url(),
  /** Origin the site is served from, used for canonical links and the sitemap. No trailing slash. */
  publicOrigin: z.url().transform((value) => value.replace(/\/+$/, '')),
  /** Script URL of the third-party sitemap widget; empty means the generator page explains it is off. */
  sitemapWidgetUrl: z.union([z.url(), z.literal('')]),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const defaultSiteConfig: SiteConfig = {
  brandName: 'Meridian Advisory',
  contactEmail: 'hello@meridian-advisory.com',
  schedulingUrl: 'https://calendly.com/meridian-advisory/30min',
  podcastFeedUrl: '',
  podcastHostUrl: 'https://podcasts.apple.com/us/podcast/meridian-growth-briefing',
  publicOrigin: 'http://localhost:3000',
  sitemapWidgetUrl: '',
};

/** Merges stage overrides onto the defaults and validates the result. */
export function resolveSiteConfig(
  overrides: Partial<Record<keyof SiteConfig, string | undefined>> = {},
): SiteConfig {
  const defined = Object.fromEntries(
    Object.entries(overrides).filter(([, value]) => value !== undefined),
  );
  return siteConfigSchema.parse({ ...defaultSiteConfig, ...defined });
}
