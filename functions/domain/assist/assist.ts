/**
 * The editors' AI assist: a search title and meta description that fit the result page, alt text
 * for an image, and a rewrite of a selected passage. Each call is a suggestion only: nothing is
 * written; the editor accepts it into the form and saves as usual.
 *
 * Only who may edit the item may ask (an editor, or a contributor of their own draft), at most
 * {@link assistRateRule}'s number of times per member per window. A model's answer is checked
 * before anyone sees it: a title or description Google would cut, an empty or over-long answer,
 * a "shorter" rewrite that is not shorter, is asked for again with the reason, up to
 * {@link maxAttempts} times; then, as on any model failure, the editor reads
 * {@link assistFailedMessage}.
 */
import { serpBoxes, serpLine, collapseWhitespace } from '@shared/rules/serp-preview';
import {
  assistFailedMessage,
  maxRewriteLength,
  type AltTextAssistInput,
  type AltTextSuggestion,
  type RewriteAssistInput,
  type RewriteSuggestion,
  type SeoAssistInput,
  type SeoSuggestion,
} from '@shared/schemas/assist';
import { maxImageAltLength } from '@shared/schemas/article';
import { maxMetaDescriptionLength, maxMetaTitleLength } from '@shared/schemas/seo';
import { checkArticleChange, type Actor } from '@functions/domain/articles/article-access';
import { getArticle, type ArticleDeps } from '@functions/domain/articles/manage-articles';
import { UnavailableError } from '@functions/domain/errors';
import type {
  AssistModel,
  ImageInput,
  RewriteRequest,
  SeoRequest,
} from '@functions/domain/generation/content-model';
import { getPage } from '@functions/domain/pages/manage-pages';
import type { PageStore } from '@functions/domain/pages/page-store';
import {
  enforceRateLimit,
  type RateLimitCounter,
  type RateLimitRule,
} from '@functions/domain/rate-limit/rate-limit';

/** Model calls per suggestion, the first included. */
export const maxAttempts = 3;

/** Suggestions per member per window: enough for real editing, not for scripting the model. */
export const assistRateRule: RateLimitRule = {
  name: 'assist',
  limit: 30,
  windowSeconds: 10 * 60,
  message: 'Too many assistant requests. Wait a few minutes and try again.',
};

export interface AssistDeps {
  model: AssistModel;
  rateLimits: RateLimitCounter;
  articles: Pick<ArticleDeps, 'articles'>;
  pages: PageStore;
  /** A resized variant of an uploaded image (`/media/...`); undefined when there is none. */
  imageOf(imageUrl: string): Promise<ImageInput | undefined>;
  now(): Date;
  /** Told of every failed or refused model answer (logged: the editor reads one message). */
  onModelFailure?(error: unknown): void;
}

/** The item asked about: an article or a page. */
export type AssistTarget = { kind: 'article' | 'page'; id: string };

/** The member asking (the guard's identity). */
export type AssistStaff = Actor;

/**
 * Refuses (404, 403) who may not edit the item, then counts the request (429 over the limit).
 * Pages are editors' (their routes admit no contributor).
 */
async function admit(deps: AssistDeps, target: AssistTarget, staff: AssistStaff): Promise<void> {
  if (target.kind === 'article') {
    checkArticleChange(staff, await getArticle(deps.articles, target.id));
  } else {
    await getPage(deps.pages, target.id);
  }
  await enforceRateLimit(deps.rateLimits, assistRateRule, staff.sub, deps.now());
}

/** Why a suggested title or description is refused; undefined when it fits. */
export function seoProblem(suggestion: SeoSuggestion): string | undefined {
  const title = collapseWhitespace(suggestion.meta_title);
  const description = collapseWhitespace(suggestion.meta_description);
  if (!title) return 'The title was empty.';
  if (!description) return 'The description was empty.';
  if (title.length > maxMetaTitleLength || serpLine('title', title).truncated)
    return `The title is too wide: Google cuts titles at ${serpBoxes.title.maxWidthPx} px (20 px Arial). Make it shorter.`;
  if (
    description.length > maxMetaDescriptionLength ||
    serpLine('description', description).truncated
  )
    return `The description is too wide: Google cuts descriptions at ${serpBoxes.description.maxWidthPx} px (14 px Arial). Make it shorter.`;
  return undefined;
}

/** Why alt text is refused; undefined when it will do. */
export function altTextProblem(suggestion: AltTextSuggestion): string | undefined {
  const text = suggestion.alt_text.trim();
  if (!text) return 'The alt text was empty.';
  if (text.length > maxImageAltLength)
    return `The alt text is longer than ${maxImageAltLength} characters.`;
  return undefined;
}

/** Why a rewrite is refused; undefined when it will do. */
export function rewriteProblem(
  request: Pick<RewriteRequest, 'text' | 'instruction'>,
  suggestion: RewriteSuggestion,
): string | undefined {
  const text = suggestion.text.trim();
  if (!text) return 'The rewrite was empty.';
  if (text.length > maxRewriteLength)
    return `The rewrite is longer than ${maxRewriteLength} characters.`;
  if (request.instruction === 'shorter' && text.length >= request.text.trim().length)
    return 'The rewrite is not shorter than the passage.';
  return undefined;
}

/**
 * Asks the model until an answer passes `problemOf`, telling it each refusal's reason. Any model
 * failure, or no passing answer after {@link maxAttempts}, is the one message the editor reads.
 */
async function untilItFits<T>(
  deps: Pick<AssistDeps, 'onModelFailure'>,
  ask: (feedback: string | undefined) => Promise<T>,
  problemOf: (answer: T) => string | undefined,
): Promise<T> {
  let feedback: string | undefined;
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    let answer: T;
    try {
      answer = await ask(feedback);
    } catch (error) {
      deps.onModelFailure?.(error);
      throw new UnavailableError(assistFailedMessage);
    }
    feedback = problemOf(answer);
    if (!feedback) return answer;
  }
  deps.onModelFailure?.(new Error(`No answer passed after ${maxAttempts} attempts: ${feedback}`));
  throw new UnavailableError(assistFailedMessage);
}

/** A search title and meta description for the item's current copy, fitting the result page. */
export async function suggestSeo(
  deps: AssistDeps,
  target: AssistTarget,
  input: SeoAssistInput,
  staff: AssistStaff,
): Promise<SeoSuggestion> {
  await admit(deps, target, staff);
  const request: SeoRequest = { ...input };
  const answer = await untilItFits(
    deps,
    (feedback) => deps.model.suggestSeo({ ...request, feedback }),
    seoProblem,
  );
  return {
    meta_title: collapseWhitespace(answer.meta_title),
    meta_description: collapseWhitespace(answer.meta_description),
  };
}

/** Alt text for an image of the item; `needs_review` when the model could not look at it. */
export async function suggestAltText(
  deps: AssistDeps,
  target: AssistTarget,
  input: AltTextAssistInput,
  staff: AssistStaff,
): Promise<AltTextSuggestion> {
  await admit(deps, target, staff);
  const answer = await untilItFits(
    deps,
    () =>
      deps.model.altText({
        imageUrl: input.image_url,
        caption: input.caption,
        heading: input.heading,
        title: input.title,
        image: () => deps.imageOf(input.image_url),
      }),
    altTextProblem,
  );
  return { alt_text: collapseWhitespace(answer.alt_text), needs_review: answer.needs_review };
}

/** A rewrite of a passage of the item by the instruction. */
export async function suggestRewrite(
  deps: AssistDeps,
  target: AssistTarget,
  input: RewriteAssistInput,
  staff: AssistStaff,
): Promise<RewriteSuggestion> {
  await admit(deps, target, staff);
  const request: RewriteRequest = {
    text: input.text,
    heading: input.heading,
    instruction: input.instruction,
    customInstruction: input.custom_instruction,
  };
  const answer = await untilItFits(
    deps,
    (feedback) => deps.model.rewrite({ ...request, feedback }),
    (suggestion) => rewriteProblem(request, suggestion),
  );
  return { text: answer.text.trim() };
}
