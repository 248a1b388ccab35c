/**
 * What the internal links do with the ranking (DESIGN.md section 14): the related links of a
 * programmatic page, the pages whose related links a change of one item reaches, and the editor's
 * link suggestions for a draft.
 */
import type { LinkSuggestion, LinkSuggestionsInput, RelatedLink } from '@shared/schemas/links';
import { signatureOf } from '@functions/domain/quality/fingerprint';
import { linkedPaths, pickAnchorText } from './anchor-text';
import {
  rankRelated,
  relatedLimit,
  type RelatedCandidate,
  type RelatedCandidates,
} from './related-items';

/** The related links of a page: its nearest published items, as the page lists them. */
export function relatedLinksOf(
  item: RelatedCandidate,
  candidates: readonly RelatedCandidate[],
): RelatedLink[] {
  return rankRelated(item, candidates).map(({ candidate }) => ({
    path: candidate.path,
    title: candidate.title,
    kind: candidate.kind,
  }));
}

/**
 * The published pages whose related links may change when `changed` changes: those that link to
 * it as rendered (`linkers`: they may lose it, or show its old title), those that list it among
 * their nearest with its current text (they gain it), and those it lists (nearness is mostly
 * mutual). Only these are rendered again, each by the same ranking; a page whose list did not
 * change renders nothing (its render version is the same).
 *
 * `changed` undefined (the item was deleted, its text is gone): the linkers alone.
 */
export function pagesReachedBy(
  changed: RelatedCandidate | undefined,
  candidates: readonly RelatedCandidate[],
  linkers: readonly string[] = [],
): RelatedCandidate[] {
  const pages = candidates.filter((item) => item.kind === 'page' && item.published);
  const linking = new Set(linkers);
  if (!changed) return pages.filter((page) => linking.has(page.path));
  // The ranking reads the item as it is now even if it is no longer public, to find who had it.
  const seenPublished = { ...changed, published: true };
  const pool = [...candidates.filter((item) => item.path !== changed.path), seenPublished];
  const listed = new Set(rankRelated(seenPublished, pool).map(({ candidate }) => candidate.path));
  return pages.filter(
    (page) =>
      page.path !== changed.path &&
      (linking.has(page.path) ||
        listed.has(page.path) ||
        rankRelated(page, pool).some(({ candidate }) => candidate.path === changed.path)),
  );
}

/** What the suggestions need besides the draft. */
export interface SuggestionDeps {
  candidates: RelatedCandidates;
  /** The site's public origin: a full address on it counts as an internal link. */
  publicOrigin: string;
}

/**
 * Up to five links for a draft: the published items nearest its text, less the ones it already
 * links to and itself, each with the draft's phrase to link. Nothing is inserted here: the editor
 * shows them and inserts one when asked.
 */
export async function suggestLinks(
  deps: SuggestionDeps,
  draft: LinkSuggestionsInput,
): Promise<LinkSuggestion[]> {
  const text = `${draft.title}\n${draft.body}`;
  const linked = linkedPaths(draft.body, deps.publicOrigin);
  const candidates = (await deps.candidates.candidates()).filter(
    (candidate) => !linked.has(candidate.path),
  );
  const subject = {
    ...(draft.path ? { path: draft.path } : {}),
    industry: '',
    keyword: draft.title,
    category: '',
    signature: signatureOf(text),
  };
  return rankRelated(subject, candidates, relatedLimit).map(({ candidate, score }) => ({
    path: candidate.path,
    title: candidate.title,
    anchorText: pickAnchorText(draft.body, candidate),
    score,
  }));
}
