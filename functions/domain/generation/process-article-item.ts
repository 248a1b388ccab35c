/**
 * An article item of a batch job: claim (pending -> processing, conditional) -> generate (while
 * the saver begins the reads of the save that the answer does not change) -> validate -> finish
 * the text (headings, links) -> save through the articles domain (unique slug by the spec's
 * 5-attempt scheme on top of the atomic slug marker) -> complete with the article id. A failure that trying again cannot fix ends the item as failed with the spec's message and
 * a detail for View Error; a retryable one (throttling, a crash) gives the item back and throws,
 * so the queue redelivers the message, and after the last delivery the dead-letter handler fails
 * the item.
 *
 * Idempotence: a finished item is never worked on again; the article id is derived from the job
 * and the item, so even a worker that saved the article and died before recording it completes
 * the item on redelivery instead of writing a second article.
 */
import { createHash } from 'node:crypto';
import * as z from 'zod';
import { generationItemMessages } from '@shared/content/generation-messages';
import { articleCreateBodySchema, type ArticleCreateBody } from '@shared/schemas/article';
import { generatedArticleSchema } from '@shared/schemas/generation';
import { generatedExcerpt } from '@shared/rules/article-content';
import { generatedImageAlt } from '@shared/rules/image-alt';
import { landingState } from '@shared/rules/review';
import { generationActor } from '@shared/schemas/revision';
import type { Review } from '@shared/schemas/review';
import { ConflictError, DomainError } from '@functions/domain/errors';
import { finishGeneratedArticle } from './article-output';
import { ContentModelError } from './content-model';
import { describe, ItemFailure, RetryableGenerationError } from './generation-failure';
import type { StoredItem, StoredJob } from './job-store';
import type { Delivery, ProcessDeps, ProcessOutcome } from './process-item';
import * as articlePrompt from './prompts/article-v1';

/** What saving an article needs from the articles domain. */
export interface GeneratedArticleSaver {
  /** The article with this id, if it exists. */
  exists(id: string): Promise<boolean>;
  /**
   * Creates the article under `id`, choosing a unique slug from the title by the spec's scheme.
   * Resolves to the stored article's id; throws ConflictError when no free slug was found and a
   * DomainError for anything the input breaks.
   */
  create(id: string, body: ArticleCreateBody, review?: Review): Promise<{ id?: string }>;
  /**
   * Begins the reads a create of article `id` makes that the model's answer does not change (its
   * author and category, the gate's thresholds, its index row), so they run while the model
   * writes instead of after it; the create uses each once. A saver without it reads on create.
   */
  prefetch?(id: string, job: Pick<StoredJob, 'author_id' | 'category_id'>): void;
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

/** Maps a model failure to the item's message, or undefined when the queue should retry. */
function modelFailure(error: unknown): ItemFailure | undefined {
  if (!(error instanceof ContentModelError) || error.retryable) return undefined;
  const message =
    error.failure === 'no-data'
      ? generationItemMessages.noData
      : generationItemMessages.generateFailed;
  return new ItemFailure(message, error.detail);
}

export async function processArticleItem(
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

  deps.articles.prefetch?.(articleId, job);
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

  // Where the job asked its articles to land: in review (the default), draft or published.
  const landing = landingState(job.lands_in, generationActor, deps.now());
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
    is_published: landing.published,
  });
  if (!body.success) {
    throw new ItemFailure(generationItemMessages.saveFailed, z.prettifyError(body.error));
  }
  let saved: { id?: string };
  try {
    saved = await deps.articles.create(articleId, body.data, landing.review);
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
