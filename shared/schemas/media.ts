/**
 * Processed images: what the image worker records of an upload in the `media`
 * table, and the responsive image an article answer carries beside its `imageUrl`.
 */
import * as z from 'zod';
import '@shared/schemas/zod-browser';

/** Formats the worker writes: AVIF and WebP, plus the original's own format. */
export const imageVariantFormats = ['avif', 'webp', 'jpeg', 'png', 'gif'] as const;

/** A variant format. */
export type ImageVariantFormat = (typeof imageVariantFormats)[number];

/** One file the worker made: a format at a width, at its `/media/...` address. */
export const imageVariantSchema = z.object({
  format: z.enum(imageVariantFormats),
  width: z.int().positive(),
  url: z.string(),
});

/** A processed image as a page needs it: its intrinsic size and every variant. */
export const responsiveImageSchema = z.object({
  width: z.int().positive(),
  height: z.int().positive(),
  variants: z.array(imageVariantSchema),
});

/** A processed image as a page needs it. */
export type ResponsiveImage = z.infer<typeof responsiveImageSchema>;

/** A row of the `media` table: one processed upload, keyed by its object key. */
export const mediaRecordSchema = z.object({
  /** Object key of the original in the images bucket (`articles/<uuid>.<ext>`). */
  key: z.string(),
  /** Width and height of the original, after auto-rotation (what a page lays out). */
  width: z.int().positive(),
  height: z.int().positive(),
  /** Format of the original as decoded. */
  format: z.string(),
  /** Size of the original, in bytes. */
  bytes: z.int().min(0),
  variants: z.array(
    imageVariantSchema.omit({ url: true }).extend({
      key: z.string(),
      height: z.int().positive(),
      bytes: z.int().min(0),
    }),
  ),
  created_at: z.string(),
  /** The file's name as the uploader's computer called it (media library; absent on old rows). */
  name: z.string().optional(),
  /** E-mail of the admin who uploaded it (media library; absent on old rows). */
  uploaded_by: z.string().optional(),
});

/** A row of the `media` table. */
export type MediaRecord = z.infer<typeof mediaRecordSchema>;

/** A message of the images queue: process this verified upload. */
export const imageJobSchema = z.object({
  key: z.string().min(1).max(300),
  /** What the media library shows of it: the file's own name and its uploader. */
  name: z.string().max(255).optional(),
  uploadedBy: z.string().max(320).optional(),
});

/** A message of the images queue. */
export type ImageJob = z.infer<typeof imageJobSchema>;
