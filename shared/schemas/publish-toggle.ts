/** The publish switch of articles and programmatic pages: one shape for both. */
import * as z from 'zod';
import '@shared/schemas/zod-browser';
import { overrideReasonSchema } from '@shared/schemas/quality';

/**
 * Input of a publish switch. For an article it sets `is_published`; for a page true publishes and
 * false returns it to draft (a page in error is refused with 409: there is nothing to publish).
 * It sets one field, so two toggles cannot lose each other's work and no `version` is sent; the
 * stored version still moves on, so an open editor's next save sees the change.
 */
export const publishToggleInputSchema = z.object({
  is_published: z.boolean({ error: 'is_published must be true or false' }),
  /** An editor's reason to publish an item the quality gate holds (shared/schemas/quality.ts). */
  override_reason: overrideReasonSchema.optional(),
});

/** Input of a publish switch. */
export type PublishToggleInput = z.infer<typeof publishToggleInputSchema>;
