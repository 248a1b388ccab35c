import { describe, expect, it } from 'vitest';
import {
  imageTooLargeMessage,
  invalidImageTypeMessage,
  maxImageBytes,
  uploadRequestSchema,
} from '@shared/schemas/upload';
import { NotFoundError, ValidationError } from '@functions/domain/errors';
import {
  invalidUploadKeyMessage,
  requestImageUpload,
  uploadExpirySeconds,
  uploadKey,
  verifyImageUpload,
  type ImageStorage,
} from '@functions/domain/uploads/image-upload';

const id = '0f8fad5b-d9cb-469f-a165-70867728950e';

class FakeImageStorage implements ImageStorage {
  readonly objects = new Map<string, { size: number; contentType: string }>();
  readonly presigned: Parameters<ImageStorage['presignUpload']>[0][] = [];

  async presignUpload(request: Parameters<ImageStorage['presignUpload']>[0]) {
    this.presigned.push(request);
    return { url: 'https://bucket.example.com/', fields: { key: request.key, Policy: 'p' } };
  }

  async describe(key: string) {
    return this.objects.get(key);
  }

  async remove(key: string) {
    this.objects.delete(key);
  }
}

describe('uploadKey', () => {
  it.each([
    ['Photo.JPG', 'image/jpeg', `articles/${id}.jpg`],
    ['diagram.final.webp', 'image/webp', `articles/${id}.webp`],
    ['no-extension', 'image/png', `articles/${id}.png`],
    ['weird.ext-with-dash', 'image/gif', `articles/${id}.gif`],
    ['toolong.abcdefg', 'image/avif', `articles/${id}.avif`],
    ['../../etc/passwd', 'image/jpeg', `articles/${id}.jpg`],
  ])('names %s (%s) %s', (fileName, contentType, key) => {
    expect(uploadKey(id, fileName, contentType)).toBe(key);
  });
});

describe('requestImageUpload', () => {
  it('presigns a key the server chose, with the type, the 5 MB limit and a 300 s expiry', async () => {
    const storage = new FakeImageStorage();
    const request = uploadRequestSchema.parse({
      fileName: 'team.png',
      contentType: 'image/png',
      size: 2048,
    });

    const answer = await requestImageUpload({ storage, newId: () => id }, request);

    expect(answer).toEqual({
      url: 'https://bucket.example.com/',
      fields: { key: `articles/${id}.png`, Policy: 'p' },
      key: `articles/${id}.png`,
      publicUrl: `/media/articles/${id}.png`,
    });
    expect(storage.presigned).toEqual([
      {
        key: `articles/${id}.png`,
        contentType: 'image/png',
        maxBytes: maxImageBytes,
        expiresSeconds: uploadExpirySeconds,
      },
    ]);
    expect(uploadExpirySeconds).toBe(300);
  });
});

describe('verifyImageUpload', () => {
  const key = `articles/${id}.png`;

  it('accepts a stored image within the limit and answers its public address', async () => {
    const storage = new FakeImageStorage();
    storage.objects.set(key, { size: 1024, contentType: 'image/png' });

    expect(await verifyImageUpload(storage, key)).toEqual({ publicUrl: `/media/${key}` });
    expect(storage.objects.has(key)).toBe(true);
  });

  it('deletes an object over 5 MB and answers the spec message', async () => {
    const storage = new FakeImageStorage();
    storage.objects.set(key, { size: maxImageBytes + 1, contentType: 'image/png' });

    await expect(verifyImageUpload(storage, key)).rejects.toThrow(imageTooLargeMessage);
    expect(storage.objects.has(key)).toBe(false);
  });

  it.each(['text/html', 'image/svg+xml', ''])(
    'deletes an object of type "%s" and answers the spec message',
    async (contentType) => {
      const storage = new FakeImageStorage();
      storage.objects.set(key, { size: 10, contentType });

      await expect(verifyImageUpload(storage, key)).rejects.toThrow(invalidImageTypeMessage);
      expect(storage.objects.has(key)).toBe(false);
    },
  );

  it('refuses keys it did not hand out without touching storage', async () => {
    const storage = new FakeImageStorage();
    storage.objects.set('site/index.html', { size: 10, contentType: 'text/html' });

    const check = verifyImageUpload(storage, 'site/index.html');

    await expect(check).rejects.toBeInstanceOf(ValidationError);
    await expect(check).rejects.toThrow(invalidUploadKeyMessage);
    expect(storage.objects.has('site/index.html')).toBe(true);
  });

  it('answers not found when nothing was uploaded', async () => {
    await expect(verifyImageUpload(new FakeImageStorage(), key)).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });
});
