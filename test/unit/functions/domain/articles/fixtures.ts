/** Records and bodies for the content domain tests. */
import type { ArticleCreateBody, ArticleRecord } from '@shared/schemas/article';
import type { AuthorRecord } from '@shared/schemas/author';
import type { CategoryRecord } from '@shared/schemas/category';
import { InMemoryContent } from './in-memory-content';

export const authorId = '11111111-1111-4111-8111-111111111111';
export const strategyId = '22222222-2222-4222-8222-222222222222';
export const operationsId = '33333333-3333-4333-8333-333333333333';

const created = '2025-01-01T00:00:00.000Z';

/** A store with one author ('Ada Writer') and the categories Strategy and Operations. */
export function contentWithReferences(): InMemoryContent {
  const content = new InMemoryContent();
  const author: AuthorRecord = {
    id: authorId,
    name: 'Ada Writer',
    bio: '',
    avatar_url: '',
    created_at: created,
    updated_at: created,
  };
  const category = (id: string, name: string): CategoryRecord => ({
    id,
    name,
    created_at: created,
    updated_at: created,
  });
  content.authorRows.set(authorId, author);
  content.categoryRows.set(strategyId, category(strategyId, 'Strategy'));
  content.categoryRows.set(operationsId, category(operationsId, 'Operations'));
  return content;
}

/** A valid create body in Strategy by Ada Writer. */
export function createBody(fields: Partial<ArticleCreateBody> = {}): ArticleCreateBody {
  return {
    title: 'Winning the First Meeting',
    slug: '',
    excerpt: 'How to open.',
    author_id: authorId,
    category_id: strategyId,
    introduction: 'Buyers decide in the first ten minutes.',
    key_points: ['Point'],
    sections: [{ title: 'Opening well', content: 'Content.' }],
    conclusion: 'End.',
    image_url: '',
    is_published: true,
    ...fields,
  };
}

let next = 0;

/** A stored, published article in Strategy, `minutes` after 2025-01-01. */
export function storedArticle(minutes: number, fields: Partial<ArticleRecord> = {}): ArticleRecord {
  next += 1;
  const date = new Date(Date.parse(created) + minutes * 60_000).toISOString();
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    title: `Article ${minutes}`,
    slug: `article-${minutes}`,
    excerpt: 'Excerpt.',
    author_id: authorId,
    category_id: strategyId,
    author_name: 'Ada Writer',
    category_name: 'Strategy',
    introduction: 'Buyers decide in the first ten minutes.',
    key_points: ['Point'],
    sections: [{ title: 'A section', content: 'Content.' }],
    conclusion: 'End.',
    image_url: '',
    is_published: true,
    published_date: date,
    updated_at: date,
    created_at: date,
    version: 1,
    ...fields,
  };
}
