import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ArticleRecord } from '@shared/schemas/article';
import { RevisionDiff } from '~/features/content-workflow/components/revision-diff';

const kept: ArticleRecord = {
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  title: 'Pricing for growth',
  slug: 'pricing-for-growth',
  excerpt: 'An excerpt.',
  author_id: '11111111-1111-4111-8111-111111111111',
  category_id: '22222222-2222-4222-8222-222222222222',
  author_name: 'Ada',
  category_name: 'Strategy',
  introduction: 'The first line.\nThe second line.',
  key_points: ['One'],
  sections: [{ title: 'Start', content: 'Text.' }],
  conclusion: 'End.',
  image_url: '',
  is_published: false,
  published_date: '2025-06-01T09:00:00.000Z',
  updated_at: '2025-06-01T09:00:00.000Z',
  created_at: '2025-06-01T09:00:00.000Z',
  version: 1,
};

const render = (current: ArticleRecord) =>
  renderToStaticMarkup(
    createElement(RevisionDiff, { type: 'article', revision: kept, revisionVersion: 1, current }),
  );

describe('RevisionDiff', () => {
  it('shows only changed fields side by side, removed words struck on the left, added marked on the right', () => {
    const html = render({
      ...kept,
      title: 'Pricing for durable growth',
      introduction: 'The first line.\nA new second line.',
      is_published: true,
      version: 3,
    });

    expect(html).toContain('Current (version 3)');
    expect(html).toContain('Version 1');
    expect(html).toMatch(/<th scope="row"[^>]*>Title<\/th>/);
    expect(html).toContain('<ins');
    expect(html).toMatch(/<ins[^>]*>durable <\/ins>/);
    expect(html).toMatch(/<del[^>]*>The<\/del>/);
    expect(html).toMatch(/<th scope="row"[^>]*>Published<\/th>/);
    expect(html).toMatch(/Unchanged: Slug, Excerpt/);
    expect(html).not.toMatch(/<th scope="row"[^>]*>Slug<\/th>/);
  });

  it('says so when the revision has the same fields as the current version', () => {
    const html = render({ ...kept, version: 2, updated_at: '2025-06-02T09:00:00.000Z' });

    expect(html).toContain('This revision has the same fields as the current version.');
    expect(html).not.toContain('<table');
  });
});
