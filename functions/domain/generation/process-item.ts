/**
 * The work of one generation queue message (DESIGN.md section 7).
 *
 * Article item: claim (pending -> processing, conditional) -> generate -> validate -> finish the
 * text (headings, links) -> save through the articles domain (unique slug by the spec's 5-attempt
 * scheme on top of the atomic slug marker) -> complete with the article id. A failure that trying
 * again cannot fix ends the item as failed with the spec's message and a detail for View Error;
 * a retryable one (throttling, a crash) gives the item back and throws, so the queue redelivers
 * the message, and after the last delivery the dead-letter handler fails the item.
 *
 * Idempotence: a finished item is never worked on again; the article id is derived from the job
 * and the item, so even a worker that saved the article and died before recording it completes
 * the item on redelivery instead of writing a second article.
 *
 * Page message: claim the request on the page (a duplicate delivery of the same request finds it
 * held or done and does nothing), generate the page's content and record it through the pages
 * domain (a new page becomes a filled draft, a live one stays live), or record the failure (a
 * page without content gets status error; one with content keeps it and notes the error).
 */
import { createHash } from 'node:crypto';
import * as z from 'zod';
import { generatedImageAlt } from '@shared/rules/image-alt';
import { generationItemMessages } from '@shared/content/generation-messages';
import { articleCreateBodySchema, type ArticleCreateBody } from '@shared/schemas/article';
import { generatedArticleSchema, type GenerationMessage } from '@shared/schemas/generation';
import {
  generatedPageContentSchema,
  type GeneratedPageContent,
  type PageRecord,
} from '@shared/schemas/page';
import { generatedExcerpt } from '@shared/rules/article-content';
import {
  ContentModelError,
  type ContentModel,
} from '@functions/adapters/content-model/content-model';
import { ConflictError, DomainError } from '@functions/domain/errors';
import { finishGeneratedArticle } from './article-output';
import type { JobStore, StoredItem, StoredJob } from './job-store';
import * as articlePrompt from './prompts/article-v1';
import * as pagePrompt from './prompts/page-v1';

/** One delivery of a queue message. */
export interface Delivery {
  /** The queue's id of the message; the same on every delivery of that message. */
  messageId: string;
}

/** What saving an article needs from the articles domain. */
export interface GeneratedArticleSaver {
  /** The article with this id, if it exists. */
  exists(id: string): Promise<boolean>;
  /**
   * Creates the article under `id`, choosing a unique slug from the title by the spec's scheme.
   * Resolves to the stored article's id; throws ConflictError when no free slug was found and a
   * DomainError for anything the input breaks.
   */
  create(id: string, body: ArticleCreateBody): Promise<{ id?: string }>;
}

/** What recording a page's generation needs from the pages domain (per generation request). */
export interface PageGenerationTarget {
  /**
   * Claims the request on the page: the page when this delivery may generate it; 'finished' or
   * 'held' when another delivery of the same request did or is doing it; 'missing' without a page.
   */
  claim(
    pageId: string,
    requestId: string,
    leaseMs: number,
  ): Promise<
    | { claimed: true; page: PageRecord }
    | { claimed: false; reason: 'finished' | 'held' | 'missing' }
  >;
  saveContent(pageId: string, requestId: string, content: GeneratedPageContent): Promise<unknown>;
  markFailed(pageId: string, requestId: string, message: string): Promise<unknown>;
  release(pageId: string, requestId: string): Promise<unknown>;
}

/** Dependencies of the worker. */
export interface ProcessDeps {
  jobs: JobStore;
  model: ContentModel;
  articles: GeneratedArticleSaver;
  pages: PageGenerationTarget;
  /** Real paths of the site an article may link to. */
  siteLinks: () => Promise<string[]>;
  newId: () => string;
  now: () => Date;
  /** How long a claim holds an item before another delivery may take it over. */
  leaseMs: number;
  log: (message: string, details: Record<string, unknown>) => void;
}

/** Thrown for a failure the queue should retry: the message is reported failed and redelivered. */
export class RetryableGenerationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RetryableGenerationError';
  }
}

/** What became of a message, for logs and tests. */
export type ProcessOutcome =
  | 'complete'
  | 'failed'
  | 'skipped-finished'
  | 'skipped-held'
  | 'skipped-missing'
  | 'page-saved'
  | 'page-failed';

/** A failure that ends the item. */
class ItemFailure extends Error {
  constructor(
    readonly userMessage: string,
    readonly detail: string,
  ) {
    super(userMessage);
  }
}

/** Id of the article an item writes: the same for every delivery of the item (UUID layout). */
export function articleIdFor(jobId: string, index: number): string {
  const hex = createHash('sha256').update(`article:${jobId}:${index}`).digest('hex');
  // Version 8 ("custom") and the RFC variant, so the id looks like any other UUID.
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `8${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

function describe(error: unknown): string {
  if (error instanceof ContentModelError) return error.detail;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/** Maps a model failure to the item's message, or undefined when the queue should retry. */
function modelFailure(error: unknown): ItemFailure | undefined {
  if (!(error instanceof ContentModelError) || error.retryable) return undefined;
  const message =
    error.failure === 'no-data'
      ? generationItemMessages.noData
      : generationItemMessages.generateFailed;
  return new ItemFailure(message, error.detail);
}

/** Handles one queue message; throws {@link RetryableGenerationError} when it should be redelivered. */
export async function processGenerationMessage(
  deps: ProcessDeps,
  message: GenerationMessage,
  delivery: Delivery,
): Promise<ProcessOutcome> {
  return message.kind === 'article'
    ? processArticleItem(deps, message.jobId, message.index, delivery)
    : processPage(deps, message.pageId, message.requestId ?? delivery.messageId);
}

async function processArticleItem(
  deps: ProcessDeps,
  jobId: string,
  index: number,
  delivery: Delivery,
): Promise<ProcessOutcome> {
  const job = await deps.jobs.getJob(jobId);
  if (!job) {
    deps.log('Generation message for an unknown job', { jobId, index });
    return 'skipped-missing';
  }
  const nowMs = deps.now().getTime();
  const token = deps.newId();
  const claim = await deps.jobs.claim(jobId, index, {
    token,
    messageId: delivery.messageId,
    now: nowMs,
    leaseUntil: nowMs + deps.leaseMs,
  });
  if (!claim.claimed) return `skipped-${claim.reason}`;
  const item = claim.item;

  try {
    const articleId = await generateAndSave(deps, job, item);
    await deps.jobs.finish(
      jobId,
      index,
      token,
      { status: 'complete', articleId, message: generationItemMessages.complete },
      deps.now(),
    );
    return 'complete';
  } catch (error) {
    if (error instanceof ItemFailure) {
      deps.log('Generation item failed', {
        jobId,
        index,
        message: error.userMessage,
        detail: error.detail,
      });
      await deps.jobs.finish(
        jobId,
        index,
        token,
        { status: 'failed', message: error.userMessage, detail: error.detail },
        deps.now(),
      );
      return 'failed';
    }
    // Throttling, a dependency down, a bug: give the item back and let the queue redeliver.
    const detail = `Attempt ${item.attempts} did not finish: ${describe(error)}`;
    await deps.jobs.release(jobId, index, token, detail, deps.now()).catch(() => false);
    throw new RetryableGenerationError(detail, { cause: error });
  }
}

async function generateAndSave(
  deps: ProcessDeps,
  job: StoredJob,
  item: StoredItem,
): Promise<string> {
  const articleId = articleIdFor(job.id, item.index);
  // A previous run saved the article and stopped before recording it: just record it. Only a
  // later attempt can find one (the id belongs to this item, and the lease keeps runs apart).
  if (item.attempts > 1 && (await deps.articles.exists(articleId))) return articleId;

  const siteLinks = job.include_links ? await deps.siteLinks() : [];
  const request = {
    title: item.title,
    keyword: item.keyword,
    includeLinks: job.include_links,
    siteLinks,
  };
  let raw: unknown;
  try {
    raw = await deps.model.generateArticle(request);
  } catch (error) {
    throw modelFailure(error) ?? error;
  }
  if (raw === undefined || raw === null) {
    throw new ItemFailure(
      generationItemMessages.noData,
      `The model (${deps.model.name}) returned nothing.`,
    );
  }
  const parsed = generatedArticleSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ItemFailure(
      generationItemMessages.generateFailed,
      `The model's answer (${articlePrompt.version}) does not match the schema.\n${z.prettifyError(parsed.error)}`,
    );
  }
  const article = finishGeneratedArticle(parsed.data, {
    keyword: item.keyword,
    title: item.title,
    includeLinks: job.include_links,
    siteLinks,
  });
  if (article.sections.length === 0) {
    throw new ItemFailure(
      generationItemMessages.generateFailed,
      'Every section of the answer was empty once generic headings were removed.',
    );
  }

  const body = articleCreateBodySchema.safeParse({
    title: item.title,
    slug: '',
    excerpt: generatedExcerpt(article),
    author_id: job.author_id,
    category_id: job.category_id,
    introduction: article.introduction,
    key_points: article.keyPoints,
    sections: article.sections,
    conclusion: article.conclusion,
    image_url: '',
    // No image yet; if one is added, its alt text starts as the title, flagged for review.
    ...generatedImageAlt(item.title),
    is_published: job.publish,
  });
  if (!body.success) {
    throw new ItemFailure(generationItemMessages.saveFailed, z.prettifyError(body.error));
  }
  let saved: { id?: string };
  try {
    saved = await deps.articles.create(articleId, body.data);
  } catch (error) {
    if (error instanceof ConflictError && error.fields?.slug) {
      throw new ItemFailure(generationItemMessages.duplicateSlug, error.message);
    }
    if (error instanceof DomainError) {
      const fields = error.fields ? ` ${JSON.stringify(error.fields)}` : '';
      throw new ItemFailure(generationItemMessages.saveFailed, `${error.message}${fields}`);
    }
    throw error;
  }
  if (!saved.id) {
    throw new ItemFailure(
      generationItemMessages.noArticleId,
      'The article was saved but no id came back.',
    );
  }
  deps.log('Article generated', {
    jobId: job.id,
    index: item.index,
    articleId: saved.id,
    model: deps.model.name,
    prompt: articlePrompt.version,
  });
  return saved.id;
}

/** Message of a page whose content the model did not give. */
export const pageNoContentMessage = 'No content generated';

/** Prefix of a page's error message when its generation failed. */
export const pageGenerationFailedMessage = 'Failed to regenerate content';

async function processPage(
  deps: ProcessDeps,
  pageId: string,
  requestId: string,
): Promise<ProcessOutcome> {
  const claim = await deps.pages.claim(pageId, requestId, deps.leaseMs);
  if (!claim.claimed) {
    if (claim.reason === 'missing') deps.log('Generation message for an unknown page', { pageId });
    return `skipped-${claim.reason}`;
  }
  const { page } = claim;
  let content: GeneratedPageContent;
  try {
    const raw = await deps.model.generatePage({
      keyword: page.keyword,
      industry: page.industry,
      painPoint: page.pain_point,
      intentLevel: page.intent_level,
      ctaType: page.cta_type,
    });
    const parsed = generatedPageContentSchema.safeParse(raw);
    if (!parsed.success) {
      throw new ItemFailure(
        pageGenerationFailedMessage,
        `The model's answer (${pagePrompt.version}) does not match the schema. ${z.prettifyError(parsed.error)}`,
      );
    }
    content = parsed.data;
  } catch (error) {
    const failure =
      error instanceof ItemFailure
        ? error
        : error instanceof ContentModelError && !error.retryable
          ? new ItemFailure(
              error.failure === 'no-data' ? pageNoContentMessage : pageGenerationFailedMessage,
              error.detail,
            )
          : undefined;
    if (!failure) {
      await Promise.resolve(deps.pages.release(pageId, requestId)).catch(() => undefined);
      throw new RetryableGenerationError(describe(error), { cause: error });
    }
    const message = pageErrorMessage(failure.userMessage, failure.detail);
    await deps.pages.markFailed(pageId, requestId, message);
    deps.log('Page generation failed', { pageId, detail: failure.detail });
    return 'page-failed';
  }
  await deps.pages.saveContent(pageId, requestId, content);
  deps.log('Page generated', { pageId, model: deps.model.name, prompt: pagePrompt.version });
  return 'page-saved';
}

/** The error message stored on a page: the short message, then the detail, kept readable. */
export function pageErrorMessage(message: string, detail: string): string {
  const text = `${message}: ${detail}`.replace(/\s+/g, ' ').trim();
  return text.length <= 500 ? text : `${text.slice(0, 497)}...`;
}

/**
 * The dead-letter side: a message that used up its deliveries. Its article item is failed (if
 * nobody but this message holds a live lease on it: a worker that died mid-item, or one whose
 * last writes met a database outage), its page gets status error.
 */
export async function processDeadLetter(
  deps: Pick<ProcessDeps, 'jobs' | 'pages' | 'now' | 'log'>,
  message: GenerationMessage,
  delivery?: Delivery,
): Promise<void> {
  const now = deps.now();
  if (message.kind === 'page') {
    await deps.pages.markFailed(
      message.pageId,
      message.requestId ?? delivery?.messageId ?? '',
      pageErrorMessage(pageGenerationFailedMessage, deadLetterDetail),
    );
    return;
  }
  const found = await deps.jobs.getWithItems(message.jobId);
  const item = found?.items.find((candidate) => candidate.index === message.index);
  if (!item) return;
  const last = item.error_detail ? ` Last error: ${item.error_detail}` : '';
  const failed = await deps.jobs.failUnfinished(
    message.jobId,
    message.index,
    { message: generationItemMessages.generateFailed, detail: `${deadLetterDetail}${last}` },
    now.getTime(),
    now,
    // A lease this very message holds will never be finished: its deliveries are used up.
    delivery?.messageId,
  );
  deps.log('Dead-lettered generation message', { ...message, failed });
}

/** Detail of an item whose message used up its deliveries. */
export const deadLetterDetail =
  'Generation was retried several times and did not succeed (the model service was busy or unavailable).';
