/**
 * The newsletter's publication listener, in a module of its own: every function that publishes
 * carries it (functions/wiring/publication-listeners.ts), and the send code with its mail
 * rendering (markdown to HTML) would ride along in each of their bundles.
 */
import type { NewsletterQueue } from '@functions/domain/newsletter/sends-ports';

/**
 * The publication listener: an article that became public is handed to the email worker
 * (`sendIfAsked` in sends.ts), which alone reads the requests, so a publishing function needs no more
 * than the queue.
 */
export async function sendOnPublish(
  queue: NewsletterQueue,
  event: { type: string; kind: string; id: string },
): Promise<void> {
  if (event.type !== 'became-public' || event.kind !== 'article') return;
  await queue.enqueue([{ kind: 'newsletter-on-publish', article_id: event.id }]);
}
