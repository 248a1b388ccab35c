import { describe, expect, it } from 'vitest';
import {
  contentLinksInHtml,
  recordOutgoing,
  type InboundLinkStore,
} from '@functions/domain/links/inbound-links';

/** An in-memory store that counts inbound links as the table does. */
function memoryStore() {
  const out = new Map<string, string[]>();
  const edges = new Set<string>();
  const inbound = new Map<string, number>();
  let writes = 0;
  const store: InboundLinkStore = {
    outgoing: async (from) => out.get(from) ?? [],
    async setOutgoing(from, targets) {
      writes++;
      if (targets.length === 0) out.delete(from);
      else out.set(from, [...targets]);
    },
    async addInbound(target, delta, from) {
      writes++;
      if (delta > 0) edges.add(`${target} ${from}`);
      else edges.delete(`${target} ${from}`);
      inbound.set(target, (inbound.get(target) ?? 0) + delta);
    },
    setTarget: async () => {},
    orphanIds: async () => [],
    linkers: async (target) =>
      [...edges].filter((edge) => edge.startsWith(`${target} `)).map((edge) => edge.split(' ')[1]!),
    readAhead: async () => store,
  };
  return { store, inbound, writes: () => writes };
}

describe('recordOutgoing', () => {
  it('counts each target once per linking page, and takes a removed link back', async () => {
    const { store, inbound } = memoryStore();

    await recordOutgoing(store, '/solutions/a', ['/solutions/b', '/insights/c', '/solutions/b']);
    await recordOutgoing(store, '/insights', ['/insights/c']);
    await recordOutgoing(store, '/solutions/a', ['/solutions/b']);

    expect(Object.fromEntries(inbound)).toEqual({ '/solutions/b': 1, '/insights/c': 1 });
    expect(await store.linkers('/insights/c')).toEqual(['/insights']);
    expect(await store.linkers('/solutions/b')).toEqual(['/solutions/a']);
  });

  it('never counts a page linking to itself nor a path that is no article or page', async () => {
    const { store, inbound } = memoryStore();

    await recordOutgoing(store, '/solutions/a', ['/solutions/a', '/about', '/insights']);

    expect(inbound.size).toBe(0);
  });

  it('writes nothing when the links did not change', async () => {
    const { store, writes } = memoryStore();
    await recordOutgoing(store, '/solutions/a', ['/solutions/b']);
    const before = writes();

    await recordOutgoing(store, '/solutions/a', ['/solutions/b']);

    expect(writes()).toBe(before);
  });
});

describe('contentLinksInHtml', () => {
  it('reads article and page links, on the site or its origin, without query or slash', () => {
    const html = [
      '<p><a href="/solutions/x/">x</a> <a href="https://example.com/insights/y?utm=1&amp;a=2">y</a></p>',
      '<a href="/about">about</a> <a href="https://other.org/insights/z">z</a>',
    ];

    expect(contentLinksInHtml(html, 'https://example.com')).toEqual([
      '/solutions/x',
      '/insights/y',
    ]);
  });
});
