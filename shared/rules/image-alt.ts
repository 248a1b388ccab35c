/**
 * The alt text rule of article images: an article that has an uploaded image
 * (a `/media/` address) needs its alt text before it is published, so every published photo can
 * be read out. A draft may lack it, and so may the build's own illustrations (`/images/`, such as
 * the default article image), which are decorative.
 * The editor shows the message on the field; the API refuses the save or the publish switch with
 * it. Generated articles get the title as alt text, marked for a person's review.
 */

/** Message of a published article with an image and no alt text. */
export const imageAltRequiredMessage =
  'Alt text is required to publish an article with an image: describe what the image shows.';

/** The alt rule's message for these fields, or undefined when they pass it. */
export function imageAltProblem(article: {
  image_url: string;
  image_alt?: string;
  is_published: boolean;
}): string | undefined {
  const needsAlt = article.is_published && article.image_url.trim().startsWith('/media/');
  return needsAlt && !article.image_alt?.trim() ? imageAltRequiredMessage : undefined;
}

/** The alt text a generated article's image gets: its title, to be reviewed by a person. */
export function generatedImageAlt(title: string): { image_alt: string; image_alt_review: true } {
  return { image_alt: title.trim().slice(0, 250), image_alt_review: true };
}
