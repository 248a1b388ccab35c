import { describe, expect, it } from 'vitest';
import type { ArticleRecord } from '@shared/schemas/article';
import { previewMessages } from '@shared/schemas/preview';
import { hmacSigner } from '../../../../support/hmac-signer';
import { ForbiddenError, NotFoundError } from '@functions/domain/errors';
import {
  createPreviewLink,
  listPreviewLinks,
  openPreview,
  revokePreviewLink,
  type PreviewDeps,
} from '@functions/domain/previews/preview-links';
import type { PreviewRecord } from '@functions/domain/previews/preview-ports';

const articleId = '22222222-2222-4222-8222-222222222222';
const draft: ArticleRecord = {
  id: articleId,
  title: 'Draft Title',
  slug: 'draft-title',
  excerpt: 'Not out yet.',
  author_id: articleId,
  category_id: articleId,
  author_name: 'Ann',
  category_name: 'Strategy',
  introduction: 'Intro **bold**',
  key_points: ['One'],
  sections: [],
  conclusion: '',
  image_url: '',
  is_published: false,
  published_date: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  created_at: '2026-11-01T00:00:00.000Z',
  version: 3,
};

function world(article: ArticleRecord = draft) {
  const records = new Map<string, PreviewRecord>();
  let clock = new Date('2026-11-24T09:00:00.000Z');
  let ids = 0;
  const deps: PreviewDeps = {
    store: {
      put: async (record) => void records.set(record.id, record),
      get: async (id) => records.get(id),
      listFor: async (kind, itemId) =>
        [...records.values()].filter((r) => r.kind === kind && r.item_id === itemId).reverse(),
      remove: async (id) => records.delete(id),
    },
    signer: hmacSigner('test-key'),
    sources: {
      article: async (id) => (id === articleId ? article : undefined),
      page: async () => undefined,
    },
    now: () => clock,
    lifetimeDays: 7,
    brandName: 'Acme',
    newId: () => `link-${++ids}`,
  };
  const tokenOf = (path: string | undefined) => path!.split('/preview#')[1]!;
  return {
    deps,
    records,
    tokenOf,
    advance: (ms: number) => (clock = new Date(clock.getTime() + ms)),
  };
}

const notFound = new NotFoundError(previewMessages.notFound);
const editor = { email: 'ed@example.com', sub: 'ed-sub', role: 'editor' } as const;

describe('preview links', () => {
  it('a link shows the draft, rendered as the page would show it, until it expires', async () => {
    const { deps, tokenOf } = world();
    const link = await createPreviewLink(deps, { kind: 'article', id: articleId }, editor);

    expect(link).toMatchObject({
      kind: 'article',
      item_id: articleId,
      created_by: 'ed@example.com',
      expires_at: '2026-12-01T09:00:00.000Z',
    });
    expect(link.path).toMatch(/^\/preview#[\w-]+\.[\w-]+$/);
    const answer = await openPreview(deps, tokenOf(link.path));
    expect(answer.kind).toBe('article');
    expect(answer.kind === 'article' && answer.article.title).toBe('Draft Title');
    expect(answer.kind === 'article' && answer.article.html.introduction).toContain(
      '<strong>bold</strong>',
    );
  });

  it('an expired link shows nothing', async () => {
    const { deps, tokenOf, advance } = world();
    const link = await createPreviewLink(deps, { kind: 'article', id: articleId }, editor);
    advance(7 * 86_400_000 - 1000);
    await expect(openPreview(deps, tokenOf(link.path))).resolves.toBeDefined();

    advance(1000);
    await expect(openPreview(deps, tokenOf(link.path))).rejects.toEqual(notFound);
    expect(await listPreviewLinks(deps, { kind: 'article', id: articleId })).toEqual([]);
  });

  it('a revoked link shows nothing, and revoking twice is a 404', async () => {
    const { deps, tokenOf } = world();
    const link = await createPreviewLink(deps, { kind: 'article', id: articleId }, editor);
    await revokePreviewLink(deps, link.id, editor);

    await expect(openPreview(deps, tokenOf(link.path))).rejects.toEqual(notFound);
    await expect(revokePreviewLink(deps, link.id, editor)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('a forged or altered token gets the same 404', async () => {
    const { deps, tokenOf } = world();
    const link = await createPreviewLink(deps, { kind: 'article', id: articleId }, editor);
    const [payload, mac] = tokenOf(link.path).split('.') as [string, string];
    const longer = Buffer.from(
      JSON.stringify({ v: 1, id: link.id, exp: 4_102_444_800 }),
      'utf8',
    ).toString('base64url');
    const forger = hmacSigner('another-key');

    for (const token of [
      `${longer}.${mac}`, // a later expiry under the old signature
      `${payload}.${mac.slice(0, -2)}AA`,
      `${payload}.${await forger.sign(payload)}`,
      payload,
      `${payload}.${mac}.extra`,
      'not-a-token',
      '',
    ]) {
      await expect(openPreview(deps, token), token).rejects.toEqual(notFound);
    }
  });

  it('accepts a link only in the encoding it was issued with (a signer that checks the encoding, as the KMS signer does)', async () => {
    const { deps, tokenOf } = world();
    deps.signer = hmacSigner('k'.repeat(32));
    const link = await createPreviewLink(deps, { kind: 'article', id: articleId }, editor);
    const token = tokenOf(link.path);
    const [payload, mac] = token.split('.') as [string, string];
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // A 32-byte MAC leaves two unused bits in its last character: the same bytes, respelled.
    const respelled = mac.slice(0, -1) + alphabet[alphabet.indexOf(mac.at(-1)!) ^ 1];

    await expect(openPreview(deps, token)).resolves.toBeDefined();
    for (const altered of [
      `${payload}.${respelled}`,
      `${payload}.${mac}=`,
      `${payload}.${Buffer.from(mac, 'base64url').toString('base64')}`,
      `${payload}=.${mac}`,
      `${payload.toUpperCase()}.${mac}`,
    ]) {
      await expect(openPreview(deps, altered), altered).rejects.toEqual(notFound);
    }
  });

  it('refuses a link to an item that does not exist', async () => {
    const { deps, records } = world();

    await expect(createPreviewLink(deps, { kind: 'page', id: articleId }, editor)).rejects.toEqual(
      new NotFoundError(previewMessages.itemNotFound),
    );
    expect(records.size).toBe(0);
  });
});

describe('preview links follow the editing rules', () => {
  const contributor = (sub: string) =>
    ({ email: `${sub}@example.com`, sub, role: 'contributor' }) as const;

  it("lets a contributor link and revoke their own draft, and nobody else's", async () => {
    const { deps } = world({ ...draft, created_by: 'own-sub' });

    const own = await createPreviewLink(
      deps,
      { kind: 'article', id: articleId },
      contributor('own-sub'),
    );
    const others = createPreviewLink(
      deps,
      { kind: 'article', id: articleId },
      contributor('other-sub'),
    );
    const revokeOthers = revokePreviewLink(deps, own.id, contributor('other-sub'));

    await expect(others).rejects.toBeInstanceOf(ForbiddenError);
    await expect(revokeOthers).rejects.toThrow(previewMessages.contributorOwnDrafts);
    await expect(revokePreviewLink(deps, own.id, contributor('own-sub'))).resolves.toBeUndefined();
  });

  it('refuses a contributor a link to their article once published', async () => {
    const { deps } = world({ ...draft, created_by: 'own-sub', is_published: true });

    const refused = createPreviewLink(
      deps,
      { kind: 'article', id: articleId },
      contributor('own-sub'),
    );

    await expect(refused).rejects.toThrow(previewMessages.contributorOwnDrafts);
  });
});
