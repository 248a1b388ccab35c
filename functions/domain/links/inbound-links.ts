/**
 * Who links to whom on the rendered site, kept so the admin lists can show the orphans: published
 * articles and pages no other page links to (DESIGN.md section 14).
 *
 * The render worker records, for every path it renders or takes down, the content paths that
 * page links to (an article's body links, a programmatic page's related links, the Insights
 * list's articles), and whether a path is a published item. Each target keeps a count of the
 * rendered pages linking to it, moved by the difference between a page's old and new links, so a
 * list never scans the site. A whole-site render (every deploy and sandbox start) records every
 * page again, which is also the backfill of items rendered before the counts existed.
 */
import type { LinkTargetKind } from './related-items';

/** The published item at a path, or none. */
export interface LinkTarget {
  kind: LinkTargetKind;
  id: string;
}

/** Where the links are kept (functions/adapters/repositories/links-repository.ts). */
export interface InboundLinkStore {
  /** The content paths `from` linked to when last recorded; [] when never. */
  outgoing(from: string): Promise<string[]>;
  /** Records the links of `from` ([] forgets them). */
  setOutgoing(from: string, targets: readonly string[]): Promise<void>;
  /** Records that `from` links (+1) or no longer links (-1) to `target`, moving its count. */
  addInbound(target: string, delta: 1 | -1, from: string): Promise<void>;
  /** The rendered paths that link to `target` now. */
  linkers(target: string): Promise<string[]>;
  /** Says which published item `path` is (undefined: none, it is not public). */
  setTarget(path: string, target: LinkTarget | undefined): Promise<void>;
  /** Ids of the published items of `kind` that no rendered page links to. */
  orphanIds(kind: LinkTargetKind): Promise<string[]>;
  /**
   * The store, with what it holds for `paths` (their links and targets) read now in one batch:
   * its reads of those paths answer from that read until a write changes them. A whole-site
   * render records every page, most of them unchanged, and reads a chunk's rows so.
   */
  readAhead(paths: readonly string[]): Promise<InboundLinkStore>;
}

/** The paths of the items that can be orphans: articles and programmatic pages. */
const contentPath = /^\/(?:insights|solutions)\/[a-z0-9-]+$/;

/**
 * The article and page paths rendered HTML links to on this site (a site path, or a full address
 * on `publicOrigin`), without query, fragment or trailing slash.
 */
export function contentLinksInHtml(fragments: readonly string[], publicOrigin: string): string[] {
  const paths = new Set<string>();
  for (const fragment of fragments) {
    for (const match of fragment.matchAll(/href="([^"]*)"/g)) {
      let href = (match[1] ?? '').replace(/&amp;/g, '&');
      if (href.startsWith(publicOrigin)) href = href.slice(publicOrigin.length);
      const path = href.split(/[?#]/)[0]!.replace(/\/+$/, '');
      if (contentPath.test(path)) paths.add(path);
    }
  }
  return [...paths];
}

/**
 * Records that the page at `from` now links to `targets` (itself and anything that is not an
 * article or page path left out), moving each target's count by the change.
 */
export async function recordOutgoing(
  store: InboundLinkStore,
  from: string,
  targets: readonly string[],
): Promise<void> {
  const next = new Set(targets.filter((path) => path !== from && contentPath.test(path)));
  const previous = new Set(await store.outgoing(from));
  const added = [...next].filter((path) => !previous.has(path));
  const removed = [...previous].filter((path) => !next.has(path));
  if (added.length === 0 && removed.length === 0) return;
  for (const path of added) await store.addInbound(path, 1, from);
  for (const path of removed) await store.addInbound(path, -1, from);
  await store.setOutgoing(from, [...next].sort());
}
