/**
 * The AI content quality gate (DESIGN §14): generation, save and publish compare an item with
 * every published or in-review item of its kind through the content index, and hold it in review
 * when it is a near-duplicate, thin, or has another item's title or meta description. Holding is
 * the callers' (the pages and articles domains); this module decides and keeps the index.
 */
import {
  bandKeys,
  decodeSignature,
  encodeSignature,
  estimateSimilarity,
  signatureOf,
  textWords,
  uniqueWordCount,
} from '@functions/domain/quality/fingerprint';
import type {
  ContentIndex,
  IndexedItem,
  IndexedKind,
  IndexedStatus,
  QualitySettingsStore,
} from '@functions/domain/quality/content-index';
import {
  describeQualityFlag,
  type QualityFlag,
  type QualitySettings,
} from '@shared/schemas/quality';

/** An item as the gate reads it: what a visitor sees of it, and where. */
export interface QualitySubject {
  id: string;
  kind: IndexedKind;
  status: IndexedStatus;
  path: string;
  title: string;
  meta_description: string;
  /** Its visible text as plain text: title, headings and body. */
  text: string;
  /**
   * Written by the model (every programmatic page, a batch-generated article): only such an item
   * is held for thin content. A short hand-written article is its editor's choice; thin AI output
   * at scale is the abuse search engines' scaled-content policy targets. Similarity and a shared
   * title or description hold any item.
   */
  generated: boolean;
}

/** Candidates read per check: the items sharing the most keys with the subject. */
export const maxCandidates = 100;

/** Title and description compare without case or spacing. */
export function normaliseLabel(value: string): string {
  return value.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The subject as an index row: its fingerprint and the keys it is listed under. */
export function indexEntry(subject: QualitySubject): IndexedItem {
  const words = textWords(subject.text);
  const signature = signatureOf(subject.text);
  const title = normaliseLabel(subject.title);
  const description = normaliseLabel(subject.meta_description);
  const prefix = subject.kind;
  return {
    id: subject.id,
    kind: subject.kind,
    status: subject.status,
    path: subject.path,
    title: subject.title,
    meta_description: subject.meta_description,
    signature: encodeSignature(signature),
    unique_words: uniqueWordCount(words),
    keys: [
      // An item without words has the all-ones signature: listed under its bands, every empty
      // item would share one bucket.
      ...(words.length > 0 ? bandKeys(signature).map((key) => `${prefix}|b|${key}`) : []),
      ...(title ? [`${prefix}|t|${title}`] : []),
      ...(description ? [`${prefix}|d|${description}`] : []),
    ],
  };
}

/** Which checks apply to an item ({@link QualitySubject.generated}). */
export interface QualityRules {
  /** Whether the unique-word floor applies (generated items only). */
  thinFloor: boolean;
}

/**
 * The hold `entry` earns against `candidates` (other items' rows), or undefined when it passes:
 * the most similar published or in-review item of its kind at or above the threshold first, then
 * a shared title, a shared meta description, then too few unique words (when `rules` say so).
 */
export function decideQuality(
  entry: IndexedItem,
  candidates: readonly IndexedItem[],
  settings: QualitySettings,
  now: Date,
  rules: QualityRules = { thinFloor: true },
): QualityFlag | undefined {
  const checkedAt = now.toISOString();
  const rivals = candidates.filter(
    (item) => item.id !== entry.id && item.kind === entry.kind && item.status !== 'other',
  );
  const neighbour = (item: IndexedItem) => ({ id: item.id, path: item.path, title: item.title });
  const signature = decodeSignature(entry.signature);
  let nearest: { item: IndexedItem; score: number } | undefined;
  for (const item of rivals) {
    const score = estimateSimilarity(signature, decodeSignature(item.signature));
    if (!nearest || score > nearest.score) nearest = { item, score };
  }
  if (entry.unique_words > 0 && nearest && nearest.score >= settings.similarity_threshold) {
    return {
      reason: 'similar',
      score: Math.round(nearest.score * 100) / 100,
      nearest: neighbour(nearest.item),
      checkedAt,
    };
  }
  const sameTitle = rivals.find(
    (item) => entry.title.trim() && normaliseLabel(item.title) === normaliseLabel(entry.title),
  );
  if (sameTitle) return { reason: 'duplicate_title', nearest: neighbour(sameTitle), checkedAt };
  const sameDescription = rivals.find(
    (item) =>
      entry.meta_description.trim() &&
      normaliseLabel(item.meta_description) === normaliseLabel(entry.meta_description),
  );
  if (sameDescription)
    return { reason: 'duplicate_description', nearest: neighbour(sameDescription), checkedAt };
  const minimum =
    entry.kind === 'page' ? settings.page_min_unique_words : settings.article_min_unique_words;
  if (rules.thinFloor && entry.unique_words < minimum)
    return { reason: 'thin', score: entry.unique_words, minimum, checkedAt };
  return undefined;
}

/** What the gate needs. */
export interface QualityDeps {
  index: ContentIndex;
  settings: QualitySettingsStore;
  now: () => Date;
}

/** Checks `subject` against the index: its hold, or undefined when it passes. */
export async function checkQuality(
  deps: QualityDeps,
  subject: QualitySubject,
): Promise<QualityFlag | undefined> {
  const entry = indexEntry(subject);
  const [candidates, settings] = await Promise.all([
    deps.index.lookup(entry.keys, maxCandidates),
    deps.settings.get(),
  ]);
  return decideQuality(entry, candidates, settings, deps.now(), {
    thinFloor: subject.generated,
  });
}

/**
 * Brings the subject's row up to date (a new text, status, title or path). Only published and
 * in-review items are listed under their keys: the gate compares with no other
 * ({@link decideQuality}), so a draft's (up to 34) bucket writes would buy nothing, and its entries
 * could crowd real rivals out of a lookup's best {@link maxCandidates}. Its row keeps its
 * fingerprint (the related links read it); when it goes into review or live, the next write lists
 * it under every key.
 */
export async function indexSubject(deps: Pick<QualityDeps, 'index'>, subject: QualitySubject) {
  const previous = await deps.index.get(subject.id);
  const entry = indexEntry(subject);
  await deps.index.put(entry.status === 'other' ? { ...entry, keys: [] } : entry, previous);
}

/** Drops an item from the index (it was deleted). */
export async function unindexItem(deps: Pick<QualityDeps, 'index'>, id: string) {
  const previous = await deps.index.get(id);
  if (previous) await deps.index.remove(previous);
}

/** Whether two holds say the same thing, whenever each was checked. */
export function sameHold(a: QualityFlag | undefined, b: QualityFlag | undefined): boolean {
  if (!a || !b) return a === b;
  return (
    a.reason === b.reason &&
    a.score === b.score &&
    a.minimum === b.minimum &&
    a.nearest?.id === b.nearest?.id &&
    a.nearest?.path === b.nearest?.path
  );
}

/** Message of publishing a held item without an override. */
export function heldMessage(flag: QualityFlag): string {
  const nearest = flag.nearest ? ` (${flag.nearest.title})` : '';
  return `Held for review: ${describeQualityFlag(flag)}${nearest}. Give an override reason of at least 10 characters to publish it anyway.`;
}

/** The activity log's note of an override ("Published despite quality hold: ... — reason"). */
export function overrideNote(flag: QualityFlag, reason: string): string {
  return `Published despite quality hold: ${describeQualityFlag(flag)} — ${reason}`;
}

/** The gate as the pages and articles domains call it. */
export interface QualityGate {
  /** The subject's hold against the index, or undefined when it passes. */
  check(subject: QualitySubject): Promise<QualityFlag | undefined>;
}

/** The gate on an index and its stored thresholds. */
export function qualityGate(deps: QualityDeps): QualityGate {
  return { check: (subject) => checkQuality(deps, subject) };
}
