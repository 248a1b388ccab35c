/** An {@link EmailJobs} that keeps what is queued, or refuses when told to. */
import type { EmailJob } from '@shared/schemas/email';
import type { EmailJobs } from '@functions/domain/email/email-ports';

export class InMemoryEmailJobs implements EmailJobs {
  readonly jobs: EmailJob[] = [];
  refuse = false;

  async enqueue(job: EmailJob) {
    if (this.refuse) throw new Error('queue unavailable');
    this.jobs.push(job);
  }
}
