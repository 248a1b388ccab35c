/**
 * The image pipeline against the sandbox: a real presigned upload, the verify
 * step (sharp reads the header), the images queue, the real image worker writing variants to the
 * S3 emulator, its record in the media table, and the variants served at /media.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaRecordSchema, type MediaRecord } from '@shared/schemas/media';
import {
  animatedImageMessage,
  imageDimensionsTooLargeMessage,
  invalidImageTypeMessage,
  type UploadResponse,
} from '@shared/schemas/upload';
import { startEngagementSandbox, type EngagementSandbox } from './engagement-sandbox';

let env: EngagementSandbox;
let dynamo: DynamoDBDocumentClient;

beforeAll(async () => {
  env = await startEngagementSandbox();
  dynamo = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'us-east-1',
      endpoint: env.sandbox.endpoints.dynamodb,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
});

afterAll(async () => {
  dynamo?.destroy();
  await env?.end();
});

/** Uploads `file` as the editor does (presigned POST, then verify); the verify answer. */
async function upload(file: Buffer, fileName: string, contentType: string) {
  const { body: form } = await env.api<UploadResponse>('POST', '/api/admin/uploads', {
    body: { fileName, contentType, size: file.length },
    token: env.adminToken,
  });
  const target = form.url.startsWith('/__s3')
    ? `${env.sandbox.endpoints.s3}${form.url.slice(5)}`
    : form.url;
  const data = new FormData();
  for (const [name, value] of Object.entries(form.fields)) data.append(name, value);
  data.append('file', new Blob([new Uint8Array(file)], { type: contentType }), fileName);
  const posted = await fetch(target, { method: 'POST', body: data });
  expect(posted.status).toBe(204);
  const verified = await env.api<{ publicUrl: string; error?: { message: string } }>(
    'POST',
    '/api/admin/uploads/verify',
    { body: { key: form.key }, token: env.adminToken },
  );
  return { key: form.key, publicUrl: form.publicUrl, verified };
}

async function mediaRecord(key: string): Promise<MediaRecord | undefined> {
  await env.sandbox.queue.idle(120_000);
  const { Item } = await dynamo.send(new GetCommand({ TableName: 'media', Key: { key } }));
  return Item ? mediaRecordSchema.parse(Item) : undefined;
}

async function served(key: string): Promise<{ status: number; type: string; data: Buffer }> {
  const answer = await fetch(`${env.sandbox.url}/media/${key}`);
  return {
    status: answer.status,
    type: answer.headers.get('content-type') ?? '',
    data: Buffer.from(await answer.arrayBuffer()),
  };
}

/** A 12-megapixel photo-like JPEG (gradients and shapes) carrying EXIF with a camera and GPS. */
async function photoWithExif(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1d4e89"/><stop offset="1" stop-color="#f2a541"/></linearGradient></defs>
    <rect width="4000" height="3000" fill="url(#g)"/>
    <circle cx="1200" cy="1100" r="700" fill="#e4572e" opacity="0.7"/>
    <rect x="2300" y="1500" width="1200" height="900" fill="#29335c" opacity="0.6"/></svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 90 })
    .withMetadata({
      exif: {
        IFD0: { Make: 'TestCam', Model: 'Pipeline 12', Copyright: 'secret-owner' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      },
    })
    .toBuffer();
}

describe('the image worker', () => {
  it('makes every width in AVIF, WebP and JPEG of a 12 MP photo, without its EXIF', async () => {
    const photo = await photoWithExif();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(photo.length).toBeLessThan(5 * 1024 * 1024);

    const { key, publicUrl, verified } = await upload(photo, 'Holiday.JPG', 'image/jpeg');
    const record = await mediaRecord(key);

    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ publicUrl });
    expect(record).toMatchObject({ key, width: 4000, height: 3000, format: 'jpeg' });
    expect(record?.bytes).toBe(photo.length);
    const made = record!.variants.map((variant) => `${variant.format}@${variant.width}`).sort();
    expect(made).toEqual(
      ['avif', 'webp', 'jpeg']
        .flatMap((format) => [400, 800, 1200, 1600].map((width) => `${format}@${width}`))
        .sort(),
    );
    for (const variant of record!.variants) {
      const file = await served(variant.key);
      const meta = await sharp(file.data).metadata();
      expect(file.status).toBe(200);
      expect(file.type).toBe(`image/${variant.format}`);
      expect(meta.format).toBe(variant.format === 'avif' ? 'heif' : variant.format);
      expect([meta.width, meta.height]).toEqual([variant.width, (variant.width * 3) / 4]);
      expect(variant.height).toBe((variant.width * 3) / 4);
      expect(meta.exif).toBeUndefined();
      expect(file.data.includes('secret-owner')).toBe(false);
      expect(variant.bytes).toBe(file.data.length);
    }
  });

  it('keeps the transparency of a PNG in its WebP, AVIF and PNG variants', async () => {
    const png = await sharp({
      create: {
        width: 900,
        height: 600,
        channels: 4,
        background: { r: 10, g: 120, b: 200, alpha: 0 },
      },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><circle cx="450" cy="300" r="200" fill="#e4572e"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();

    const { key, verified } = await upload(png, 'logo.png', 'image/png');
    const record = await mediaRecord(key);

    expect(verified.status).toBe(200);
    expect(record).toMatchObject({ width: 900, height: 600, format: 'png' });
    // 900 px wide: 400 and 800, then the original's own width; never upscaled to 1200 or 1600.
    expect([...new Set(record!.variants.map((variant) => variant.width))].sort()).toEqual([
      400, 800, 900,
    ]);
    expect([...new Set(record!.variants.map((variant) => variant.format))].sort()).toEqual([
      'avif',
      'png',
      'webp',
    ]);
    for (const variant of record!.variants) {
      const file = await served(variant.key);
      const image = sharp(file.data);
      const corner = await image
        .clone()
        .ensureAlpha()
        .extract({ left: 0, top: 0, width: 1, height: 1 })
        .raw()
        .toBuffer();
      expect((await image.metadata()).hasAlpha).toBe(true);
      // The corner was fully transparent and stays so.
      expect(corner[3]).toBe(0);
    }
  });
});

describe('the verify step refuses what cannot be processed', () => {
  it('refuses a file that is not an image, whatever its type says, and deletes it', async () => {
    const { key, verified } = await upload(
      Buffer.from('%PDF-1.7 not an image at all'),
      'photo.jpg',
      'image/jpeg',
    );

    expect(verified.status).toBe(400);
    expect(verified.body.error?.message).toBe(invalidImageTypeMessage);
    expect((await served(key)).status).toBe(404);
  });

  it('refuses an animated GIF with the stated message and deletes it', async () => {
    // Three frames of 64 x 64, joined into one animation.
    const frames = await Promise.all(
      ['#e4572e', '#29335c', '#f2a541'].map((background) =>
        sharp({ create: { width: 64, height: 64, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const animated = await sharp(frames, { join: { animated: true } })
      .gif({ loop: 0 })
      .toBuffer();
    expect((await sharp(animated, { animated: true }).metadata()).pages).toBe(3);

    const { key, verified } = await upload(animated, 'spinner.gif', 'image/gif');

    expect(verified.status).toBe(400);
    expect(verified.body.error?.message).toBe(animatedImageMessage);
    expect((await served(key)).status).toBe(404);
  });

  it('refuses an image over 12000 pixels a side with the stated limits and deletes it', async () => {
    const wide = await sharp({
      create: { width: 12_001, height: 16, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();

    const { key, verified } = await upload(wide, 'banner.png', 'image/png');

    expect(verified.status).toBe(400);
    expect(verified.body.error?.message).toBe(imageDimensionsTooLargeMessage);
    expect(verified.body.error?.message).toContain('12000 pixels');
    expect((await served(key)).status).toBe(404);
  });
});
