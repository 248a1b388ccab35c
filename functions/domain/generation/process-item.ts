/**
 * The work of one generation queue message (DESIGN.md section 7), by kind: an article item of a
 * batch job (`process-article-item.ts`) or a landing page (`process-page.ts`). A message that
 * used up its deliveries is handled by `process-dead-letter.ts`.
 *
 * Each flow claims its work with a conditional write first, so a redelivered message does
 * nothing twice; a failure that trying again cannot fix is recorded, a retryable one throws
 * {@link RetryableGenerationError} and the queue redelivers the message.
 */
import type { GenerationMessage } from '@shared/schemas/generation';
import type { ContentModel } from './content-model';
import type { JobStore } from './job-store';
import { processArticleItem, type GeneratedArticleSaver } from './process-article-item';
import { processPage, type PageGenerationTarget } from './process-page';

/** One delivery of a queue message. */
export interface Delivery {
  /** The queue's id of the message; the same on every delivery of that message. */
  messageId: string;
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

/** What became of a message, for logs and tests. */
export type ProcessOutcome =
  | 'complete'
  | 'failed'
  | 'skipped-finished'
  | 'skipped-held'
  | 'skipped-missing'
  | 'page-saved'
  | 'page-failed';

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
