/**
 * The analytics queue's message: one accepted beacon, or one stored lead, already cleaned by the
 * schemas of `analytics.ts` (so it is parsed here without cleaning again). `id` makes counting
 * exact: the worker counts a message once, however often SQS delivers it.
 */
import * as z from 'zod';
import {
  deviceClasses,
  leadKinds,
  storedAttributionSchema,
  storedUtmSchema,
} from '@shared/schemas/analytics';

/** A page view, as queued. */
const queuedViewSchema = z.object({
  type: z.literal('view'),
  path: z.string(),
  /** The referrer's domain (or "direct"). */
  referrer: z.string(),
  utm: storedUtmSchema,
  sessionId: z.string(),
  /** When it happened (ISO), within the window the HTTP side accepts. */
  at: z.string(),
});

/** A lead, as queued. */
const queuedLeadSchema = z.object({
  type: z.literal('lead'),
  kind: z.enum(leadKinds),
  path: z.string(),
  attribution: storedAttributionSchema.optional(),
  at: z.string(),
});

/** One analytics message. */
export const analyticsMessageSchema = z.object({
  /** Unique per beacon or lead: the worker's idempotency key. */
  id: z.string().min(1).max(200),
  device: z.enum(deviceClasses).optional(),
  events: z.array(z.discriminatedUnion('type', [queuedViewSchema, queuedLeadSchema])).min(1),
});

/** One analytics message. */
export type AnalyticsMessage = z.infer<typeof analyticsMessageSchema>;
/** A queued view. */
export type QueuedView = z.infer<typeof queuedViewSchema>;
/** A queued lead. */
export type QueuedLead = z.infer<typeof queuedLeadSchema>;
