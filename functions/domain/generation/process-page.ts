/**
 * A landing page's generation: claim the request on the page (a duplicate delivery of the same
 * request finds it held or done and does nothing), generate the page's content and record it
 * through the pages domain (a new page becomes a filled draft, a live one stays live), or record
 * the failure (a page without content gets status error; one with content keeps it and notes the
 * error).
 */
import * as z from 'zod';
import { pickFields } from '@shared/schemas/field-lists';
import {
  generatedPageContentSchema,
  pageInputFields,
  type GeneratedPageContent,
  type PageRecord,
} from '@shared/schemas/page';
import { ContentModelError } from './content-model';
import { describe, ItemFailure, RetryableGenerationError } from './generation-failure';
import type { ProcessDeps, ProcessOutcome } from './process-item';
import * as pagePrompt from './prompts/page-v1';

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

/** Message of a page whose content the model did not give. */
export const pageNoContentMessage = 'No content generated';

/** Prefix of a page's error message when its generation failed. */
export const pageGenerationFailedMessage = 'Failed to regenerate content';

export async function processPage(
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
    const raw = await deps.model.generatePage(pickFields(page, pageInputFields));
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
