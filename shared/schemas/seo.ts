/**
 * A page's own SEO fields, on articles and programmatic pages alike (one `seo` object): meta
 * title, meta description, social image, canonical override and the noindex switch. Every field
 * may be left empty; the head then uses its default (shared/rules/seo-fields.ts).
 */
import * as z from 'zod';
import '@shared/schemas/zod-browser';
import { isImageAddress } from '@shared/rules/image-address';
import { isCanonicalAddress, maxCanonicalLength } from '@shared/rules/seo-fields';
import { optionalText } from '@shared/schemas/primitives';

/** Longest meta title accepted (Google shows about 60 characters; the preview shows the cut). */
export const maxMetaTitleLength = 120;

/** Longest meta description accepted (Google shows about 160 characters). */
export const maxMetaDescriptionLength = 320;

/** The fields as an editor sends them; missing ones are empty (the default). */
export const seoInputSchema = z.object({
  meta_title: optionalText(
    maxMetaTitleLength,
    `Meta title must be ${maxMetaTitleLength} characters or fewer`,
  ),
  meta_description: optionalText(
    maxMetaDescriptionLength,
    `Meta description must be ${maxMetaDescriptionLength} characters or fewer`,
    { multiline: true },
  ),
  social_image: z
    .string()
    .trim()
    .refine(isImageAddress, {
      error: 'Social image must be a site image address such as /media/photo.jpg',
    })
    .default(''),
  canonical: z
    .string()
    .trim()
    .max(maxCanonicalLength, {
      error: `Canonical URL must be ${maxCanonicalLength} characters or fewer`,
    })
    .refine(isCanonicalAddress, {
      error:
        'Canonical URL must be a site path such as /insights/my-article or a full https:// URL',
    })
    .default(''),
  noindex: z.boolean({ error: 'Noindex must be on or off' }).default(false),
});

/** The fields as an editor sends them, as parsed. */
export type SeoInput = z.infer<typeof seoInputSchema>;

/** The fields as stored and as the public API answers them. */
export const seoSchema = z.object({
  // A field missing from a stored object is its default (nothing overridden), as normaliseSeo reads it.
  meta_title: z.string().default(''),
  meta_description: z.string().default(''),
  social_image: z.string().default(''),
  canonical: z.string().default(''),
  noindex: z.boolean().default(false),
});

/** The fields as stored. */
export type Seo = z.infer<typeof seoSchema>;
