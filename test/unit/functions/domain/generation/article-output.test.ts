/** What is done to a model's article before saving: links, reserved headings, key points. */
import { describe, expect, it } from 'vitest';
import {
  finishGeneratedArticle,
  keepOnlySiteLinks,
} from '@functions/domain/generation/article-output';
import { validArticle } from './fixtures';

const options = {
  keyword: 'value pricing',
  title: 'Pricing',
  includeLinks: true,
  siteLinks: ['/contact', '/insights/pricing-basics'],
};

describe('keepOnlySiteLinks', () => {
  it('keeps links to listed paths and turns every other link into its text', () => {
    const text =
      'See [our team](/contact), [basics](/insights/pricing-basics/), [a fake](/insights/made-up), [Google](https://google.com) and <https://evil.example>. ![img](/x.png)';

    const result = keepOnlySiteLinks(text, new Set(['/contact', '/insights/pricing-basics']));

    expect(result).toBe(
      'See [our team](/contact), [basics](/insights/pricing-basics/), a fake, Google and evil.example. ',
    );
  });
});

describe('finishGeneratedArticle', () => {
  it('removes every link when links were not asked for', () => {
    const article = validArticle({ introduction: 'Talk to [us](/contact) today.' });

    const result = finishGeneratedArticle(article, { ...options, includeLinks: false });

    expect(result.introduction).toBe('Talk to us today.');
  });

  it('strips reserved headings and replaces generic section titles', () => {
    const article = validArticle({
      introduction: '## Introduction\n\nPricing matters.',
      conclusion: '**Conclusion**\n\nAct now.',
      sections: [
        { title: 'Section 1', content: 'First body.' },
        { title: '## Key Points', content: 'Second body.' },
        { title: 'Running a Test', content: '## Running a Test\n\n## Step one\n\nThird body.' },
      ],
      keyPoints: ['- Price on value.', '2. Test often.', 'Key point', 'Summary'],
    });

    const result = finishGeneratedArticle(article, options);

    expect(result.introduction).toBe('Pricing matters.');
    expect(result.conclusion).toBe('Act now.');
    expect(result.sections.map((section) => section.title)).toEqual([
      'Why Value pricing Matters',
      'Putting Value pricing Into Practice',
      'Running a Test',
    ]);
    expect(result.sections[2]?.content).toBe('### Step one\n\nThird body.');
    expect(result.keyPoints).toEqual(['Price on value.', 'Test often.']);
  });

  it('drops sections left empty and falls back to the title for an empty introduction', () => {
    const article = validArticle({
      introduction: '## Introduction',
      sections: [...validArticle().sections, { title: 'Empty One', content: '## Summary' }],
    });

    const result = finishGeneratedArticle(article, options);

    expect(result.introduction).toBe('Pricing');
    expect(result.sections).toHaveLength(3);
  });
});
