import { describe, expect, it } from 'vitest';
import type { ArticleRecord } from '@shared/schemas/article';
import {
  articleCardText,
  formatArticleDate,
  generatedExcerpt,
  isHiddenSectionTitle,
  isPublicArticle,
  linkArticleTokens,
  normaliseArticleContent,
  normaliseKeyPoints,
  normaliseSections,
  stripRedundantHeadings,
  toArticleDetail,
  toArticleSummary,
} from '@shared/rules/article-content';

function record(overrides: Partial<ArticleRecord> = {}): ArticleRecord {
  return {
    id: '0b7d2f7e-8a1c-4d1e-9f3a-1c2b3d4e5f60',
    title: 'Pricing for Growth',
    slug: 'pricing-for-growth',
    excerpt: 'Why price is strategy.',
    author_id: '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5',
    category_id: '11111111-2222-4333-8444-555555555555',
    author_name: 'Ada Lovelace',
    category_name: 'Strategy',
    introduction: '## Introduction\n\nPrice is the sharpest lever.',
    key_points: ['Price on value'],
    sections: [{ title: 'Value Metrics', content: '## Value Metrics\n\nCharge per outcome.' }],
    conclusion: '**Conclusion**\n\nRaise prices with care.',
    image_url: '/media/a.png',
    is_published: true,
    published_date: '2025-05-15T09:30:00.000Z',
    updated_at: '2025-05-16T09:30:00.000Z',
    created_at: '2025-05-15T09:30:00.000Z',
    version: 2,
    ...overrides,
  };
}

describe('normaliseKeyPoints', () => {
  it('keeps key points only when they are a list', () => {
    expect(normaliseKeyPoints('one, two')).toEqual([]);
    expect(normaliseKeyPoints(null)).toEqual([]);
  });

  it('turns every item into text and drops empty ones', () => {
    expect(normaliseKeyPoints([' a ', 2, true, null, '', { x: 1 }])).toEqual([
      'a',
      '2',
      'true',
      '{"x":1}',
    ]);
  });
});

describe('isHiddenSectionTitle', () => {
  it.each(['Introduction', 'Section 2', 'Part 3', 'Key Takeaways', 'Summary', 'Hi', ''])(
    'hides %j',
    (title) => {
      expect(isHiddenSectionTitle(title)).toBe(true);
    },
  );

  it('shows a descriptive title', () => {
    expect(isHiddenSectionTitle('Value Metrics')).toBe(false);
  });
});

describe('stripRedundantHeadings', () => {
  it('removes generic headings in every form and keeps the text', () => {
    const text =
      '# Introduction\n\nOne.\n\n**Key Points**\n\nTwo.\n\nSummary:\n\nThree.\n\nTakeaways';

    expect(stripRedundantHeadings(text)).toBe('One.\n\nTwo.\n\nThree.');
  });

  it('removes a heading repeating the section title', () => {
    expect(stripRedundantHeadings('### value metrics:\nCharge per outcome.', 'Value Metrics')).toBe(
      'Charge per outcome.',
    );
  });

  it('keeps real headings and headings inside code blocks', () => {
    const text = '### Pricing Models\n\n```\n## Summary\n```';

    expect(stripRedundantHeadings(text)).toBe(text);
  });

  it('strips the filler headings section 1 to 5', () => {
    const text = [1, 2, 3, 4, 5].map((n) => `## Section ${n}\nText ${n}`).join('\n');

    expect(stripRedundantHeadings(text)).toBe('Text 1\nText 2\nText 3\nText 4\nText 5');
  });
});

describe('normaliseSections', () => {
  it('keeps sections only when they are a list', () => {
    expect(normaliseSections({ title: 'a', content: 'b' })).toEqual([]);
  });

  it('replaces a section lacking a title or content', () => {
    const sections = [{ title: 'Only title' }, { content: 'Only content' }, 'text'];

    expect(normaliseSections(sections)).toEqual([
      { title: 'Unknown Section', content: 'Content unavailable' },
      { title: 'Unknown Section', content: 'Content unavailable' },
      { title: 'Unknown Section', content: 'Content unavailable' },
    ]);
  });

  it('hides generic titles but keeps their content', () => {
    const sections = [{ title: 'Section 1', content: 'Body' }];

    expect(normaliseSections(sections)).toEqual([{ title: '', content: 'Body' }]);
  });

  it('drops sections whose content is only redundant headings', () => {
    const sections = [
      { title: 'Value Metrics', content: '## Value Metrics\n\n## Summary' },
      { title: 'Packaging', content: 'Good, better, best.' },
    ];

    expect(normaliseSections(sections)).toEqual([
      { title: 'Packaging', content: 'Good, better, best.' },
    ]);
  });
});

describe('normaliseArticleContent', () => {
  it('applies the rules to every part of the body', () => {
    const content = normaliseArticleContent(record());

    expect(content).toEqual({
      introduction: 'Price is the sharpest lever.',
      keyPoints: ['Price on value'],
      sections: [{ title: 'Value Metrics', content: 'Charge per outcome.' }],
      conclusion: 'Raise prices with care.',
    });
  });

  it('copes with a record missing every body field', () => {
    expect(normaliseArticleContent({})).toEqual({
      introduction: '',
      keyPoints: [],
      sections: [],
      conclusion: '',
    });
  });
});

describe('isPublicArticle', () => {
  it('accepts a published article in an allowed category', () => {
    expect(isPublicArticle(record())).toBe(true);
  });

  it.each([
    ['a draft', { is_published: false }],
    ['a category outside the list', { category_name: 'Operations' }],
    ['a missing category', { category_name: '' }],
  ])('drops %s', (_case, overrides) => {
    expect(isPublicArticle(record(overrides))).toBe(false);
  });
});

describe('toArticleSummary and toArticleDetail', () => {
  it('maps the record to the public card', () => {
    expect(toArticleSummary(record(), 'Meridian')).toEqual({
      id: '0b7d2f7e-8a1c-4d1e-9f3a-1c2b3d4e5f60',
      title: 'Pricing for Growth',
      slug: 'pricing-for-growth',
      excerpt: 'Why price is strategy.',
      date: '2025-05-15T09:30:00.000Z',
      author: 'Ada Lovelace',
      category: 'Strategy',
      imageUrl: '/media/a.png',
    });
  });

  it('gives a missing author the default team author', () => {
    expect(toArticleSummary(record({ author_name: ' ' }), 'Meridian Advisory').author).toBe(
      'Meridian Advisory Team',
    );
  });

  it('adds the normalised body to the detail', () => {
    const detail = toArticleDetail(record(), 'Meridian');

    expect(detail.content.introduction).toBe('Price is the sharpest lever.');
    expect(detail.slug).toBe('pricing-for-growth');
  });
});

describe('card fallbacks', () => {
  it('formats the date in US English long form, in UTC', () => {
    expect(formatArticleDate('2025-05-15T23:30:00.000Z')).toBe('May 15, 2025');
  });

  it.each([undefined, null, '', 'not a date'])('shows No date for %j', (date) => {
    expect(formatArticleDate(date)).toBe('No date');
  });

  it('shows Untitled and Anonymous for a missing title and author', () => {
    expect(articleCardText({ title: ' ', author: null })).toEqual({
      title: 'Untitled',
      author: 'Anonymous',
      date: 'No date',
    });
  });
});

describe('linkArticleTokens', () => {
  it('turns slug tokens into links to /articles', () => {
    expect(linkArticleTokens('Read {pricing-for-growth} next.')).toBe(
      'Read [pricing-for-growth](/articles/pricing-for-growth) next.',
    );
  });

  it('leaves braces that do not hold a slug alone', () => {
    const text = 'Use {"a": 1} or {Not A Slug} or {}';

    expect(linkArticleTokens(text)).toBe(text);
  });
});

describe('generatedExcerpt', () => {
  it('uses the meta description when there is one', () => {
    expect(generatedExcerpt({ metaDescription: ' Meta ', introduction: 'Intro' })).toBe('Meta');
  });

  it('falls back to the first 150 characters of the introduction and an ellipsis', () => {
    const introduction = 'x'.repeat(200);

    const excerpt = generatedExcerpt({ metaDescription: '', introduction });

    expect(excerpt).toBe(`${'x'.repeat(150)}...`);
  });

  it('adds no ellipsis to a short introduction', () => {
    expect(generatedExcerpt({ introduction: 'Short  intro.\n' })).toBe('Short intro.');
  });
});
