import { describe, expect, it } from 'vitest';
import {
  adminArticleListQuerySchema,
  decodeCursor,
  encodeCursor,
} from '@shared/schemas/admin-list';

const position = '2026-01-02T03:04:05.678Z#0b6c4c1e-8f5e-4d7a-9a3b-2f1f3c7d9e10';

describe('list cursors', () => {
  it('decodes the cursor of a position back to it', () => {
    expect(decodeCursor(encodeCursor(position))).toBe(position);
  });

  it('refuses what the server would not make', () => {
    expect(decodeCursor('%%%')).toBeUndefined();
    expect(decodeCursor(encodeCursor('{"pk":"article|"}'))).toBeUndefined();
    expect(decodeCursor(`${encodeCursor(position)}=`)).toBeUndefined();
  });
});

describe('the article list query', () => {
  it('treats empty parameters as absent and coerces the limit', () => {
    expect(
      adminArticleListQuerySchema.parse({ q: '', status: '', limit: '10', sort: 'oldest' }),
    ).toEqual({ limit: 10, sort: 'oldest' });
  });

  it('names the parameter of a bad value', () => {
    const result = adminArticleListQuerySchema.safeParse({ status: 'live', cursor: 'x!' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'cursor',
      'status',
    ]);
  });
});
