import { describe, expect, it } from 'vitest';
import { insertSuggestedLink } from '~/features/editor/link-insert';

const link = { anchorText: 'supply chain resilience', path: '/solutions/resilience' };

describe('insertSuggestedLink', () => {
  it('turns the first free occurrence of the anchor into the link', () => {
    const text = 'See [supply chain resilience](/x). Then supply chain resilience again.';

    const next = insertSuggestedLink(text, link, 0);

    expect(next.text).toBe(
      'See [supply chain resilience](/x). Then [supply chain resilience](/solutions/resilience) again.',
    );
    expect(next.text.slice(0, next.cursor).endsWith('(/solutions/resilience)')).toBe(true);
  });

  it('never links part of a longer word', () => {
    const text = 'Our supply chain resiliences matter.';

    const next = insertSuggestedLink(text, link, 4);

    expect(next.text).toBe(
      'Our [supply chain resilience](/solutions/resilience)supply chain resiliences matter.',
    );
  });

  it('inserts at the cursor when the text has no such phrase', () => {
    const next = insertSuggestedLink('Start. End.', { anchorText: 'A Title', path: '/p' }, 6);

    expect(next.text).toBe('Start.[A Title](/p) End.');
  });
});
