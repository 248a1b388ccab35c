/**
 * An uploaded photo's original stays private: it keeps the camera's EXIF (here a GPS position and
 * an owner), so `/media/` answers 404 for it, and every image address a published article shows
 * the world (its rendered HTML: `<picture>`, the plain `<img>`, Open Graph and Twitter tags,
 * JSON-LD; the RSS and JSON feeds) is a processed variant, which answers 200 without EXIF. Needs
 * the web build.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthorRecord } from '@shared/schemas/author';
import type { CategoryRecord } from '@shared/schemas/category';
import { uploadResponseSchema } from '@shared/schemas/upload';
import { startContentSandbox, type ContentSandbox } from './content-sandbox';

let content: ContentSandbox;
let author: AuthorRecord;
let category: CategoryRecord;

beforeAll(async () => {
  content = await startContentSandbox({ queueRetryDelayMs: 20 });
  author = await content.author('Ada Photographer');
  category = await content.category('Strategy');
});

afterAll(async () => {
  await content?.end();
});

const settled = () => content.sandbox.queue.idle(120_000);

/** A 2000 x 1500 JPEG carrying EXIF with a camera owner and a GPS position. */
async function photoWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#1d4e89' } })
    .jpeg({ quality: 80 })
    .withMetadata({
      exif: {
        IFD0: { Make: 'TestCam', Copyright: 'secret-owner' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      },
    })
    .toBuffer();
}

/** Uploads `file` as the editor does (presigned form, then verify); the stored address. */
async function upload(file: Buffer): Promise<string> {
  const asked = await content.admin('POST', '/api/admin/uploads', {
    fileName: 'Harbour.jpg',
    contentType: 'image/jpeg',
    size: file.length,
  });
  expect(asked.status).toBe(200);
  const form = uploadResponseSchema.parse(asked.body);
  const data = new FormData();
  for (const [name, value] of Object.entries(form.fields)) data.append(name, value);
  data.append('file', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }));
  const url = form.url.startsWith('/') ? `${content.sandbox.url}${form.url}` : form.url;
  const posted = await fetch(url, {
    method: 'POST',
    headers: { origin: content.sandbox.url },
    body: data,
  });
  expect(posted.status).toBeLessThan(300);
  const verified = await content.admin('POST', '/api/admin/uploads/verify', { key: form.key });
  expect(verified.status).toBe(200);
  return form.publicUrl;
}

async function text(path: string): Promise<string> {
  const answer = await fetch(`${content.sandbox.url}${path}`);
  expect(answer.status, path).toBe(200);
  return answer.text();
}

/** Every `/media/` address in `body`, as a site path (absolute URLs included). */
function mediaPaths(body: string): string[] {
  return [...body.matchAll(/(?:https?:\/\/[^\s"'<>]+?)?(\/media\/[^\s"'<>,)\\]+)/g)].map(
    (match) => match[1]!,
  );
}

function headTag(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
}

describe("an article's uploaded photo", () => {
  it('is public only as variants without EXIF, in the page, its head, JSON-LD and the feeds', async () => {
    const photo = await photoWithExif();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const original = await upload(photo);
    await settled();
    const article = await content.article({
      author_id: author.id,
      category_id: category.id,
      title: 'Harbour Lights Strategy',
      slug: 'harbour-lights-strategy',
      image_url: original,
      image_alt: 'The harbour at dusk',
      is_published: true,
    });
    await settled();

    const html = await text(`/insights/${article.slug}`);
    const rss = await text('/insights/rss.xml');
    const feed = await text('/insights/feed.json');
    const jsonLd = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map(([, block]) => block ?? '');
    const sources = {
      html: mediaPaths(html),
      'og:image': mediaPaths(headTag(html, 'og:image') ?? ''),
      'twitter:image': mediaPaths(headTag(html, 'twitter:image') ?? ''),
      'JSON-LD': mediaPaths(jsonLd.join('\n')),
      RSS: mediaPaths(rss),
      'JSON Feed': mediaPaths(feed),
    };

    // Prepare's proof: each place names the image at all.
    for (const [where, paths] of Object.entries(sources)) {
      expect(paths.length, `${where} names the image`).toBeGreaterThan(0);
    }
    const share = sources['og:image'][0]!;
    expect(share).toMatch(/\/w1200\.jpg$/);
    expect(headTag(html, 'og:image:width')).toBe('1200');
    expect(headTag(html, 'og:image:height')).toBe('900');
    const every = [...new Set(Object.values(sources).flat())];
    expect(every).not.toContain(original);
    for (const path of every) {
      const answer = await fetch(`${content.sandbox.url}${path}`);
      const bytes = Buffer.from(await answer.arrayBuffer());
      expect(answer.status, path).toBe(200);
      expect((await sharp(bytes).metadata()).exif, path).toBeUndefined();
      expect(bytes.includes('secret-owner'), path).toBe(false);
    }
    const refused = await fetch(`${content.sandbox.url}${original}`);
    expect([403, 404]).toContain(refused.status);
  });
});
