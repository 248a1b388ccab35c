/**
 * The email queue: one message per e-mail; the email worker sends it. Callers store
 * what the mail is about first, then enqueue, so a queue that refuses loses no submission.
 */
import { emailJobSchema } from '@shared/schemas/email';
import { sendMessage } from '@functions/adapters/sqs-messages';
import type { EmailJobs } from '@functions/domain/email/email-ports';
import { config } from '@functions/lib/config';

/** Throws when SQS refuses the message: the caller decides what that means. */
export const emailJobs: EmailJobs = {
  async enqueue(job) {
    await sendMessage(config().queues.email, JSON.stringify(emailJobSchema.parse(job)));
  },
};
