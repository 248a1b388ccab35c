import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { publicUploadUrl, s3ImageStorage } from '@functions/adapters/image-storage';
import { presignedPost } from '@functions/adapters/presigned-post';

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

describe('presignedPost', () => {
  const now = new Date('2026-11-28T07:15:42.123Z');
  const request = {
    bucket: 'images',
    key: 'articles/abc.png',
    fields: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=3600' },
    conditions: [
      ['starts-with', '$Content-Type', 'image/'],
      ['content-length-range', 1, 5 * 1024 * 1024],
    ],
    expiresSeconds: 300,
  };

  /** The form `@aws-sdk/s3-presigned-post` makes with the S3 client for the same request. */
  async function libraryForm(region: string, endpoint: string | undefined, sessionToken?: string) {
    vi.useFakeTimers({ now });
    try {
      const client = new S3Client({
        region,
        ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
        credentials: { accessKeyId: 'test', secretAccessKey: 'test', sessionToken },
      });
      return await createPresignedPost(client, {
        Bucket: request.bucket,
        Key: request.key,
        Fields: request.fields,
        Conditions: request.conditions as never,
        Expires: request.expiresSeconds,
      });
    } finally {
      vi.useRealTimers();
    }
  }

  it("makes the form the SDK's createPresignedPost makes, against an emulator and in AWS", async () => {
    expect(
      presignedPost({ region: 'us-east-1', endpoint: 'http://127.0.0.1:4569' }, request, now),
    ).toEqual(await libraryForm('us-east-1', 'http://127.0.0.1:4569'));
    expect(presignedPost({ region: 'eu-west-1' }, request, now)).toEqual(
      await libraryForm('eu-west-1', undefined),
    );
  });

  it("carries Lambda's session token in the form and in the policy, as the SDK does", async () => {
    vi.stubEnv('AWS_SESSION_TOKEN', 'session-token');
    try {
      const form = presignedPost({ region: 'eu-west-1' }, request, now);

      expect(form).toEqual(await libraryForm('eu-west-1', undefined, 'session-token'));
      expect(form.fields['X-Amz-Security-Token']).toBe('session-token');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
