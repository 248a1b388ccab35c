import { beforeAll, describe, expect, it } from 'vitest';
import { publicUploadUrl, s3ImageStorage } from '@functions/adapters/image-storage';

beforeAll(() => {
  // The storage reads its configuration once, on first use.
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
    S3_ENDPOINT: 'http://127.0.0.1:4569',
    S3_PUBLIC_ENDPOINT: '/__s3',
    IMAGES_BUCKET: 'images',
  });
});

describe('publicUploadUrl', () => {
  it('swaps the emulator origin for the public base and leaves other addresses alone', () => {
    expect(publicUploadUrl('http://127.0.0.1:4569/images', 'http://127.0.0.1:4569', '/__s3')).toBe(
      '/__s3/images',
    );
    expect(publicUploadUrl('https://images.s3.amazonaws.com/', undefined, undefined)).toBe(
      'https://images.s3.amazonaws.com/',
    );
    expect(
      publicUploadUrl('https://images.s3.amazonaws.com/', 'http://127.0.0.1:4569', '/__s3'),
    ).toBe('https://images.s3.amazonaws.com/');
  });
});

describe('s3ImageStorage.presignUpload', () => {
  it('signs a policy fixing the key, the type, the size range and a 300 s expiry', async () => {
    const before = Date.now();

    const form = await s3ImageStorage.presignUpload({
      key: 'articles/abc.png',
      contentType: 'image/png',
      maxBytes: 5 * 1024 * 1024,
      expiresSeconds: 300,
    });

    const policy = JSON.parse(Buffer.from(form.fields.Policy!, 'base64').toString('utf8'));
    expect(form.url).toBe('/__s3/images');
    expect(form.fields).toMatchObject({ key: 'articles/abc.png', 'Content-Type': 'image/png' });
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { key: 'articles/abc.png' },
        { 'Content-Type': 'image/png' },
        ['starts-with', '$Content-Type', 'image/'],
        ['content-length-range', 1, 5 * 1024 * 1024],
      ]),
    );
    const expiresIn = Date.parse(policy.expiration) - before;
    expect(expiresIn).toBeGreaterThan(298_000);
    expect(expiresIn).toBeLessThanOrEqual(301_000);
  });
});
