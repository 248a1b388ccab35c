/**
 * Prompt of the search title and meta description suggestion, version 1. A prompt is a versioned
 * module, as the generation prompts are: new wording is a new file (`seo-v2.ts`) and one import.
 */
import { serpBoxes } from '@shared/rules/serp-preview';
import type { SeoRequest } from '@functions/domain/generation/content-model';

export const version = 'assist-seo-v1';

export const toolName = 'suggest_search_snippet';

export const toolDescription =
  'Records the suggested search title and meta description. Call it exactly once.';

/** How much of the body the model reads: the opening says what the page is about. */
export const contentExcerptLength = 3000;

export const system = [
  'You write the search result snippet of a page on the website of a strategy and advisory firm.',
  `The title is shown in 20 px Arial in a ${serpBoxes.title.maxWidthPx} px box: keep it under about 55 characters. The meta description is shown in 14 px Arial in ${serpBoxes.description.maxWidthPx} px: keep it between 120 and 150 characters.`,
  'Both must be complete phrases that will not be cut. Use the primary keyword naturally when one is given. No quotation marks around the text, no brand name in the title, no clickbait, no emoji.',
].join('\n');

/** The user prompt for one page. */
export function user(request: SeoRequest): string {
  const lines = [`Page title: ${request.title}`];
  if (request.keyword) lines.push(`Primary keyword: ${request.keyword}`);
  if (request.excerpt) lines.push(`Summary: ${request.excerpt}`);
  if (request.content)
    lines.push('', 'Opening of the page:', request.content.slice(0, contentExcerptLength));
  if (request.feedback)
    lines.push('', `Your previous suggestion was refused: ${request.feedback} Write a new one.`);
  return lines.join('\n');
}
