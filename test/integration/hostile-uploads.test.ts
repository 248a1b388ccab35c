/**
 * Hostile image uploads (admin-portal.md section 5; DESIGN.md section 12, deviation 6).
 *
 * The browser posts files straight to the bucket with a presigned POST form. S3 enforces the
 * form's policy; the sandbox's S3 emulator does not, so the policy is checked as a document here
 * (decoded and evaluated with S3's rules against honest and hostile forms), and the server's
 * verify step, which catches what an unenforced policy lets through, is checked end to end: it
 * refuses and deletes a non-image and an over-size file.
 */
import { randomUUID } from 'node:crypto';
import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  imageTooLargeMessage,
  invalidImageTypeMessage,
  maxImageBytes,
  uploadResponseSchema,
  type UploadResponse,
} from '@shared/schemas/upload';
import { adminToken, expectCleanError, startSandbox, type HostileSandbox } from './hostile-support';

let sandbox: HostileSandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: false });
  token = await adminToken(sandbox);
});

afterAll(async () => {
  await sandbox?.stop();
});

async function post(path: string, body: unknown) {
  const response = await fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

async function requestUpload(body: Record<string, unknown>): Promise<UploadResponse> {
  const answer = await post('/api/admin/uploads', body);
  expect(answer.status, answer.text).toBe(200);
  return uploadResponseSchema.parse(JSON.parse(answer.text));
}

/** The multipart form the browser builds from a presigned form (fields first, file last). */
function formData(fields: Record<string, string>, file: Blob) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  data.append('file', file);
  return data;
}

/** Posts a file with the presigned form, as the browser on the site does. */
async function upload(
  form: UploadResponse,
  file: Blob,
  override: Record<string, string> = {},
  headers: Record<string, string> = { origin: sandbox.url },
) {
  const url = form.url.startsWith('/') ? `${sandbox.url}${form.url}` : form.url;
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body: formData({ ...form.fields, ...override }, file),
  });
  await response.arrayBuffer();
  return response.status;
}

/**
 * Posts straight to the S3 emulator, around the sandbox's gate: what reaches the bucket when a
 * store does not enforce the policy, so the API's verify step is tested on its own.
 */
async function uploadAroundGate(
  form: UploadResponse,
  file: Blob,
  override: Record<string, string>,
) {
  const bucket = form.url.replace(/^.*\//, '');
  const response = await fetch(`${sandbox.endpoints.s3}/${bucket}`, {
    method: 'POST',
    body: formData({ ...form.fields, ...override }, file),
  });
  await response.arrayBuffer();
  return response.status;
}

type Condition =
  | Record<string, string>
  | ['eq' | 'starts-with', string, string]
  | ['content-length-range', number, number];

interface PolicyDocument {
  expiration: string;
  conditions: Condition[];
}

function decodePolicy(form: UploadResponse): PolicyDocument {
  const encoded = form.fields.Policy ?? form.fields.policy;
  expect(encoded, 'the form carries a Policy field').toBeTruthy();
  return JSON.parse(Buffer.from(encoded!, 'base64').toString('utf8')) as PolicyDocument;
}

/**
 * Whether S3 would accept a POST with these form fields and this file size at time `at`, by the
 * rules of S3 POST policies: not expired; every condition met (exact match, `eq`, `starts-with`,
 * `content-length-range`); and every form field covered by a condition, except the policy,
 * the signature, the file and `x-ignore-*` fields.
 */
function policyAllows(
  policy: PolicyDocument,
  fields: Record<string, string>,
  size: number,
  at: Date,
): boolean {
  if (at.getTime() >= Date.parse(policy.expiration)) return false;
  const value = (name: string) =>
    Object.entries(fields).find(([field]) => field.toLowerCase() === name.toLowerCase())?.[1];
  const covered = new Set<string>();
  for (const condition of policy.conditions) {
    if (Array.isArray(condition)) {
      const [operator, target, expected] = condition;
      if (operator === 'content-length-range') {
        if (size < (target as number) || size > (expected as number)) return false;
        continue;
      }
      const name = (target as string).replace(/^\$/, '');
      covered.add(name.toLowerCase());
      const actual = value(name) ?? '';
      if (operator === 'eq' && actual !== expected) return false;
      if (operator === 'starts-with' && !actual.startsWith(expected as string)) return false;
    } else {
      for (const [name, expected] of Object.entries(condition)) {
        covered.add(name.toLowerCase());
        if (value(name) !== expected) return false;
      }
    }
  }
  const exempt = /^(policy|x-amz-signature|signature|file|x-ignore-.*)$/i;
  return Object.keys(fields).every(
    (field) => exempt.test(field) || covered.has(field.toLowerCase()),
  );
}

// A complete 1x1 PNG: the verify step reads the image itself, so a bare header is refused.
const png = () =>
  new Blob(
    [
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        'base64',
      ),
    ],
    { type: 'image/png' },
  );

describe('image uploads under hostile requests', () => {
  it('refuses a non-image type, SVG included, with the spec message', async () => {
    for (const contentType of ['text/html', 'application/x-msdownload', 'image/svg+xml', '']) {
      const answer = await post('/api/admin/uploads', { fileName: 'x.png', contentType, size: 10 });

      expect(answer.status).toBe(400);
      expectCleanError(answer.text);
      expect(answer.text).toContain(invalidImageTypeMessage.slice(0, 20));
    }
  });

  it('refuses a file over 5 MB with the spec message', async () => {
    const answer = await post('/api/admin/uploads', {
      fileName: 'big.png',
      contentType: 'image/png',
      size: maxImageBytes + 1,
    });

    expect(answer.status).toBe(400);
    expectCleanError(answer.text);
    expect(answer.text).toContain(imageTooLargeMessage);
  });

  it('ignores a key the client asks for and picks its own, never reusing one', async () => {
    const asked = 'articles/chosen-by-client.png';

    const first = await requestUpload({
      fileName: '../../../index.html/..png',
      contentType: 'image/png',
      size: 10,
      key: asked,
      Key: asked,
      fields: { key: asked },
    });
    const second = await requestUpload({ fileName: 'a.png', contentType: 'image/png', size: 10 });

    const serverKey =
      /^articles\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,5}$/;
    expect(first.key).toMatch(serverKey);
    expect(first.key).not.toBe(asked);
    expect(first.fields.key).toBe(first.key);
    expect(first.publicUrl).toBe(`/media/${first.key}`);
    expect(second.key).not.toBe(first.key);
  });

  it('signs a policy that pins the key, the image type, 1 byte to 5 MB and expires within 5 minutes', async () => {
    const requestedAt = Date.now();
    const form = await requestUpload({
      fileName: 'photo.JPG',
      contentType: 'image/jpeg',
      size: 1234,
    });
    const policy = decodePolicy(form);
    const at = new Date();

    // The document itself.
    const expires = Date.parse(policy.expiration);
    expect(expires).toBeGreaterThan(requestedAt);
    expect(expires - requestedAt).toBeLessThanOrEqual(300_000 + 5_000);
    expect(policy.conditions).toContainEqual({ key: form.key });
    expect(policy.conditions).toContainEqual(['content-length-range', 1, maxImageBytes]);
    expect(policy.conditions).toContainEqual(['starts-with', '$Content-Type', 'image/']);
    expect(policy.conditions).toContainEqual({ 'Content-Type': 'image/jpeg' });

    // What S3 would make of honest and hostile forms.
    expect(policyAllows(policy, form.fields, 1234, at)).toBe(true);
    expect(
      policyAllows(policy, { ...form.fields, key: `articles/${randomUUID()}.jpg` }, 1234, at),
    ).toBe(false);
    expect(policyAllows(policy, { ...form.fields, key: 'index.html' }, 1234, at)).toBe(false);
    expect(policyAllows(policy, { ...form.fields, 'Content-Type': 'text/html' }, 1234, at)).toBe(
      false,
    );
    expect(
      policyAllows(policy, { ...form.fields, 'Content-Type': 'image/svg+xml' }, 1234, at),
    ).toBe(false);
    expect(policyAllows(policy, form.fields, maxImageBytes + 1, at)).toBe(false);
    expect(policyAllows(policy, form.fields, 0, at)).toBe(false);
    expect(policyAllows(policy, { ...form.fields, acl: 'public-read-write' }, 1234, at)).toBe(
      false,
    );
    expect(policyAllows(policy, form.fields, 1234, new Date(expires + 1000))).toBe(false);
  });

  it('verify deletes a non-image that reached the bucket around the policy, and refuses it', async () => {
    const form = await requestUpload({ fileName: 'cat.png', contentType: 'image/png', size: 60 });
    const html = new Blob(['<script>alert(1)</script>'], { type: 'text/html' });
    expect(await uploadAroundGate(form, html, { 'Content-Type': 'text/html' })).toBeLessThan(300);

    const answer = await post('/api/admin/uploads/verify', { key: form.key });

    expect(answer.status).toBe(400);
    expectCleanError(answer.text);
    expect(answer.text).toContain(invalidImageTypeMessage.slice(0, 20));
    expect((await fetch(`${sandbox.url}${form.publicUrl}`)).status).toBe(404);
  });

  it('verify deletes a file over 5 MB that reached the bucket around the policy, and refuses it', async () => {
    const form = await requestUpload({ fileName: 'huge.png', contentType: 'image/png', size: 100 });
    const huge = new Blob([new Uint8Array(maxImageBytes + 1)], { type: 'image/png' });
    expect(await uploadAroundGate(form, huge, {})).toBeLessThan(300);

    const answer = await post('/api/admin/uploads/verify', { key: form.key });

    expect(answer.status).toBe(400);
    expect(answer.text).toContain(imageTooLargeMessage);
    expect((await fetch(`${sandbox.url}${form.publicUrl}`)).status).toBe(404);
  });

  it('verify refuses keys it never handed out, and accepts a real image', async () => {
    for (const key of [
      '../admin-password',
      'articles/x.png',
      'index.html',
      `articles/${randomUUID()}.png/../../x`,
    ]) {
      const answer = await post('/api/admin/uploads/verify', { key });
      expect(answer.status, key).toBeGreaterThanOrEqual(400);
      expect(answer.status, key).toBeLessThan(500);
      expectCleanError(answer.text);
    }

    const form = await requestUpload({ fileName: 'dot.png', contentType: 'image/png', size: 33 });
    expect(await upload(form, png())).toBeLessThan(300);
    const answer = await post('/api/admin/uploads/verify', { key: form.key });
    const media = await fetch(`${sandbox.url}${form.publicUrl}`);

    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ publicUrl: form.publicUrl });
    // The original stays private (it may carry EXIF); pages name its processed variants.
    expect(media.status).toBe(404);
  });
});

describe("the sandbox's /__s3 endpoint enforces the presigned policy, as S3 does", () => {
  /** Whether anything was stored under the form's key. */
  async function stored(form: UploadResponse) {
    // Read from the S3 emulator itself: /media serves processed variants only.
    const bucket = form.url.replace(/^.*\//, '');
    const answer = await fetch(`${sandbox.endpoints.s3}/${bucket}/${form.key}`, { method: 'HEAD' });
    return answer.status === 200;
  }

  it('accepts the honest form posted from the site', async () => {
    const form = await requestUpload({ fileName: 'ok.png', contentType: 'image/png', size: 33 });

    expect(await upload(form, png())).toBeLessThan(300);
    expect(await stored(form)).toBe(true);
  });

  it('refuses an unsigned form and a signature over another policy', async () => {
    const form = await requestUpload({ fileName: 'a.png', contentType: 'image/png', size: 33 });
    const other = await requestUpload({ fileName: 'b.png', contentType: 'image/png', size: 33 });
    const unsigned = Object.fromEntries(
      Object.entries(form.fields).filter(([name]) => !/policy|signature/i.test(name)),
    );

    const answers = [
      await fetch(`${sandbox.url}${form.url}`, {
        method: 'POST',
        headers: { origin: sandbox.url },
        body: formData(unsigned, png()),
      }).then((r) => r.status),
      await upload(form, png(), { 'X-Amz-Signature': other.fields['X-Amz-Signature']! }),
      await upload(form, png(), { 'X-Amz-Signature': '0'.repeat(64) }),
    ];

    expect(answers).toEqual([403, 403, 403]);
    expect(await stored(form)).toBe(false);
  });

  it('refuses forms whose fields break the signed policy', async () => {
    const form = await requestUpload({ fileName: 'c.png', contentType: 'image/png', size: 33 });
    const html = new Blob(['<script>alert(1)</script>'], { type: 'text/html' });

    const answers = {
      otherKey: await upload(form, png(), { key: `articles/${randomUUID()}.png` }),
      escapingKey: await upload(form, png(), { key: '../../web/build/client/index.html' }),
      html: await upload(form, html, { 'Content-Type': 'text/html' }),
      svg: await upload(form, png(), { 'Content-Type': 'image/svg+xml' }),
      extraField: await upload(form, png(), { acl: 'public-read-write' }),
      empty: await upload(form, new Blob([], { type: 'image/png' })),
    };

    expect(answers).toEqual({
      otherKey: 403,
      escapingKey: 403,
      html: 403,
      svg: 403,
      extraField: 403,
      empty: 400,
    });
    expect(await stored(form)).toBe(false);
  });

  it('refuses a file over the size the policy allows', async () => {
    const form = await requestUpload({ fileName: 'big.png', contentType: 'image/png', size: 99 });
    const huge = new Blob([new Uint8Array(maxImageBytes + 1)], { type: 'image/png' });

    expect(await upload(form, huge)).toBe(400);
    expect(await stored(form)).toBe(false);
  });

  it('refuses an expired form', async () => {
    const key = `articles/${randomUUID()}.png`;
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: sandbox.endpoints.s3,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const signed = await createPresignedPost(client, {
      Bucket: 'images',
      Key: key,
      Fields: { 'Content-Type': 'image/png' },
      Expires: -60,
    });
    client.destroy();
    const form = { url: '/__s3/images', fields: signed.fields, key, publicUrl: `/media/${key}` };

    expect(await upload(form, png())).toBe(403);
    expect(await stored(form)).toBe(false);
  });

  it('refuses posts from another origin, or with none', async () => {
    const form = await requestUpload({ fileName: 'd.png', contentType: 'image/png', size: 33 });

    expect(await upload(form, png(), {}, { origin: 'https://evil.example' })).toBe(403);
    expect(
      await upload(form, png(), {}, { origin: sandbox.url, 'sec-fetch-site': 'cross-site' }),
    ).toBe(403);
    expect(await upload(form, png(), {}, {})).toBe(403);
    expect(await stored(form)).toBe(false);
  });

  it('refuses PUT, DELETE, listing and paths off the bucket', async () => {
    const form = await requestUpload({ fileName: 'e.png', contentType: 'image/png', size: 33 });
    expect(await upload(form, png())).toBeLessThan(300);
    const headers = { origin: sandbox.url };
    const base = `${sandbox.url}/__s3/images`;

    const answers = [
      (await fetch(`${base}/${form.key}`, { method: 'PUT', headers, body: '<h1>x</h1>' })).status,
      (await fetch(`${base}/${form.key}`, { method: 'DELETE', headers })).status,
      (await fetch(base, { headers })).status,
      (await fetch(`${base}/${form.key}`, { headers })).status,
      (
        await fetch(`${base}/articles`, {
          method: 'POST',
          headers,
          body: formData(form.fields, png()),
        })
      ).status,
    ];

    expect(answers).toEqual([405, 405, 405, 405, 403]);
    expect(await stored(form)).toBe(true);
  });
});
