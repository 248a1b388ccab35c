import { describe, expect, it } from 'vitest';
import type { RedirectRule } from '@shared/rules/path-rule';
import { planRedirect, redirectTarget, type ExistingRedirect } from '@shared/rules/redirect-rules';
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

describe('redirectTarget', () => {
  // Each of these, as a Location, takes Chromium off the site (or runs script), though several
  // look like paths: a browser reads \ as /, drops tabs and newlines, and some servers decode %5C.
  const refused = [
    ['a backslash after the slash', '/\\evil.example/login'],
    ['two backslashes', '\\\\evil.example/login'],
    ['mixed slashes', '/\\/evil.example'],
    ['a backslash later in the path', '/ok/\\..\\x'],
    ['a tab inside', '/\t/evil.example'],
    ['a newline inside', '/\n/evil.example'],
    ['a carriage return inside', '/\r/evil.example'],
    ['a scheme-relative address', '//evil.example/login'],
    ['a percent-encoded backslash', '/%5Cevil.example'],
    ['a lowercase percent-encoded backslash', '/%5cevil.example'],
    ['a percent-encoded slash making //', '/%2Fevil.example'],
    ['a double-encoded backslash', '/%255Cevil.example'],
    ['a percent-encoded tab', '/%09/evil.example'],
    ['a malformed escape', '/100%'],
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: with a tab', 'java\tscript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['plain http', 'http://evil.example/login'],
    ['https without slashes', 'https:evil.example'],
    ['https with a backslash', 'https:\\\\evil.example'],
    ['https with credentials', 'https://ok.example@evil.example/'],
    ['a relative path', 'evil.example/login'],
    ['a space', '/a b'],
    ['nothing', ''],
  ] as const;

  it.each(refused)('refuses %s', (_name, target) => {
    expect(redirectTarget(target)).toBeUndefined();
    expect(plan('/bs', target)).toEqual({
      ok: false,
      field: 'to',
      message: redirectMessages.toShape,
    });
  });

  it('accepts same-origin paths, query, fragment and harmless escapes included', () => {
    for (const target of ['/contact', '/insights/a?x=1#top', '/a%20b', '/caf%C3%A9', '/a/./b']) {
      expect(redirectTarget(target)).toEqual({ external: false, location: target });
    }
  });

  it('accepts an explicit https:// URL as another site, as the browser will read it', () => {
    expect(redirectTarget('https://ok.example/x')).toEqual({
      external: true,
      location: 'https://ok.example/x',
    });
    expect(redirectTarget('HTTPS://OK.example')).toEqual({
      external: true,
      location: 'https://ok.example/',
    });
    expect(plan('/a', 'https://ok.example/x')).toMatchObject({
      ok: true,
      to: 'https://ok.example/x',
    });
  });

  it('the form refuses a backslash in the path it redirects from', () => {
    expect(redirectInputSchema.safeParse({ from: '/\\x', to: '/y', status: 301 }).success).toBe(
      false,
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

  it('normalises the path and accepts paths and https URLs as targets', () => {
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
