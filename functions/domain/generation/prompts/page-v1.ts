/**
 * Prompt of the landing page writer, version 1 (see article-v1.ts on versioning).
 */
import { pageInputFields, type PageInputField } from '@shared/schemas/page';
import type { PageRequest } from '@functions/domain/generation/content-model';

/** Version of this prompt. */
export const version = 'page-v1';

/** Name of the tool the model is forced to call with the page. */
export const toolName = 'write_landing_page';

/** What the tool is, as the model reads it. */
export const toolDescription =
  'Records the finished landing page. Call it exactly once with every field filled.';

/** The system prompt: the page's purpose and the rules every page follows. */
export const system = [
  'You are a conversion copywriter for a strategy and advisory firm writing an SEO landing page.',
  'The page speaks to one industry about one pain point and leads the visitor to one call to action.',
  'Rules: the title has at most 60 characters and contains the keyword; the meta description has at most 160 characters and contains the keyword; the h1 is a clear promise; the subheadline is one sentence; the intro paragraph names the pain point in the industry and how the firm helps; four to six value bullets, each a concise benefit; a call-to-action section of two or three short lines fitting the CTA type; four to six frequently asked questions with helpful, specific answers.',
  'Match the intent level: informational pages educate first, commercial pages compare and reassure, transactional pages ask for the action directly.',
  'Plain text only (no markdown, no links). Do not invent client names or statistics attributed to named sources, and do not mention that you are an AI.',
].join('\n');

/** What each CTA type asks the visitor to do. */
const ctaGuidance: Record<string, string> = {
  consultation: 'book a free strategy consultation',
  download: 'download a practical guide or checklist',
  contact: 'get in touch with the team',
};

/**
 * How the prompt names each input: a label for every field of `pageInputsSchema` (the type
 * checker asks for a new input's label here).
 */
const inputLabels: Record<PageInputField, string> = {
  keyword: 'Target keyword',
  industry: 'Industry',
  pain_point: 'Pain point',
  intent_level: 'Intent level',
  cta_type: 'CTA type',
};

/** The user prompt for one page: each input on its line, in the schema's order. */
export function user(request: PageRequest): string {
  const cta =
    ctaGuidance[request.cta_type.trim().toLowerCase()] ?? `act on the CTA "${request.cta_type}"`;
  const notes: Partial<Record<PageInputField, string>> = {
    cta_type: ` (the call to action asks the visitor to ${cta})`,
  };
  return [
    ...pageInputFields.map(
      (field) => `${inputLabels[field]}: ${request[field]}${notes[field] ?? ''}`,
    ),
    '',
    `Write the landing page and call the ${toolName} tool with it.`,
  ].join('\n');
}
