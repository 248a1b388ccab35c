/**
 * Image upload (admin-portal.md section 5): the request for a presigned upload and its answer.
 * The browser posts the file straight to the bucket with `url` and `fields`; the image is then
 * public at `publicUrl` (a `/media/...` path on the site's own origin).
 */
import * as z from 'zod';
import '@shared/schemas/zod-browser';
import { requiredText, text } from '@shared/schemas/primitives';

/** Largest image accepted, in bytes (5 MB). */
export const maxImageBytes = 5 * 1024 * 1024;

/** Message of a file that is not an accepted image. */
export const invalidImageTypeMessage =
  'Invalid file type: Please upload an image file (JPEG, PNG, etc).';

/** Message of a file over {@link maxImageBytes}. */
export const imageTooLargeMessage = 'File too large: Please upload an image under 5MB';

/**
 * Image types accepted. SVG is left out although it is an `image/` type: it can carry script, and
 * uploads are served from the site's own origin.
 */
export const acceptedImageTypes = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
] as const;

/** Request of a presigned upload. */
export const uploadRequestSchema = z.object({
  fileName: requiredText('File name is required', 255, 'File name must be 255 characters or fewer'),
  contentType: z
    .string({ error: invalidImageTypeMessage })
    .trim()
    .toLowerCase()
    .refine((type) => (acceptedImageTypes as readonly string[]).includes(type), {
      error: invalidImageTypeMessage,
    }),
  size: z
    .int({ error: imageTooLargeMessage })
    .min(1, { error: 'The file is empty' })
    .max(maxImageBytes, { error: imageTooLargeMessage }),
});

/** Request of a presigned upload. */
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

/** Answer of a presigned upload request. */
export const uploadResponseSchema = z.object({
  /** Where the browser posts the form. */
  url: z.string(),
  /** Form fields to post before the file (policy, signature, key, Content-Type). */
  fields: z.record(z.string(), z.string()),
  /** Address to store in `image_url` once the upload succeeds. */
  publicUrl: z.string(),
  /** Object key in the images bucket: a random UUID plus the original extension. */
  key: z.string(),
});

/** Answer of a presigned upload request. */
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/**
 * Request of checking an upload once the browser has posted it: the `key` the upload answer gave.
 * The server reads the stored object's size and type (the presigned policy limits both, but a
 * storage emulator may not enforce it) and deletes the object when it breaks either rule.
 */
export const uploadVerifyRequestSchema = z.object({
  key: z
    .string({ error: 'Upload key is required' })
    .trim()
    .min(1, { error: 'Upload key is required' })
    .max(300, { error: 'Invalid upload key' }),
  /** The file's own name, which the media library lists it by (the key is a random UUID). */
  fileName: text(255, { maxMessage: 'File name must be 255 characters or fewer' }).optional(),
});

/** Request of checking an upload. */
export type UploadVerifyRequest = z.infer<typeof uploadVerifyRequestSchema>;

/** Answer of a successful check: the address to store in `image_url`. */
export const uploadVerifyResponseSchema = z.object({ publicUrl: z.string() });

/** Answer of a successful check. */
export type UploadVerifyResponse = z.infer<typeof uploadVerifyResponseSchema>;

/** Most pixels an uploaded image may have (40 megapixels): more cannot be processed safely. */
export const maxImagePixels = 40_000_000;

/** Longest side an uploaded image may have, in pixels. */
export const maxImageSide = 12_000;

/** Message of an animated image (a GIF, WebP, AVIF or PNG of more than one frame). */
export const animatedImageMessage =
  'Animated images are not supported: please upload a still image (JPEG, PNG, WebP, AVIF or a one-frame GIF).';

/** Message of an image over {@link maxImagePixels} or {@link maxImageSide}. */
export const imageDimensionsTooLargeMessage =
  'Image too large: at most 12000 pixels a side and 40 megapixels in all. Please resize it and upload it again.';

/** Message of a file whose content is not a readable image, whatever its name or type says. */
export const unreadableImageMessage =
  'This file could not be read as an image. Please upload a JPEG, PNG, GIF, WebP or AVIF image.';
