/** The image-address rule: only site paths and http(s) URLs reach an <img src>. */
import { describe, expect, it } from 'vitest';
import { safeImageSrc } from '@shared/rules/image-address';
import { imageUrlSchema } from '@shared/schemas/primitives';

describe('safeImageSrc', () => {
  it.each(['/media/a.png', 'https://cdn.example/a.png', '  /images/x.svg  '])(
    'keeps the image address %s',
    (value) => {
      expect(safeImageSrc(value)).toBe(value.trim());
    },
  );

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    '//evil.example/a.png',
    'JaVaScRiPt:x',
    '',
    null,
    undefined,
  ])('drops %s so it never reaches an img src', (value) => {
    expect(safeImageSrc(value)).toBeUndefined();
  });

  it('drops an address longer than the limit, as the input schema refuses it', () => {
    const long = `https://cdn.example/${'a'.repeat(2048)}.png`;
    expect(safeImageSrc(long)).toBeUndefined();
    expect(imageUrlSchema.safeParse(long).success).toBe(false);
    expect(imageUrlSchema.safeParse('https://cdn.example/a.png').success).toBe(true);
  });
});
