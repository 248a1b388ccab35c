/**
 * The sandbox's file edge store keeps the file's content between calls (a whole-site render reads
 * an entry per page); a change another writer makes to the file must still be seen at once.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileEdgeStore, readEdgeFile } from '@functions/adapters/edge-store';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function storeFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'edge-store-'));
  dirs.push(dir);
  return join(dir, 'edge', 'store.json');
}

const page = (version: string) => ({
  page: `/_rendered/a/${version}`,
  owner: 'article:a',
  version,
});

describe('fileEdgeStore', () => {
  it('reads back what it wrote, and the file holds every entry', async () => {
    const file = storeFile();
    const store = fileEdgeStore(file);

    await store.put('/insights/a', page('v1'));
    await store.put('/insights/b', page('v2'));
    await store.remove('/insights/b');

    expect(await store.get('/insights/a')).toEqual(page('v1'));
    expect(await store.get('/insights/b')).toBeUndefined();
    expect(Object.keys(readEdgeFile(file))).toEqual(['/insights/a']);
  });

  it('sees a change another writer made to the file since its last read', async () => {
    const file = storeFile();
    const store = fileEdgeStore(file);
    await store.put('/insights/a', page('v1'));
    expect(await store.get('/insights/a')).toEqual(page('v1'));

    // Written in place (same file), as a test or a tool might.
    writeFileSync(file, JSON.stringify({ '/insights/a': JSON.stringify(page('v2-longer')) }));

    expect(await store.get('/insights/a')).toEqual(page('v2-longer'));
  });

  it('keeps the entries another store instance wrote to the same file', async () => {
    const file = storeFile();
    const first = fileEdgeStore(file);
    const second = fileEdgeStore(file);

    await first.put('/insights/a', page('v1'));
    await second.put('/insights/b', page('v1'));
    await first.put('/insights/c', page('v1'));

    expect(Object.keys(readEdgeFile(file)).sort()).toEqual([
      '/insights/a',
      '/insights/b',
      '/insights/c',
    ]);
  });
});
