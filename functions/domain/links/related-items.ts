/**
 * The nearest published items of an item (DESIGN.md section 14): what a programmatic page lists
 * under "Related reading", what the render worker re-renders when an item's neighbours change, and
 * what the editor suggests linking to. One ranking, {@link rankRelated}, serves all three.
 *
 * The candidates come from a {@link RelatedCandidates} source: the published pages and articles
 * with the fingerprints the quality gate's content index holds (functions/wiring/links.ts).
 */
import {
  estimateSimilarity,
  textWords,
  type Signature,
} from '@functions/domain/quality/fingerprint';

/** What a link may point at. */
export type LinkTargetKind = 'article' | 'page';

/** An item as the ranking sees it: where it lives, what it is about, and its fingerprint. */
export interface RelatedCandidate {
  id: string;
  kind: LinkTargetKind;
  /** Its public path (`/solutions/{slug}`, `/insights/{slug}`). */
  path: string;
  title: string;
  /** A page's industry; '' for articles. */
  industry: string;
  /** A page's keyword; an article's title (what it is about, in its own words). */
  keyword: string;
  /** An article's category; '' for pages. */
  category: string;
  /** Whether its path answers the public now: only these are ever linked. */
  published: boolean;
  signature: Signature;
}

/** The item whose neighbours are asked for (a draft has no path yet). */
export type RelatedSubject = Pick<
  RelatedCandidate,
  'industry' | 'keyword' | 'category' | 'signature'
> & {
  path?: string;
};

/** A candidate with its score against the subject. */
export interface RankedItem {
  candidate: RelatedCandidate;
  score: number;
}

/** Where the published items come from. */
export interface RelatedCandidates {
  /** Every item that may be linked, with its fingerprint. */
  candidates(): Promise<RelatedCandidate[]>;
  /** One item as a candidate, published or not; undefined when it no longer exists. */
  item(kind: LinkTargetKind, id: string): Promise<RelatedCandidate | undefined>;
}

/** Links a page lists at most. */
export const relatedLimit = 5;

/**
 * The score's parts. The fingerprint similarity (estimated Jaccard of 3-word shingles, 0..1) says
 * two texts are written about the same thing; it is low between any two texts not copied from
 * each other, so the shared facts lift it: a page for the same industry is a natural next read
 * (+0.25), as is one whose keyword shares words with this one's (up to +0.25, by the share of the
 * keywords' words they have in common), and an article in the same category (+0.1). An item that
 * shares nothing and no shingle scores 0 and is never listed: a link must have a reason.
 */
export const industryBoost = 0.25;
export const keywordBoost = 0.25;
export const categoryBoost = 0.1;

/** Words too common to make two keywords related. */
const stopWords = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'how',
  'in',
  'into',
  'is',
  'it',
  'of',
  'on',
  'or',
  'our',
  'the',
  'to',
  'what',
  'why',
  'with',
  'your',
  'you',
]);

/** Keywords already split: a whole-site render compares every page with every item. */
const termCache = new Map<string, ReadonlySet<string>>();
const termCacheSize = 10_000;

/** The words of a keyword or title that carry its meaning. */
export function keywordTerms(text: string): ReadonlySet<string> {
  const cached = termCache.get(text);
  if (cached) return cached;
  const terms = new Set(textWords(text).filter((word) => !stopWords.has(word)));
  if (termCache.size >= termCacheSize) termCache.clear();
  termCache.set(text, terms);
  return terms;
}

function sameFact(a: string, b: string): boolean {
  const left = a.trim().toLowerCase();
  return left !== '' && left === b.trim().toLowerCase();
}

function termOverlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared++;
  return shared / (a.size + b.size - shared);
}

/** The score of `candidate` as a neighbour of `subject` (see the boosts above). */
export function relatedScore(subject: RelatedSubject, candidate: RelatedCandidate): number {
  const score =
    estimateSimilarity(subject.signature, candidate.signature) +
    (sameFact(subject.industry, candidate.industry) ? industryBoost : 0) +
    keywordBoost * termOverlap(keywordTerms(subject.keyword), keywordTerms(candidate.keyword)) +
    (sameFact(subject.category, candidate.category) ? categoryBoost : 0);
  // Rounded so that a score is the same number on every machine and in every answer.
  return Math.round(score * 10_000) / 10_000;
}

/**
 * The `limit` published candidates nearest `subject`, best first; equal scores in path order, so
 * the same items always give the same list. The subject itself (same path) and candidates that
 * are not published are never in it.
 */
export function rankRelated(
  subject: RelatedSubject,
  candidates: readonly RelatedCandidate[],
  limit = relatedLimit,
): RankedItem[] {
  const ranked: RankedItem[] = [];
  const seen = new Set<string>();
  for (const candidate of candidates) {
    if (!candidate.published || candidate.path === subject.path || seen.has(candidate.path)) {
      continue;
    }
    seen.add(candidate.path);
    const score = relatedScore(subject, candidate);
    if (score > 0) ranked.push({ candidate, score });
  }
  ranked.sort(
    (a, b) =>
      b.score - a.score ||
      (a.candidate.path < b.candidate.path ? -1 : a.candidate.path > b.candidate.path ? 1 : 0),
  );
  return ranked.slice(0, Math.max(0, limit));
}
