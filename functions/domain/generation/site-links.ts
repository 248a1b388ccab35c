/**
 * The real pages of the site an article may link to: the static public routes plus every
 * published article (newest first, at most `maxArticles`). The model is told to use only these,
 * and any other link is removed from its answer (see article-output.ts).
 */

/** Public path of an article (public-site.md section 2). */
export function articlePath(slug: string): string {
  return `/insights/${slug}`;
}

/** Public path of a programmatic page (public-site.md section 2). */
export function pagePath(slug: string): string {
  return `/solutions/${slug}`;
}

export interface SiteLinkSources {
  /** The static public paths of the site. */
  staticPaths: readonly string[];
  /** Slugs of published articles, newest first. */
  publishedSlugs: (limit: number) => Promise<string[]>;
}

/** Published articles offered to the model at most (the prompt stays short). */
export const maxLinkedArticles = 40;

/** Every path an article may link to, without duplicates. */
export async function collectSiteLinks(sources: SiteLinkSources): Promise<string[]> {
  const slugs = await sources.publishedSlugs(maxLinkedArticles);
  return [...new Set([...sources.staticPaths, ...slugs.map(articlePath)])];
}
