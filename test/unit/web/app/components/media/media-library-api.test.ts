import { describe, expect, it } from 'vitest';
import { formatBytes } from '~/components/media/media-library-api';

describe('formatBytes', () => {
  it('reads bytes, then whole kilobytes, then megabytes to one decimal', () => {
    expect(formatBytes(812)).toBe('812 B');
    expect(formatBytes(48 * 1024 + 300)).toBe('48 KB');
    expect(formatBytes(Math.round(1.44 * 1024 * 1024))).toBe('1.4 MB');
  });
});
