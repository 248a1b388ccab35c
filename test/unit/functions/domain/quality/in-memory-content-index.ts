/**
 * A {@link ContentIndex} in memory with the DynamoDB repository's contract: rows by id, buckets
 * as sets of member ids, a lookup that ranks candidates by the keys they share. Counts its lookups'
 * reads, as the repository's two BatchGetItems.
 */
import type {
  ContentIndex,
  IndexedItem,
  QualitySettingsStore,
} from '@functions/domain/quality/content-index';
import { defaultQualitySettings, type QualitySettings } from '@shared/schemas/quality';

export class InMemoryContentIndex implements ContentIndex {
  readonly rows = new Map<string, IndexedItem>();
  readonly buckets = new Map<string, Set<string>>();

  async get(id: string) {
    const row = this.rows.get(id);
    return row && structuredClone(row);
  }

  async lookup(keys: readonly string[], limit: number) {
    const hits = new Map<string, number>();
    for (const key of keys)
      for (const id of this.buckets.get(key) ?? []) hits.set(id, (hits.get(id) ?? 0) + 1);
    return [...hits.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .flatMap(([id]) => {
        const row = this.rows.get(id);
        return row ? [structuredClone(row)] : [];
      });
  }

  async put(item: IndexedItem, previous: IndexedItem | undefined) {
    for (const key of previous?.keys ?? []) this.buckets.get(key)?.delete(item.id);
    for (const key of item.keys) {
      const bucket = this.buckets.get(key) ?? new Set<string>();
      bucket.add(item.id);
      this.buckets.set(key, bucket);
    }
    this.rows.set(item.id, structuredClone(item));
  }

  async remove(item: IndexedItem) {
    for (const key of item.keys) this.buckets.get(key)?.delete(item.id);
    this.rows.delete(item.id);
  }
}

/** Thresholds in memory: the defaults until a test sets others. */
export class InMemoryQualitySettings implements QualitySettingsStore {
  constructor(public settings: QualitySettings = defaultQualitySettings) {}
  async get() {
    return this.settings;
  }
  async put(settings: QualitySettings) {
    this.settings = settings;
  }
}

/** A text of `count` distinct words, varied by `seed`, as sentences of eight words. */
export function distinctText(seed: string, count: number): string {
  const words = Array.from({ length: count }, (_, i) => `${seed}${i.toString(36)}word`);
  const sentences: string[] = [];
  for (let i = 0; i < words.length; i += 8) sentences.push(`${words.slice(i, i + 8).join(' ')}.`);
  return sentences.join(' ');
}
