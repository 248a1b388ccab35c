/**
 * Prompt of the image alt text suggestion, version 1 (a versioned module, as seo-v1.ts). The
 * model sees the image (a resized variant) beside this text.
 */
import { maxImageAltLength } from '@shared/schemas/article';
import type { AltTextRequest } from '@functions/domain/generation/content-model';

export const version = 'assist-alt-text-v1';

export const toolName = 'record_alt_text';

export const toolDescription = 'Records the alt text of the image. Call it exactly once.';

export const system = [
  'You write alt text for images on the website of a strategy and advisory firm, for readers who cannot see them.',
  `Describe what the image shows that matters in its context, in one plain sentence of at most 125 characters (never more than ${maxImageAltLength}).`,
  'Do not start with "Image of" or "Picture of". Do not guess names of people or brands you cannot read in the image. No quotation marks.',
].join('\n');

/** The text beside the image. */
export function user(request: Omit<AltTextRequest, 'image'>): string {
  const lines = [`The image sits on a page titled: ${request.title}`];
  if (request.heading) lines.push(`Under the heading: ${request.heading}`);
  if (request.caption) lines.push(`Its caption: ${request.caption}`);
  lines.push('Write its alt text.');
  return lines.join('\n');
}
