import { describe, expect, it } from 'vitest';
import { renderJobOf } from '@functions/wiring/publication-listeners';

const id = '00000000-0000-4000-8000-000000000001';

describe('the render listener of the publication events', () => {
  it('asks to render an article at its slug, the slug it was renamed from and its earlier ones', () => {
    expect(
      renderJobOf({
        type: 'changed-while-public',
        kind: 'article',
        id,
        slug: 'new',
        previousSlug: 'old',
        earlierSlugs: ['older'],
        deleted: false,
      }),
    ).toEqual({ type: 'article', id, slugs: ['new', 'old', 'older'] });
  });

  it('names every slug of a deleted article, so the worker can take its pages and 301s down', () => {
    expect(
      renderJobOf({
        type: 'stopped-being-public',
        kind: 'article',
        id,
        slug: 'live',
        earlierSlugs: ['a', 'b'],
        deleted: true,
      }),
    ).toEqual({ type: 'article', id, slugs: ['live', 'a', 'b'] });
  });

  it('asks to render a page at its slug', () => {
    expect(
      renderJobOf({
        type: 'became-public',
        kind: 'page',
        id,
        slug: 'pricing',
        earlierSlugs: [],
        deleted: false,
      }),
    ).toEqual({ type: 'page', id, slug: 'pricing' });
  });
});
