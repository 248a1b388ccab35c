/** The image-address rule: only site paths under /media/ and /images/ reach an <img src>. */
import { describe, expect, it } from 'vitest';
import { safeImageSrc } from '@shared/rules/image-address';
import { imageUrlSchema } from '@shared/schemas/primitives';

describe('safeImageSrc', () => {
  it.each([
    '/media/a.png',
    '/media/articles/0b0e2f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b.webp',
    '  /images/x.svg  ',
    '/images/team/priya%20raman.svg',
  ])('keeps the image address %s', (value) => {
    expect(safeImageSrc(value)).toBe(value.trim());
  });

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    '//evil.example/a.png',
    '/\\evil.example/x.png',
    '/media/\\evil.example/x.png',
    '/media//evil.example/x.png',
    '/media/../admin/index.html',
    '/media/./a.png',
    '/media/',
    '/admin/x.png',
    '/mediafoo/x.png',
    '/media/a.png?x=1',
    '/media/a b.png',
    'https://cdn.example/a.png',
    'http://evil.example/x.png',
    'JaVaScRiPt:x',
    '',
    null,
    undefined,
  ])('drops %s so it never reaches an img src', (value) => {
    expect(safeImageSrc(value)).toBeUndefined();
  });

  it('the input schema applies the same rule, length limit included', () => {
    const long = `/media/${'a'.repeat(2048)}.png`;
    expect(safeImageSrc(long)).toBeUndefined();
    expect(imageUrlSchema.safeParse(long).success).toBe(false);
    expect(imageUrlSchema.safeParse('/\\evil.example/x.png').success).toBe(false);
    expect(imageUrlSchema.safeParse('/media/a.png').success).toBe(true);
    expect(imageUrlSchema.safeParse('').success).toBe(true);
  });
});
