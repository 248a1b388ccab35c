/** The image-address rule: only site paths and http(s) URLs reach an <img src>. */
import { describe, expect, it } from 'vitest';
import { safeImageSrc } from '@shared/schemas/primitives';

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
});
