/**
 * SES feedback: the configuration set's event destination publishes bounce, complaint and
 * delivery events to an SNS topic, whose subscription puts each notification on the `feedback`
 * queue (with its dead-letter queue); this worker reads them in batches. The body is SNS's
 * envelope (`Type: 'Notification'`, `Message`: SES's event as JSON; raw delivery, the event
 * itself, is read too). A permanent bounce or a complaint suppresses the address
 * (functions/domain/email); a newsletter message's events (its `send_id` tag) are counted on its
 * send once each.
 */
import * as z from 'zod';
import { applySesFeedback } from '@functions/domain/email/suppress-address';
import { countSesEvent } from '@functions/domain/newsletter/sends';
import { logger } from '@functions/lib/logger';
import { sqsBatchHandler } from '@functions/lib/sqs-batch';
import { feedbackDeps } from '@functions/wiring/email';
import { sendStore } from '@functions/wiring/newsletter';

const recipients = z.array(z.object({ emailAddress: z.string().optional() })).optional();

/** SES's event (the parts read here), as the configuration set publishes it. */
const sesEventSchema = z.object({
  eventType: z.string(),
  mail: z
    .object({
      messageId: z.string().optional(),
      tags: z.record(z.string(), z.array(z.string())).optional(),
    })
    .optional(),
  bounce: z.object({ bounceType: z.string().optional(), bouncedRecipients: recipients }).optional(),
  complaint: z.object({ complainedRecipients: recipients }).optional(),
});

/** SNS's envelope around it, or the event itself (raw message delivery). */
const feedbackMessageSchema = z.union([
  z.object({ Type: z.literal('Notification'), Message: z.string() }).transform((envelope, ctx) => {
    try {
      const parsed = sesEventSchema.safeParse(JSON.parse(envelope.Message));
      if (parsed.success) return parsed.data;
    } catch {
      // Reported below: not an SES event.
    }
    ctx.addIssue({ code: 'custom', message: 'The notification is not an SES event' });
    return z.NEVER;
  }),
  sesEventSchema,
]);

export const handler = sqsBatchHandler({
  schema: feedbackMessageSchema,
  kind: 'ses-feedback',
  deps: () => feedbackDeps,
  async handle(deps, event, record) {
    const suppressed = await applySesFeedback(deps, event);
    const counted = await countSesEvent(sendStore, {
      eventType: event.eventType,
      sendId: event.mail?.tags?.send_id?.[0],
      messageId: event.mail?.messageId,
    });
    logger.info('SES feedback handled', {
      messageId: record.messageId,
      type: event.eventType,
      suppressedCount: suppressed.length,
      counted,
    });
  },
});
