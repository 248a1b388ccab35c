/** Which content links stay on the site (same tab) and which leave it (new tab). */
import { describe, expect, it } from 'vitest';
import { isInternalHref } from '~/features/articles/components/article-markdown';

describe('isInternalHref', () => {
  it('treats site paths and anchors as internal', () => {
    expect(isInternalHref('/articles/market-entry')).toBe(true);
    expect(isInternalHref('/contact')).toBe(true);
    expect(isInternalHref('#section')).toBe(true);
  });

  it('treats other origins, protocol-relative links and mail links as external', () => {
    expect(isInternalHref('https://example.org/')).toBe(false);
    expect(isInternalHref('//evil.example/path')).toBe(false);
    expect(isInternalHref('mailto:hello@example.com')).toBe(false);
  });
});
