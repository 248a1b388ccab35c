/**
 * Image uploads through HTTP against the sandbox: the request's rules, a key the server chooses,
 * a real presigned POST to the S3 emulator, the check after it, and the image served at /media.
 * The emulator ignores the POST policy, so the check is what refuses a bad object there.
 */
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadResponse } from '@shared/schemas/upload';
import { startEngagementSandbox, type EngagementSandbox } from './engagement-sandbox';

// A 1x1 transparent PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const keyPattern = /^articles\/[0-9a-f-]{36}\.png$/;

let env: EngagementSandbox;
let s3: S3Client;

beforeAll(async () => {
  env = await startEngagementSandbox();
  s3 = new S3Client({
    region: 'us-east-1',
    endpoint: env.sandbox.endpoints.s3,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});

afterAll(async () => {
  s3?.destroy();
  await env?.end();
});

const requestUpload = (body: Record<string, unknown>) =>
  env.api<UploadResponse>('POST', '/api/admin/uploads', { body, token: env.adminToken });
const verify = (key: string) =>
  env.api<{ publicUrl: string }>('POST', '/api/admin/uploads/verify', {
    body: { key },
    token: env.adminToken,
  });

/** Posts the presigned form with the file last, as a browser form does. */
async function postForm(url: string, fields: Record<string, string>, file: Buffer, type: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)], { type }), 'upload.png');
  // The sandbox's /__s3 takes posts from the site's own origin only, as a browser there sends them.
  return fetch(url, { method: 'POST', headers: { origin: env.sandbox.url }, body: form });
}

describe('POST /api/admin/uploads', () => {
  it('refuses a file that is not an image with the spec message', async () => {
    const answer = await requestUpload({
      fileName: 'notes.pdf',
      contentType: 'application/pdf',
      size: 1000,
    });

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: {
        fields: { contentType: 'Invalid file type: Please upload an image file (JPEG, PNG, etc).' },
      },
    });
  });

  it('refuses a file over 5 MB with the spec message', async () => {
    const answer = await requestUpload({
      fileName: 'huge.png',
      contentType: 'image/png',
      size: 5 * 1024 * 1024 + 1,
    });

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: { fields: { size: 'File too large: Please upload an image under 5MB' } },
    });
  });

  it('chooses the key itself, whatever name and key the client sends', async () => {
    const answer = await requestUpload({
      fileName: '../../site/index.png',
      contentType: 'image/png',
      size: png.length,
      key: 'site/index.html',
    });

    expect(answer.status).toBe(200);
    expect(answer.body.key).toMatch(keyPattern);
    expect(answer.body.fields.key).toBe(answer.body.key);
    expect(answer.body.publicUrl).toBe(`/media/${answer.body.key}`);
  });

  it('refuses a caller without a token', async () => {
    const answer = await env.api('POST', '/api/admin/uploads', {
      body: { fileName: 'a.png', contentType: 'image/png', size: 10 },
    });

    expect(answer.status).toBe(401);
  });
});

describe('uploading and checking an image', () => {
  it('stores a PNG posted straight to the emulator and verifies it; /media keeps the original private', async () => {
    const { body: upload } = await requestUpload({
      fileName: 'Logo.PNG',
      contentType: 'image/png',
      size: png.length,
    });
    // The answer names the sandbox's same-origin proxy (/__s3); this posts to the emulator itself.
    const target = upload.url.startsWith('/__s3')
      ? `${env.sandbox.endpoints.s3}${upload.url.slice(5)}`
      : upload.url;

    const posted = await postForm(target, upload.fields, png, 'image/png');
    const checked = await verify(upload.key);
    const served = await fetch(`${env.sandbox.url}${upload.publicUrl}`);
    const stored = await s3.send(new GetObjectCommand({ Bucket: 'images', Key: upload.key }));

    expect(posted.status).toBe(204);
    expect(checked.status).toBe(200);
    expect(checked.body).toEqual({ publicUrl: upload.publicUrl });
    expect(stored.ContentType).toBe('image/png');
    expect(Buffer.from(await stored.Body!.transformToByteArray())).toEqual(png);
    // The original may carry EXIF: only the image worker's variants are public.
    expect(served.status).toBe(404);
  });

  it('accepts the same post through the site origin, as the browser sends it', async () => {
    const { body: upload } = await requestUpload({
      fileName: 'photo.png',
      contentType: 'image/png',
      size: png.length,
    });

    const posted = await postForm(
      new URL(upload.url, env.sandbox.url).href,
      upload.fields,
      png,
      'image/png',
    );

    expect(posted.status).toBe(204);
    expect((await verify(upload.key)).status).toBe(200);
  });

  it('deletes an object over 5 MB and answers the spec message', async () => {
    const key = 'articles/0f8fad5b-d9cb-469f-a165-70867728950e.png';
    await s3.send(
      new PutObjectCommand({
        Bucket: 'images',
        Key: key,
        Body: Buffer.alloc(5 * 1024 * 1024 + 1),
        ContentType: 'image/png',
      }),
    );

    const checked = await verify(key);

    expect(checked.status).toBe(400);
    expect(checked.body).toMatchObject({
      error: { message: 'File too large: Please upload an image under 5MB' },
    });
    expect((await fetch(`${env.sandbox.url}/media/${key}`)).status).toBe(404);
  });

  it('deletes an object that is not an image and answers the spec message', async () => {
    const key = 'articles/7c9e6679-7425-40de-944b-e07fc1f90ae7.png';
    await s3.send(
      new PutObjectCommand({
        Bucket: 'images',
        Key: key,
        Body: '<script>alert(1)</script>',
        ContentType: 'text/html',
      }),
    );

    const checked = await verify(key);

    expect(checked.status).toBe(400);
    expect(checked.body).toMatchObject({
      error: { message: 'Invalid file type: Please upload an image file (JPEG, PNG, etc).' },
    });
    expect((await fetch(`${env.sandbox.url}/media/${key}`)).status).toBe(404);
  });

  it('refuses to check a key it never hands out', async () => {
    const checked = await verify('site/index.html');

    expect(checked.status).toBe(400);
  });
});
