import { describe, expect, it } from 'vitest';
import { decodeCursor, decodeKeyCursor, encodeCursor } from '@functions/lib/cursor';

describe('list cursors', () => {
  it('round-trips a value and refuses what is not base64url JSON', () => {
    expect(decodeCursor(encodeCursor(['a', 1]))).toEqual(['a', 1]);
    expect(decodeCursor('%%%')).toBeUndefined();
    expect(decodeCursor(Buffer.from('{not json').toString('base64url'))).toBeUndefined();
  });

  it('gives back a key only with exactly its string attributes and the fixed partition', () => {
    const key = { email: 'a@example.com', entity: 'subscriber', created_at: '2026-01-01' };
    const names = ['email', 'entity', 'created_at'];
    const fixed = { entity: 'subscriber' };
    expect(decodeKeyCursor(encodeCursor(key), names, fixed)).toEqual(key);
    expect(
      decodeKeyCursor(encodeCursor({ ...key, entity: 'other' }), names, fixed),
    ).toBeUndefined();
    expect(decodeKeyCursor(encodeCursor({ ...key, extra: 'x' }), names, fixed)).toBeUndefined();
    expect(decodeKeyCursor(encodeCursor({ ...key, email: 1 }), names, fixed)).toBeUndefined();
    expect(decodeKeyCursor(encodeCursor([key]), names, fixed)).toBeUndefined();
  });
});
