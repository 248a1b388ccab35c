/**
 * The images bucket's reads and deletes made as signed calls without the S3 client
 * (functions/adapters/signed-s3-objects.ts, through media-objects.ts), against the sandbox's S3
 * emulator: the bytes read are the object's, as the SDK reads them; a missing key reads as
 * undefined; a delete removes the object and a delete of a missing key succeeds, as S3's does.
 */
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '@functions/lib/config';
import { mediaFiles, mediaReads } from '@functions/adapters/media-objects';
import { startContentSandbox, uploadImage, type ContentSandbox } from './content-sandbox';

let env: ContentSandbox;
let s3: S3Client;

beforeAll(async () => {
  env = await startContentSandbox();
  s3 = new S3Client({
    region: 'us-east-1',
    endpoint: env.sandbox.endpoints.s3,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
}, 300_000);

afterAll(async () => {
  s3?.destroy();
  await env?.end();
});

async function sdkBytes(key: string): Promise<Uint8Array> {
  const object = await s3.send(new GetObjectCommand({ Bucket: config().imagesBucket, Key: key }));
  return object.Body!.transformToByteArray();
}

async function exists(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: config().imagesBucket, Key: key }));
    return true;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
      return false;
    throw error;
  }
}

describe('signed S3 object calls', () => {
  it('read an object as the SDK reads it, and a missing key as undefined', async () => {
    const uploaded = await uploadImage(env, 'Signed read.png', { width: 320, height: 200 });

    const bytes = await mediaReads.read(uploaded.key);

    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(bytes!.length).toBeGreaterThan(0);
    expect(Buffer.from(bytes!).equals(Buffer.from(await sdkBytes(uploaded.key)))).toBe(true);
    expect(await mediaReads.read(`${uploaded.key}-missing`)).toBeUndefined();
  }, 120_000);

  it('delete the objects named, a missing one without an error', async () => {
    const uploaded = await uploadImage(env, 'Signed delete.png', { width: 300, height: 200 });
    expect(await exists(uploaded.key)).toBe(true);

    await mediaFiles.remove([uploaded.key, `${uploaded.key}-never-there`]);

    expect(await exists(uploaded.key)).toBe(false);
    expect(await mediaReads.read(uploaded.key)).toBeUndefined();
  }, 120_000);
});
