import { describe, expect, it } from 'vitest';
import { insertSuggestedLink, insertSuggestedLinkInFields } from '~/features/editor/link-insert';

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

describe('insertSuggestedLinkInFields (the advanced editor)', () => {
  const fields = {
    introduction: 'Why planning matters.',
    sections: [
      { title: 'Risks', content: 'Linked: [supply chain resilience](/x).' },
      { title: 'Moves', content: 'Invest in supply chain resilience early.' },
    ],
    conclusion: 'Supply chain resilience pays.',
  };

  it('links the phrase in the first field where it stands outside a link, leaving the others', () => {
    const next = insertSuggestedLinkInFields(fields, link);

    expect(next.sections[1]!.content).toBe(
      'Invest in [supply chain resilience](/solutions/resilience) early.',
    );
    expect(next.introduction).toBe(fields.introduction);
    expect(next.sections[0]).toBe(fields.sections[0]);
    expect(next.conclusion).toBe(fields.conclusion);
  });

  it('puts the link at the end of the introduction when no field has the phrase', () => {
    const next = insertSuggestedLinkInFields(
      { ...fields, sections: [], conclusion: '' },
      { anchorText: 'Pricing guide', path: '/insights/pricing' },
    );

    expect(next.introduction).toBe('Why planning matters. [Pricing guide](/insights/pricing)');
  });
});
