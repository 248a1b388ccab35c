import { describe, expect, it } from 'vitest';
import { breadcrumbUrl } from '~/components/seo/search-result-preview';

describe('the Google preview breadcrumb', () => {
  it("keeps the site's own scheme and port", () => {
    expect(breadcrumbUrl('http://localhost:3000/insights/my-article')).toEqual({
      origin: 'http://localhost:3000',
      trail: ['insights', 'my-article'],
    });
  });

  it('shows an https site as https', () => {
    expect(breadcrumbUrl('https://firm.example/solutions/pricing').origin).toBe(
      'https://firm.example',
    );
  });
});
