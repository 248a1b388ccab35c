/**
 * Prompt of the passage rewrite, version 1 (a versioned module, as seo-v1.ts).
 */
import type { RewriteInstruction } from '@shared/schemas/assist';
import type { RewriteRequest } from '@functions/domain/generation/content-model';

export const version = 'assist-rewrite-v1';

export const toolName = 'record_rewrite';

export const toolDescription = 'Records the rewritten passage. Call it exactly once.';

export const system = [
  'You edit passages of articles on the website of a strategy and advisory firm. Tone: clear, practical, confident, no hype.',
  'Rewrite only the passage you are given, as markdown, keeping its facts, links and meaning. Do not add a heading, a preface or a comment about the edit.',
].join('\n');

/** What each preset asks for. */
export const presetInstructions: Record<Exclude<RewriteInstruction, 'custom'>, string> = {
  shorter: 'Make it noticeably shorter (about a third fewer words) without losing a point.',
  clearer: 'Make it clearer: shorter sentences, plain words, one idea per sentence.',
  'more-formal': 'Make it more formal: no contractions or slang, a measured professional register.',
};

/** The instruction as the model reads it. */
export function instructionOf(request: Pick<RewriteRequest, 'instruction' | 'customInstruction'>) {
  return request.instruction === 'custom'
    ? request.customInstruction
    : presetInstructions[request.instruction];
}

/** The user prompt for one passage. */
export function user(request: RewriteRequest): string {
  const lines = [`Instruction: ${instructionOf(request)}`];
  if (request.heading) lines.push(`The passage is the section titled: ${request.heading}`);
  lines.push('', 'Passage:', request.text);
  if (request.feedback)
    lines.push('', `Your previous rewrite was refused: ${request.feedback} Rewrite it again.`);
  return lines.join('\n');
}
