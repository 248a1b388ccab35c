import { describe, expect, it } from 'vitest';
import { linkedPaths, pickAnchorText } from '@functions/domain/links/anchor-text';

const target = {
  title: 'Supply Chain Resilience for Retailers',
  keyword: 'supply chain resilience',
};

describe('pickAnchorText', () => {
  it("takes the draft's own phrase of the target's keyword, its case kept", () => {
    const draft = 'Boards now ask about Supply Chain Resilience before they ask about margins.';

    expect(pickAnchorText(draft, target)).toBe('Supply Chain Resilience');
  });

  it('prefers the phrase with the most target words, joiners inside it allowed', () => {
    const draft =
      'A supply chain is only as strong as its weakest supplier. Supply chain resilience for retailers starts with maps.';

    expect(pickAnchorText(draft, target)).toBe('Supply chain resilience for retailers');
  });

  it('does not run a phrase across a sentence end', () => {
    const draft = 'We built the supply. Chain reactions followed.';

    expect(pickAnchorText(draft, target)).toBe(target.title);
  });

  it("falls back to the target's title when the draft has no phrase of it", () => {
    expect(pickAnchorText('Pricing is a board topic.', target)).toBe(target.title);
  });

  it('never picks text already inside a link', () => {
    const draft = 'See [supply chain resilience](/solutions/x) and our supply chain notes.';

    expect(pickAnchorText(draft, target)).toBe('supply chain');
  });
});

describe('linkedPaths', () => {
  it('reads site paths and full addresses on the origin, not other sites', () => {
    const draft =
      'See [a](/solutions/a/), [b](https://example.com/insights/b?x=1) and [c](https://other.org/c).';

    expect([...linkedPaths(draft, 'https://example.com')]).toEqual(['/solutions/a', '/insights/b']);
  });
});
