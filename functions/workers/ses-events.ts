/**
 * SES feedback: the configuration set sends its bounce and complaint events to EventBridge, whose
 * rule invokes this with each ("Email Bounced", "Email Complaint Received"; `detail` is SES's
 * event). A permanent bounce or a complaint suppresses the address (functions/domain/email).
 */
import type { EventBridgeEvent } from 'aws-lambda';
import { applySesFeedback, type SesFeedback } from '@functions/domain/email/suppress-address';
import { logger } from '@functions/lib/logger';
import { feedbackDeps } from '@functions/wiring/email';

export async function handler(event: EventBridgeEvent<string, SesFeedback>): Promise<void> {
  const suppressed = await applySesFeedback(feedbackDeps, event.detail ?? {});
  logger.info('SES feedback handled', {
    type: event['detail-type'],
    suppressedCount: suppressed.length,
  });
}
