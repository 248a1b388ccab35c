/** A page's own SEO fields: accepted canonicals, normalising, and the head's values. */
import { describe, expect, it } from 'vitest';
import {
  canonicalTarget,
  effectiveSeo,
  isCanonicalAddress,
  normaliseSeo,
} from '@shared/rules/seo-fields';
import { seoInputSchema } from '@shared/schemas/seo';

const origin = 'https://example.com';

describe('isCanonicalAddress', () => {
  it('accepts nothing, a site path and an absolute http(s) URL', () => {
    for (const value of ['', '/insights/a', '/', 'https://partner.example/a?x=1']) {
      expect(isCanonicalAddress(value), value).toBe(true);
    }
  });

  it('refuses protocol-relative, script, credential and spaced addresses', () => {
    for (const value of [
      '//evil.example/a',
      '/\\evil.example',
      'javascript:alert(1)',
      'https://user:pw@example.com/a',
      '/a b',
      'insights/a',
    ]) {
      expect(isCanonicalAddress(value), value).toBe(false);
    }
  });
});

describe('canonicalTarget', () => {
  it("is the page's own address when nothing overrides it", () => {
    expect(canonicalTarget('', '/insights/a', origin)).toEqual({
      href: 'https://example.com/insights/a',
      path: '/insights/a',
    });
  });

  it('treats an absolute URL on the site as its path, and another site as off-site', () => {
    expect(canonicalTarget('https://example.com/insights/b/', '/x', origin).path).toBe(
      '/insights/b',
    );
    expect(canonicalTarget('https://partner.example/b', '/x', origin)).toEqual({
      href: 'https://partner.example/b',
    });
  });
});

describe('normaliseSeo and effectiveSeo', () => {
  it('fills every field and trims', () => {
    expect(normaliseSeo({ meta_title: ' T ' })).toEqual({
      meta_title: 'T',
      meta_description: '',
      social_image: '',
      canonical: '',
      noindex: false,
    });
  });

  it('takes each override, or its default when empty', () => {
    const defaults = { title: 'Title | Brand', description: 'Excerpt', image: '/media/a.jpg' };

    expect(effectiveSeo(undefined, defaults)).toMatchObject(defaults);
    expect(effectiveSeo({ meta_description: 'Mine', noindex: true }, defaults)).toMatchObject({
      title: 'Title | Brand',
      description: 'Mine',
      image: '/media/a.jpg',
      noindex: true,
    });
  });
});

describe('seoInputSchema', () => {
  it('names the field of each broken limit', () => {
    const result = seoInputSchema.safeParse({
      meta_title: 'x'.repeat(121),
      social_image: 'https://elsewhere.example/a.jpg',
      canonical: '//evil.example',
    });

    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      meta_title: 'Meta title must be 120 characters or fewer',
      social_image: 'Social image must be a site image address such as /media/photo.jpg',
      canonical:
        'Canonical URL must be a site path such as /insights/my-article or a full https:// URL',
    });
  });
});
