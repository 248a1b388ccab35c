/** A stored article, as the editor tests load it. */
import type { ArticleRecord } from '@shared/schemas/article';

export const ids = {
  author: '00000000-0000-4000-8000-00000000000a',
  category: '00000000-0000-4000-8000-00000000000b',
};

export const storedArticle: ArticleRecord = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Stored',
  slug: 'stored',
  excerpt: 'Stored excerpt',
  author_id: ids.author,
  category_id: ids.category,
  author_name: 'A',
  category_name: 'C',
  introduction: 'Intro.',
  key_points: ['One', 'Two'],
  sections: [{ title: 'First', content: 'Body.' }],
  conclusion: 'End.',
  image_url: '',
  is_published: false,
  published_date: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  created_at: '2025-01-01T00:00:00.000Z',
  version: 4,
};
