/** A render job's edge writes: held until a batch is full or the job flushes, read back at once. */
import { describe, expect, it } from 'vitest';
import type { EdgeEntry } from '@shared/rules/path-rule';
import { batchedEdgeWrites } from '@functions/domain/render/edge-writes';
import type { EdgeStore } from '@functions/domain/render/render-ports';

const entry = (version: string): EdgeEntry => ({
  page: `/_rendered/p/${version}`,
  owner: 'o',
  version,
});

function memoryStore() {
  const values = new Map<string, EdgeEntry>();
  const updates: { puts: string[]; removes: string[] }[] = [];
  const reads = { gets: 0, lists: 0 };
  const store: EdgeStore = {
    async get(key) {
      reads.gets += 1;
      return values.get(key);
    },
    async entries() {
      reads.lists += 1;
      return new Map(values);
    },
    put: async () => {
      throw new Error('a batched job writes through update only');
    },
    remove: async () => {
      throw new Error('a batched job writes through update only');
    },
    async update(puts, removes) {
      updates.push({ puts: [...puts.keys()], removes: [...removes] });
      for (const [key, value] of puts) values.set(key, value);
      for (const key of removes) values.delete(key);
    },
  };
  return { store, values, updates, reads };
}

describe('batchedEdgeWrites', () => {
  it('answers reads with the job’s own writes before the store has them', async () => {
    const { store, values, updates } = memoryStore();
    values.set('/gone', entry('old'));
    values.set('/changed', entry('old'));
    const edge = batchedEdgeWrites(store, 10);

    await edge.put('/new', entry('1'));
    await edge.put('/changed', entry('2'));
    await edge.remove('/gone');

    expect(updates).toEqual([]);
    expect(await edge.get('/new')).toEqual(entry('1'));
    expect(await edge.get('/changed')).toEqual(entry('2'));
    expect(await edge.get('/gone')).toBeUndefined();
    await edge.flush();
    expect(updates).toEqual([{ puts: ['/new', '/changed'], removes: ['/gone'] }]);
    expect([...values.keys()].sort()).toEqual(['/changed', '/new']);
  });

  it('sends a full batch at once, one update at a time, and the rest on flush', async () => {
    const { store, updates } = memoryStore();
    let sending = 0;
    let most = 0;
    const slow: EdgeStore = {
      ...store,
      async update(puts, removes) {
        sending += 1;
        most = Math.max(most, sending);
        await new Promise((resolve) => setTimeout(resolve, 1));
        await store.update(puts, removes);
        sending -= 1;
      },
    };
    const edge = batchedEdgeWrites(slow, 3);

    await Promise.all(Array.from({ length: 7 }, (_, i) => edge.put(`/p${i}`, entry(`${i}`))));
    const beforeFlush = updates.length;
    await edge.flush();

    expect(beforeFlush).toBe(2);
    expect(updates.map((update) => update.puts.length)).toEqual([3, 3, 1]);
    expect(most).toBe(1);
  });

  it('after readAll, answers every read from one listing of the store and the job’s writes, sent or not', async () => {
    const { store, values, updates, reads } = memoryStore();
    values.set('/kept', entry('old'));
    values.set('/gone', entry('old'));
    const edge = batchedEdgeWrites(store, 2);

    await edge.readAll();
    // Written by another job after the listing: this job decides on what it listed.
    values.set('/later', entry('other'));
    await edge.put('/new', entry('1'));
    await edge.remove('/gone');
    const sent = updates.length;
    await edge.put('/pending', entry('2'));

    expect(sent).toBe(1);
    expect(await edge.get('/kept')).toEqual(entry('old'));
    expect(await edge.get('/new')).toEqual(entry('1'));
    expect(await edge.get('/gone')).toBeUndefined();
    expect(await edge.get('/pending')).toEqual(entry('2'));
    expect(await edge.get('/later')).toBeUndefined();
    expect([...(await edge.entries()).keys()].sort()).toEqual(['/kept', '/new', '/pending']);
    expect(reads).toEqual({ gets: 0, lists: 1 });
  });

  it('makes the write that filled a failed batch fail, and flush fail on a failed rest', async () => {
    const { store } = memoryStore();
    const failing: EdgeStore = {
      ...store,
      update: async () => {
        throw new Error('store down');
      },
    };
    const edge = batchedEdgeWrites(failing, 2);

    await edge.put('/a', entry('1'));
    await expect(edge.put('/b', entry('1'))).rejects.toThrow('store down');
    await edge.put('/c', entry('1'));
    await expect(edge.flush()).rejects.toThrow('store down');
  });
});
