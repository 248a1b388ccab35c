/** The generation dead-letter queue's side of a message whose deliveries are used up. */
import { generationItemMessages } from '@shared/content/generation-messages';
import type { GenerationMessage } from '@shared/schemas/generation';
import type { Delivery, ProcessDeps } from './process-item';
import { pageErrorMessage, pageGenerationFailedMessage } from './process-page';

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
