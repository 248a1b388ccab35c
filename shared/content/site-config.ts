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

/**
 * The variable that overrides each field, with one name in every world: the web build reads it
 * (web/vite.config.ts), and the functions get the build's values under the same names (CDK, the
 * sandbox), so the pages and the API name one origin, one brand.
 */
export const siteConfigEnvNames = {
  brandName: 'BRAND_NAME',
  contactEmail: 'CONTACT_EMAIL',
  schedulingUrl: 'SCHEDULING_URL',
  podcastFeedUrl: 'PODCAST_FEED_URL',
  podcastHostUrl: 'PODCAST_HOST_URL',
  publicOrigin: 'PUBLIC_ORIGIN',
  sitemapWidgetUrl: 'SITEMAP_WIDGET_URL',
} as const satisfies Record<keyof SiteConfig, string>;

export type SiteConfigEnvName = (typeof siteConfigEnvNames)[keyof SiteConfig];

/**
 * The origin a local site served on `PORT` has, when `PORT` names one (1-65535; `0` picks a free
 * port, which no build can know): without a `PUBLIC_ORIGIN`, pages and mail links then name the
 * port actually served. The web build and the sandbox both read `PORT`, so `npm start` on
 * another port builds and serves one origin.
 */
function localOrigin(port: string | undefined): string | undefined {
  if (!port || !/^\d{1,5}$/.test(port)) return undefined;
  const number = Number(port);
  return number >= 1 && number <= 65535 ? `http://localhost:${number}` : undefined;
}

/** The overrides an environment names (an unset or empty variable keeps the default). */
export function siteConfigOverrides(
  env: Partial<Record<string, string | undefined>>,
): Partial<Record<keyof SiteConfig, string>> {
  const overrides: Partial<Record<keyof SiteConfig, string>> = Object.fromEntries(
    (Object.entries(siteConfigEnvNames) as [keyof SiteConfig, SiteConfigEnvName][]).flatMap(
      ([key, name]) => (env[name] ? [[key, env[name]]] : []),
    ),
  );
  const portOrigin = overrides.publicOrigin ? undefined : localOrigin(env.PORT);
  return portOrigin ? { ...overrides, publicOrigin: portOrigin } : overrides;
}

/** The site config an environment asks for: the defaults with its overrides, validated. */
export function siteConfigFromEnv(env: Partial<Record<string, string | undefined>>): SiteConfig {
  return resolveSiteConfig(siteConfigOverrides(env));
}

/** A site config as the environment that gives it (every field named). */
export function siteConfigEnv(site: SiteConfig): Record<SiteConfigEnvName, string> {
  return Object.fromEntries(
    (Object.entries(siteConfigEnvNames) as [keyof SiteConfig, SiteConfigEnvName][]).map(
      ([key, name]) => [name, site[key]],
    ),
  ) as Record<SiteConfigEnvName, string>;
}

/**
 * Where a web build records the site config it baked into its pages: `site-config.json` in the
 * build directory, beside `client/` and `render/`. The sandbox and CDK read it.
 */
export const builtSiteConfigFile = 'site-config.json';
