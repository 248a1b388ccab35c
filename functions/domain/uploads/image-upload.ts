/**
 * Image uploads of the article editor (admin-portal.md sections 5 and 7; DESIGN.md section 12,
 * deviation 6). The browser posts the file straight to the image bucket with a short-lived
 * presigned form whose policy fixes the key (chosen here, never by the client), the type and the
 * size; the upload is then checked here, because an emulator may ignore the policy, and removed
 * when it breaks a rule. The original stays private (it keeps the camera's EXIF); the image
 * worker's variants are public under `/media/` (shared/rules/public-image.ts).
 */
import {
  acceptedImageTypes,
  imageTooLargeMessage,
  invalidImageTypeMessage,
  maxImageBytes,
  type UploadRequest,
  type UploadResponse,
} from '@shared/schemas/upload';
import { NotFoundError, ValidationError } from '@functions/domain/errors';

/** The image bucket, as the uploads domain sees it. */
export interface ImageStorage {
  /** A presigned form for posting exactly `key`, of `contentType`, 1 to `maxBytes` bytes. */
  presignUpload(request: {
    key: string;
    contentType: string;
    maxBytes: number;
    expiresSeconds: number;
  }): Promise<{ url: string; fields: Record<string, string> }>;
  /** Size and type of a stored object; undefined when there is none. */
  describe(key: string): Promise<{ size: number; contentType: string } | undefined>;
  remove(key: string): Promise<void>;
}

/** What checking a finished upload needs of the bucket (no forms: see image-storage.ts). */
export type StoredImages = Pick<ImageStorage, 'describe' | 'remove'>;

/** How long a presigned upload form stays valid. */
export const uploadExpirySeconds = 300;

/** Folder of the bucket that article images go to. */
export const articleImagePrefix = 'articles/';

/** Message of a key that this API did not hand out. */
export const invalidUploadKeyMessage = 'Invalid upload key';

/** Message of a check on an object that is not there. */
export const uploadMissingMessage = 'The uploaded file was not found. Please upload it again.';

/** Message of an empty upload. */
export const emptyUploadMessage = 'The file is empty';

const extensionOfType: Readonly<Record<(typeof acceptedImageTypes)[number], string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

/** The keys this API hands out: a fresh UUID under `articles/`, with the type's extension. */
export const uploadKeyPattern =
  /^articles\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,5}$/;

/** The public address of an uploaded object: a path on the site's own origin. */
export function mediaPath(key: string): string {
  return `/media/${key}`;
}

/**
 * The key of a new upload: `articles/<uuid>.<ext>`, keeping the original extension (lower case,
 * 1 to 5 letters or digits), or the content type's usual one when the name has no such extension.
 */
export function uploadKey(id: string, fileName: string, contentType: string): string {
  const extension = /\.([A-Za-z0-9]{1,5})$/.exec(fileName.trim())?.[1]?.toLowerCase();
  const fallback = extensionOfType[contentType as keyof typeof extensionOfType] ?? 'img';
  return `${articleImagePrefix}${id}.${extension ?? fallback}`;
}

/** A presigned upload for a validated request (type and size already checked by the schema). */
export async function requestImageUpload(
  deps: { storage: ImageStorage; newId: () => string },
  request: UploadRequest,
): Promise<UploadResponse> {
  const key = uploadKey(deps.newId(), request.fileName, request.contentType);
  const form = await deps.storage.presignUpload({
    key,
    contentType: request.contentType,
    maxBytes: maxImageBytes,
    expiresSeconds: uploadExpirySeconds,
  });
  return { url: form.url, fields: form.fields, key, publicUrl: mediaPath(key) };
}

/**
 * Checks a finished upload: an image type this site accepts, 1 byte to 5 MB. An object breaking
 * either rule is deleted and the spec's message returned (400). 404 when nothing was uploaded.
 */
export async function verifyImageUpload(
  storage: StoredImages,
  key: string,
): Promise<{ publicUrl: string }> {
  if (!uploadKeyPattern.test(key)) {
    throw new ValidationError(invalidUploadKeyMessage, { key: invalidUploadKeyMessage });
  }
  const object = await storage.describe(key);
  if (!object) throw new NotFoundError(uploadMissingMessage);
  const type = object.contentType.split(';')[0]!.trim().toLowerCase();
  const problem = !(acceptedImageTypes as readonly string[]).includes(type)
    ? invalidImageTypeMessage
    : object.size > maxImageBytes
      ? imageTooLargeMessage
      : object.size < 1
        ? emptyUploadMessage
        : undefined;
  if (problem) {
    await storage.remove(key);
    throw new ValidationError(problem, { file: problem });
  }
  return { publicUrl: mediaPath(key) };
}
