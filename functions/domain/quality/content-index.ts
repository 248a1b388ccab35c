/**
 * The content index as the quality gate sees it (DESIGN §14): one row per article or programmatic
 * page with its fingerprint, and buckets that find an item's candidates without comparing it with
 * every item. The related links read the rows' fingerprints alone (functions/wiring/links.ts).
 * Adapter: functions/adapters/repositories/content-index-repository.ts.
 */
import type { QualitySettings } from '@shared/schemas/quality';

/** The kinds of item the index holds. */
export type IndexedKind = 'article' | 'page';

/** Where an item stands, as the gate compares it: live, waiting for review, or anything else. */
export type IndexedStatus = 'published' | 'in_review' | 'other';

/** One item's row. */
export interface IndexedItem {
  id: string;
  kind: IndexedKind;
  status: IndexedStatus;
  /** Its public path (`/solutions/{slug}`, `/insights/{slug}`). */
  path: string;
  title: string;
  meta_description: string;
  /** The MinHash signature, encoded (fingerprint.ts `encodeSignature`). */
  signature: string;
  unique_words: number;
  /**
   * The lookup keys it is listed under: its 32 LSH band keys, its normalised title and meta
   * description, each prefixed with its kind (`page|b|07:1a2b3c4d`, `page|t|...`, `page|d|...`).
   */
  keys: string[];
}

/** The stored index. */
export interface ContentIndex {
  get(id: string): Promise<IndexedItem | undefined>;
  /**
   * The rows of the items listed under any of `keys`, those listed under the most keys first, at
   * most `limit` of them: one read of the buckets and one of the rows, whatever the index's size.
   */
  lookup(keys: readonly string[], limit: number): Promise<IndexedItem[]>;
  /** Stores the row and moves it between buckets from the row stored before (`previous`). */
  put(item: IndexedItem, previous: IndexedItem | undefined): Promise<void>;
  /** Drops the row and takes it out of its buckets. */
  remove(item: IndexedItem): Promise<void>;
}

/** Where the gate's thresholds are kept (Settings). */
export interface QualitySettingsStore {
  get(): Promise<QualitySettings>;
  put(settings: QualitySettings): Promise<void>;
}
