/**
 * The offline model's assist (the sandbox, tests): deterministic suggestions from templates and
 * plain text rules, as its drafts are. A search title and description are chosen among phrasings
 * that fit the result page whole (`offline-text`); alt text is built from what surrounds the image
 * (caption, section heading, page title, file name), never from the image itself, so it is always
 * marked for a person's review; a rewrite applies the instruction's plain rules (fewer filler
 * words and sentences, split sentences and plain words, no contractions).
 */
import { maxImageAltLength } from '@shared/schemas/article';
import type { AltTextSuggestion, RewriteSuggestion, SeoSuggestion } from '@shared/schemas/assist';
import type {
  AltTextRequest,
  AssistModel,
  RewriteRequest,
  SeoRequest,
} from '@functions/domain/generation/content-model';
import {
  capitalise,
  chooser,
  inline,
  type Limit,
} from '@functions/adapters/content-model/offline-text';

const limits = {
  title: { max: 60, serp: 'title' },
  description: { max: 160, serp: 'description' },
} as const satisfies Record<string, Limit>;

/** The first sentence of a text, without markdown marks. */
function firstSentence(text: string): string {
  const plain = text
    .replace(/[#*_`>[\]]/g, ' ')
    .replace(/\(\/[^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.split(/(?<=[.!?])\s/)[0] ?? '';
}

function suggestSeo(request: SeoRequest): SeoSuggestion {
  const title = request.title.trim();
  const kw = inline(request.keyword || title);
  const summary = firstSentence(request.excerpt) || firstSentence(request.content);
  const { fitting } = chooser(`${title}|${request.keyword}|${summary}`);
  const meta_title = fitting('assist-title', limits.title, [
    [title, `${capitalise(kw)}: a practical guide`],
    [capitalise(kw)],
    ['A practical guide for leaders'],
  ]);
  const meta_description = fitting('assist-description', limits.description, [
    [
      summary && summary.length >= 70 ? summary : undefined,
      `${title}: what matters in ${kw}, the common pitfalls and where to begin, in plain language.`,
      `A practical guide to ${kw} for leaders: the priorities, the pitfalls and a plan to start.`,
    ],
    [`A practical guide to ${kw}: priorities, pitfalls and where to begin.`],
    ['A practical guide for leaders: the priorities, the common pitfalls and where to begin.'],
  ]);
  return { meta_title, meta_description };
}

/** Words of an image's file name, unless it is a generated id (uploads are stored by UUID). */
function fileWords(imageUrl: string): string {
  const name = (imageUrl.split(/[?#]/)[0] ?? '').split('/').pop() ?? '';
  const stem = name.replace(/\.[a-z0-9]+$/i, '');
  if (/^[0-9a-f-]{16,}$/i.test(stem) || /^w\d+$/.test(stem)) return '';
  return stem.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
}

function altText(request: AltTextRequest): AltTextSuggestion {
  const caption = request.caption.trim().replace(/[.!?]+$/, '');
  const heading = request.heading.trim();
  const file = fileWords(request.imageUrl);
  const title = request.title.trim();
  const subject = caption || file;
  const about = heading || title;
  const text = subject
    ? `${capitalise(subject)}, illustrating ${about}`
    : `Illustration for ${about}`;
  return { alt_text: text.slice(0, maxImageAltLength), needs_review: true };
}

// Filler that a shorter text can lose without losing a point.
const filler =
  /\b(?:very|really|just|actually|basically|quite|simply|truly|certainly|definitely|in fact|of course)\s+/gi;

// Plain words for the usual consultancy ones.
const plainWords: [RegExp, string][] = [
  [/\bin order to\b/gi, 'to'],
  [/\butili[sz]e\b/gi, 'use'],
  [/\bleverage\b/gi, 'use'],
  [/\bfacilitate\b/gi, 'help'],
  [/\bat this point in time\b/gi, 'now'],
  [/\bdue to the fact that\b/gi, 'because'],
];

const contractions: [RegExp, string][] = [
  [/\bcan't\b/gi, 'cannot'],
  [/\bwon't\b/gi, 'will not'],
  [/\b(\w+)n't\b/gi, '$1 not'],
  [/\b(it|that|there|what|here)'s\b/gi, '$1 is'],
  [/\b(\w+)'re\b/gi, '$1 are'],
  [/\b(\w+)'ll\b/gi, '$1 will'],
  [/\b(\w+)'ve\b/gi, '$1 have'],
  [/\bI'm\b/g, 'I am'],
  [/\ba lot of\b/gi, 'a great deal of'],
  [/\bget\b/gi, 'obtain'],
  [/\bbig\b/gi, 'significant'],
];

const sentencesOf = (paragraph: string) => paragraph.split(/(?<=[.!?])\s+/).filter(Boolean);

function replaceAll(text: string, rules: [RegExp, string][]): string {
  return rules.reduce(
    (result, [pattern, replacement]) => result.replace(pattern, replacement),
    text,
  );
}

function shorter(text: string): string {
  const lighter = replaceAll(text.replace(filler, ''), plainWords);
  // Each paragraph of several sentences loses its last one (usually the restatement).
  const paragraphs = lighter.split(/\n{2,}/).map((paragraph) => {
    const sentences = sentencesOf(paragraph);
    return sentences.length > 2 ? sentences.slice(0, -1).join(' ') : paragraph;
  });
  const result = paragraphs.join('\n\n');
  if (result.trim().length < text.trim().length) return result;
  // One short sentence: its first clause, or its first two thirds of words.
  const words = text.trim().split(/\s+/);
  const kept = words.slice(0, Math.max(1, Math.floor((words.length * 2) / 3))).join(' ');
  return `${kept.replace(/[,;:.!?]+$/, '')}.`;
}

function clearer(text: string): string {
  const plain = replaceAll(text, plainWords);
  // Long sentences split where a semicolon or ", and" joins two ideas.
  return plain
    .replace(/;\s+([a-z])/g, (_, letter: string) => `. ${letter.toUpperCase()}`)
    .replace(
      /,\s+and\s+([a-z])(?=[^.!?]{25,})/g,
      (_, letter: string) => `. ${letter.toUpperCase()}`,
    );
}

function rewrite(request: RewriteRequest): RewriteSuggestion {
  switch (request.instruction) {
    case 'shorter':
      return { text: shorter(request.text) };
    case 'more-formal':
      return { text: replaceAll(request.text, contractions) };
    case 'clearer':
    case 'custom':
      // The offline model cannot follow free words: it makes the passage clearer.
      return { text: clearer(request.text) };
  }
}

/** The offline model's assist. */
export const offlineAssist: Omit<AssistModel, 'name'> = {
  suggestSeo: async (request) => suggestSeo(request),
  altText: async (request) => altText(request),
  rewrite: async (request) => rewrite(request),
};
