/**
 * Which uploads a row shows, and how: every place a live page would break if the upload went
 * (featured image, social image, markdown images of the body, an author's photo), uploads only.
 */
import { describe, expect, it } from 'vitest';
import type { ArticleRecord } from '@shared/schemas/article';
import {
  articleImageUses,
  authorImageUses,
  imageUseChanges,
} from '@functions/domain/media/image-uses';

const upload = (name: string) => `/media/articles/${name}.png`;

function article(fields: Partial<ArticleRecord>): ArticleRecord {
  return {
    id: 'a1',
    title: 'T',
    slug: 't',
    excerpt: '',
    author_id: 'au',
    category_id: 'c',
    author_name: 'A',
    category_name: 'C',
    introduction: '',
    key_points: [],
    sections: [],
    conclusion: '',
    image_url: '',
    is_published: false,
    published_date: '2026-01-01T00:00:00.000Z',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    version: 1,
    ...fields,
  };
}

describe('the uses of an article', () => {
  it('names each upload once with all its roles, and leaves other addresses out', () => {
    const uses = articleImageUses(
      article({
        image_url: upload('hero'),
        seo: {
          meta_title: '',
          meta_description: '',
          social_image: upload('hero'),
          canonical: '',
          noindex: false,
        },
        introduction: `![x](${upload('intro')})`,
        key_points: [`![x](${upload('point')})`],
        sections: [{ title: 'S', content: `![x](${upload('section')}) ![y](/images/hero.svg)` }],
        conclusion: `![x](${upload('hero')})`,
        excerpt: `![x](https://elsewhere.example/${upload('x')})`,
      }),
    );

    expect(Object.fromEntries(uses)).toEqual({
      'articles/hero.png': ['body', 'featured', 'social'],
      'articles/intro.png': ['body'],
      'articles/point.png': ['body'],
      'articles/section.png': ['body'],
    });
  });

  it("an author's photo is its only use", () => {
    expect(Object.fromEntries(authorImageUses({ avatar_url: upload('me') }))).toEqual({
      'articles/me.png': ['photo'],
    });
    expect(authorImageUses({ avatar_url: '' }).size).toBe(0);
  });
});

describe('what a save changes', () => {
  it('records new uses and changed roles, drops the uses that went, leaves the rest', () => {
    const before = new Map([
      ['kept', ['body'] as const],
      ['moved', ['body'] as const],
      ['gone', ['featured'] as const],
    ]);
    const after = new Map([
      ['kept', ['body'] as const],
      ['moved', ['body', 'social'] as const],
      ['new', ['featured'] as const],
    ]);

    const { record, drop } = imageUseChanges(before, after);

    expect([...record.keys()]).toEqual(['moved', 'new']);
    expect(drop).toEqual(['gone']);
  });
});
