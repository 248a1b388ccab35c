import { describe, expect, it } from 'vitest';
import type { RedirectRule } from '@shared/rules/path-rule';
import { planRedirect, type ExistingRedirect } from '@shared/rules/redirect-rules';
import {
  redirectFromId,
  redirectId,
  redirectInputSchema,
  redirectMessages,
} from '@shared/schemas/redirect';

const fixed: RedirectRule[] = [
  { from: '/about-us', to: '/about', status: 301 },
  { from: '/articles/*', to: '/insights/*', status: 301 },
];

function plan(
  from: string,
  to: string,
  existing: ExistingRedirect[] = [],
  options: { livePage?: boolean; replacing?: boolean; confirmLivePage?: boolean } = {},
) {
  return planRedirect(
    { from, to, status: 301, confirmLivePage: options.confirmLivePage },
    { existing, fixed, livePage: options.livePage ?? false, replacing: options.replacing ?? false },
  );
}

const manual = (from: string, to: string): ExistingRedirect => ({ from, to, kind: 'manual' });

describe('planRedirect', () => {
  it('stores a plain redirect as written', () => {
    expect(plan('/old', '/new')).toEqual({
      ok: true,
      from: '/old',
      to: '/new',
      status: 301,
      repoint: [],
    });
  });

  it('collapses a target that already redirects to its final address (one hop)', () => {
    const result = plan('/a', '/b', [manual('/b', '/c'), manual('/c', 'https://example.com/d')]);

    expect(result).toMatchObject({ ok: true, to: 'https://example.com/d' });
  });

  it('collapses through the fixed rules too, and follows a path whatever its query', () => {
    expect(plan('/x', '/about-us?ref=1')).toMatchObject({ ok: true, to: '/about' });
    expect(plan('/y', '/b/?q=1', [manual('/b', '/c')])).toMatchObject({ ok: true, to: '/c' });
  });

  it('re-points the manual redirects that pointed at the new path', () => {
    const result = plan('/b', '/c', [manual('/a', '/b'), manual('/z', '/elsewhere')]);

    expect(result).toMatchObject({ ok: true, repoint: [{ from: '/a', to: '/c' }] });
  });

  it('refuses a loop, directly or through other redirects', () => {
    expect(plan('/a', '/b', [manual('/b', '/a')])).toEqual({
      ok: false,
      field: 'to',
      message: redirectMessages.loop('/a'),
    });
    expect(plan('/a', '/b', [manual('/b', '/c'), manual('/c', '/a/')])).toMatchObject({
      ok: false,
      field: 'to',
    });
    // Re-pointing /c -> /a at /a's new target /c would make /c loop on itself.
    expect(plan('/a', '/c', [manual('/c', '/a')])).toMatchObject({ ok: false, field: 'to' });
  });

  it('refuses a path the fixed rules or an article slug already redirect, or one taken', () => {
    expect(plan('/about-us', '/x')).toEqual({
      ok: false,
      field: 'from',
      message: redirectMessages.fixed('/about-us'),
    });
    expect(plan('/articles/anything', '/x')).toMatchObject({ ok: false, field: 'from' });
    expect(
      plan('/insights/old', '/x', [{ from: '/insights/old', to: '/insights/new', kind: 'slug' }]),
    ).toEqual({ ok: false, field: 'from', message: redirectMessages.slug('/insights/old') });
    expect(plan('/a', '/x', [manual('/a', '/b')])).toEqual({
      ok: false,
      field: 'from',
      message: redirectMessages.exists('/a'),
    });
  });

  it('replaces the redirect being edited', () => {
    expect(plan('/a', '/x', [manual('/a', '/b')], { replacing: true })).toMatchObject({
      ok: true,
      to: '/x',
    });
  });

  it('redirects a live page only once confirmed', () => {
    expect(plan('/about', '/contact', [], { livePage: true })).toEqual({
      ok: false,
      field: 'confirmLivePage',
      message: redirectMessages.livePage('/about'),
    });
    expect(plan('/about', '/contact', [], { livePage: true, confirmLivePage: true })).toMatchObject(
      { ok: true },
    );
  });
});

describe('redirectInputSchema', () => {
  const parse = (input: Record<string, unknown>) =>
    redirectInputSchema.safeParse({ status: 301, ...input });
  const message = (input: Record<string, unknown>, field: string) => {
    const result = parse(input);
    return result.success
      ? undefined
      : result.error.issues.find((issue) => issue.path[0] === field)?.message;
  };

  it('normalises the path and accepts paths and http(s) URLs as targets', () => {
    expect(parse({ from: ' /old-page/ ', to: '/new?x=1#top' }).data).toEqual({
      from: '/old-page',
      to: '/new?x=1#top',
      status: 301,
    });
    expect(parse({ from: '/a', to: 'https://example.com/b' }).success).toBe(true);
  });

  it('names the field of each bad value', () => {
    expect(message({ from: '', to: '/x' }, 'from')).toBe(redirectMessages.fromRequired);
    expect(message({ from: 'old', to: '/x' }, 'from')).toBe(redirectMessages.fromShape);
    expect(message({ from: '/a?b=1', to: '/x' }, 'from')).toBe(redirectMessages.fromShape);
    expect(message({ from: '/', to: '/x' }, 'from')).toBe(redirectMessages.fromRoot);
    expect(message({ from: '/admin/x', to: '/x' }, 'from')).toBe(redirectMessages.fromReserved);
    expect(message({ from: '/api', to: '/x' }, 'from')).toBe(redirectMessages.fromReserved);
    expect(message({ from: '/a', to: 'javascript:alert(1)' }, 'to')).toBe(redirectMessages.toShape);
    expect(message({ from: '/a', to: '//evil.example/x' }, 'to')).toBe(redirectMessages.toShape);
    expect(message({ from: '/a', to: '/a/' }, 'to')).toBe(redirectMessages.same);
    expect(parse({ from: '/a', to: '/b', status: 307 }).success).toBe(false);
  });
});

describe('redirectId', () => {
  it('names a path with URL-safe characters and back', () => {
    for (const path of ['/a', '/insights/some-slug', '/ünïcode/päth', '/a+b/c=d']) {
      const id = redirectId(path);
      expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(redirectFromId(id)).toBe(path);
    }
    expect(redirectFromId('not base64 !')).toBeUndefined();
    expect(redirectFromId(redirectId('no-slash'))).toBeUndefined();
  });
});
