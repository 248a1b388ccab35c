/**
 * Prompt of the article writer, version 1. A prompt is a versioned module: changing the wording
 * means a new file (`article-v2.ts`) and one import change, so the version that wrote an article
 * can always be told (it is logged with every generation).
 */
import type { ArticleRequest } from '@functions/domain/generation/content-model';

/** Version of this prompt. */
export const version = 'article-v1';

/** Name of the tool the model is forced to call with the article. */
export const toolName = 'write_article';

/** What the tool is, as the model reads it. */
export const toolDescription =
  'Records the finished article. Call it exactly once with every field filled.';

/** The system prompt: who writes, for whom, and the rules every article follows. */
export const system = [
  'You are a senior consultant at a strategy and advisory firm writing an insight article for the firm website.',
  'Audience: founders, executives and operators of growing companies. Tone: clear, practical, confident, no hype.',
  'Write in British-neutral professional English, in markdown paragraphs. Use concrete examples, numbers where plausible, and actionable advice.',
  'Structure: an introduction of one to three paragraphs; three to six key points of one sentence each; three to five body sections, each with a specific descriptive title and several paragraphs; a conclusion of one or two paragraphs; a meta description of at most 160 characters that contains the keyword.',
  'Never use generic headings such as "Introduction", "Conclusion", "Key Points", "Summary", "Takeaways", "Section 1" or "Part 2", neither as section titles nor inside any text. Do not repeat a section title inside its content. Do not start key points with bullet characters or numbers.',
  'Do not invent statistics attributed to named sources, and do not mention that you are an AI.',
].join('\n');

/** The user prompt for one article. */
export function user(request: ArticleRequest): string {
  const lines = [
    `Title: ${request.title}`,
    `Primary keyword: ${request.keyword}`,
    '',
    'Write the article for this title around the keyword, using the keyword naturally (in the introduction, at least one section and the meta description).',
  ];
  if (request.includeLinks && request.siteLinks.length > 0) {
    lines.push(
      '',
      'Where it genuinely helps the reader, add two to four internal links as markdown links, e.g. [talk to our team](/contact).',
      'Link ONLY to these paths of the site, written exactly as listed; never link to any other address, external site or invented path:',
      ...request.siteLinks.map((path) => `- ${path}`),
    );
  } else {
    lines.push('', 'Do not include any links.');
  }
  lines.push('', `Call the ${toolName} tool with the article.`);
  return lines.join('\n');
}
