/**
 * The nearest neighbours of an item through the content index: the port the related links and
 * the editor's link suggestions read (DESIGN §14), so they and the quality gate agree on what is
 * similar. Two reads of the index whatever its size (content-index.ts `lookup`).
 */
import { decodeSignature, estimateSimilarity } from '@functions/domain/quality/fingerprint';
import type {
  ContentIndex,
  IndexedItem,
  IndexedKind,
} from '@functions/domain/quality/content-index';
import { maxCandidates } from '@functions/domain/quality/quality-gate';

/** A neighbour: its id, kind, public path, title and estimated similarity (0 to 1). */
export interface NearItem {
  id: string;
  kind: IndexedKind;
  path: string;
  title: string;
  score: number;
}

export interface NearestOptions {
  /** Only items of this kind; both kinds when absent. */
  kind?: IndexedKind;
  limit: number;
  /** Only live items (the related links), or live and in review (the gate's view). @default true */
  publishedOnly?: boolean;
}

/**
 * The items most similar to `of` (an indexed item's id, or an index row built with
 * `indexEntry`), best first, never the item itself; [] for an id the index does not hold.
 */
export async function nearestItems(
  index: ContentIndex,
  of: string | IndexedItem,
  options: NearestOptions,
): Promise<NearItem[]> {
  const item = typeof of === 'string' ? await index.get(of) : of;
  if (!item) return [];
  const kinds = options.kind ? [options.kind] : (['page', 'article'] as const);
  // The band keys under the other kind too: an article may be related to a page.
  const bands = item.keys
    .filter((key) => key.startsWith(`${item.kind}|b|`))
    .map((key) => key.slice(item.kind.length + 3));
  const keys = kinds.flatMap((kind) => bands.map((band) => `${kind}|b|${band}`));
  const candidates = await index.lookup(keys, maxCandidates);
  const signature = decodeSignature(item.signature);
  return candidates
    .filter(
      (candidate) =>
        candidate.id !== item.id &&
        kinds.includes(candidate.kind) &&
        (options.publishedOnly === false
          ? candidate.status !== 'other'
          : candidate.status === 'published'),
    )
    .map((candidate) => ({
      id: candidate.id,
      kind: candidate.kind,
      path: candidate.path,
      title: candidate.title,
      score: estimateSimilarity(signature, decodeSignature(candidate.signature)),
    }))
    .sort((a, b) => b.score - a.score)
    .slice(0, options.limit);
}
