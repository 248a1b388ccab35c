/**
 * The edge store writes of one render job, gathered and sent {@link maxEdgeUpdate} at a time.
 *
 * Every write to the edge store is conditional on the whole store's version, so writes sent one
 * by one from pages rendered side by side queue behind each other (and lose to each other, and
 * retry). A job's writes are instead kept here and sent as one update per 50 keys, one update at
 * a time. Reads in the job see its own writes at once, sent or not, so the job decides exactly as
 * it did when each write went out alone (or, after `readAll`, from one read of the whole store and
 * the job's writes). A page's entry is only written after its files, so the
 * edge still never names a file that is not there; `flush` sends the rest, before the CDN is told.
 */
import type { EdgeEntry } from '@shared/rules/path-rule';
import { maxEdgeUpdate, type EdgeStore } from './render-ports';

/** An {@link EdgeStore} whose writes wait for `flush` (or a full batch) to reach the store. */
export interface BatchedEdgeStore extends EdgeStore {
  /** Sends every write not yet sent; resolves once the store has them all. */
  flush(): Promise<void>;
  /**
   * Reads the whole store once; from then on reads answer from that copy and the job's own
   * writes, not the store. For a job that reads most keys (a whole-site render): the copy does
   * not see what other jobs write meanwhile, as a read made just before their write would not.
   */
  readAll(): Promise<void>;
}

/** A change of one key: the entry to put, or `null` to remove it. */
type Change = EdgeEntry | null;

export function batchedEdgeWrites(store: EdgeStore, batchSize = maxEdgeUpdate): BatchedEdgeStore {
  const pending = new Map<string, Change>();
  // The batch being sent: still what reads answer until the store has it.
  let sending = new Map<string, Change>();
  let line: Promise<void> = Promise.resolve();
  // The store as read by `readAll`, with every batch sent since applied.
  let copy: Map<string, EdgeEntry> | undefined;

  /**
   * Queues the sending of the next batch; resolves when it is in the store. Unless `rest`, a
   * batch is sent only full: writes queued meanwhile may have been sent by the one before.
   */
  const sendBatch = (rest: boolean): Promise<void> => {
    const sent = line.then(async () => {
      if (!rest && pending.size < batchSize) return;
      const batch = new Map<string, Change>();
      for (const [key, change] of pending) {
        if (batch.size >= batchSize) break;
        batch.set(key, change);
      }
      if (batch.size === 0) return;
      for (const key of batch.keys()) pending.delete(key);
      sending = batch;
      const puts = new Map<string, EdgeEntry>();
      const removes = new Set<string>();
      for (const [key, change] of batch) {
        if (change) puts.set(key, change);
        else removes.add(key);
      }
      try {
        await store.update(puts, removes);
        for (const [key, entry] of puts) copy?.set(key, entry);
        for (const key of removes) copy?.delete(key);
      } finally {
        sending = new Map();
      }
    });
    line = sent.catch(() => {});
    return sent;
  };

  const change = async (key: string, value: Change) => {
    pending.set(key, value);
    if (pending.size >= batchSize) await sendBatch(false);
  };

  return {
    async get(key) {
      const known = pending.has(key) ? pending.get(key) : sending.get(key);
      if (known !== undefined) return known ?? undefined;
      return copy ? copy.get(key) : store.get(key);
    },
    entries: async () => {
      const entries = new Map(copy ?? (await store.entries()));
      for (const [key, change] of [...sending, ...pending]) {
        if (change) entries.set(key, change);
        else entries.delete(key);
      }
      return entries;
    },
    async readAll() {
      copy = await store.entries();
    },
    put: (key, entry) => change(key, entry),
    remove: (key) => change(key, null),
    async update(puts, removes) {
      for (const [key, entry] of puts) pending.set(key, entry);
      for (const key of removes) pending.set(key, null);
      while (pending.size >= batchSize) await sendBatch(false);
    },
    async flush() {
      while (pending.size > 0) await sendBatch(true);
      await line;
    },
  };
}
