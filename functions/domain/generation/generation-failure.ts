/**
 * How a generation flow fails: an {@link ItemFailure} ends the item (or page) with the spec's
 * message and a detail for View Error; a {@link RetryableGenerationError} gives it back to the
 * queue, which redelivers the message.
 */
import { ContentModelError } from './content-model';

/** Thrown for a failure the queue should retry: the message is reported failed and redelivered. */
export class RetryableGenerationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RetryableGenerationError';
  }
}

/** A failure that ends the item. */
export class ItemFailure extends Error {
  constructor(
    readonly userMessage: string,
    readonly detail: string,
  ) {
    super(userMessage);
  }
}

/** A failure as one line for an item's detail or a log. */
export function describe(error: unknown): string {
  if (error instanceof ContentModelError) return error.detail;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
