/**
 * The verify step decides an upload's type from its bytes (magic numbers), never from the type it
 * declared: an SVG, an HTML page or a TIFF posted as image/png or image/jpeg, through the honest
 * presigned form, is refused with the type message and deleted; a real raster image whose label
 * is another accepted type is still an image and is accepted.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  invalidImageTypeMessage,
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

/** Asks for a presigned form and posts `bytes` with it, labelled `contentType`, as a browser. */
async function uploadAs(bytes: Uint8Array, fileName: string, contentType: string) {
  const asked = await post('/api/admin/uploads', {
    fileName,
    contentType,
    size: bytes.length,
  });
  expect(asked.status, asked.text).toBe(200);
  const form: UploadResponse = uploadResponseSchema.parse(JSON.parse(asked.text));
  const data = new FormData();
  for (const [name, value] of Object.entries(form.fields)) data.append(name, value);
  data.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }));
  const url = form.url.startsWith('/') ? `${sandbox.url}${form.url}` : form.url;
  const posted = await fetch(url, { method: 'POST', headers: { origin: sandbox.url }, body: data });
  await posted.arrayBuffer();
  expect(posted.status).toBeLessThan(300);
  return form;
}

/** Whether the bucket still holds the form's object (read from the S3 emulator itself). */
async function stored(form: UploadResponse) {
  const bucket = form.url.replace(/^.*\//, '');
  const answer = await fetch(`${sandbox.endpoints.s3}/${bucket}/${form.key}`, { method: 'HEAD' });
  return answer.status === 200;
}

const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><script>alert(1)</script><rect width="40" height="40"/></svg>',
);
const html = Buffer.from('<!doctype html><title>x</title><script>alert(document.cookie)</script>');

describe('verify decides the type from the bytes', () => {
  it.each([
    ['an SVG labelled image/png', svg, 'logo.png', 'image/png'],
    ['an SVG labelled image/jpeg', svg, 'logo.jpg', 'image/jpeg'],
    ['an HTML page labelled image/png', html, 'page.png', 'image/png'],
    ['an HTML page labelled image/gif', html, 'page.gif', 'image/gif'],
  ])('refuses and deletes %s', async (_name, bytes, fileName, contentType) => {
    const form = await uploadAs(bytes, fileName, contentType);
    expect(await stored(form)).toBe(true);

    const answer = await post('/api/admin/uploads/verify', { key: form.key });

    expect(answer.status).toBe(400);
    expectCleanError(answer.text);
    expect(JSON.parse(answer.text)).toMatchObject({
      error: { fields: { file: invalidImageTypeMessage } },
    });
    expect(await stored(form)).toBe(false);
  });

  it('refuses a TIFF (an image sharp reads, but not an accepted format) labelled image/jpeg', async () => {
    const tiff = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#336699' },
    })
      .tiff()
      .toBuffer();
    const form = await uploadAs(tiff, 'scan.jpg', 'image/jpeg');

    const answer = await post('/api/admin/uploads/verify', { key: form.key });

    expect(answer.status).toBe(400);
    expect(answer.text).toContain(invalidImageTypeMessage);
    expect(await stored(form)).toBe(false);
  });

  it('accepts a real JPEG even when labelled image/png', async () => {
    const jpeg = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#336699' },
    })
      .jpeg()
      .toBuffer();
    const form = await uploadAs(jpeg, 'photo.png', 'image/png');

    const answer = await post('/api/admin/uploads/verify', { key: form.key });

    expect(answer.status, answer.text).toBe(200);
    expect(await stored(form)).toBe(true);
  });
});
