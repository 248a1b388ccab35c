/**
 * Who hears of a review step, by e-mail: a submit tells every editor and administrator (but the
 * submitter), a send-back gives the author the reviewer's note, an approval tells the author the
 * item is live or when it will be. A member who turned review emails off, or whose account is
 * disabled, gets none; an author who is no staff member (the generation worker) gets none.
 *
 * Each mail is one message of the email queue, keyed by the event (item, the version the step
 * wrote, the step) and the recipient: the email worker claims the key before sending, so a
 * repeated call or a redelivered message mails once. The request never waits for SES.
 */
import type { StaffRole } from '@shared/rules/staff-roles';
import type { ReviewMailEvent } from '@shared/schemas/review-mail';
import type { EmailJobs } from '@functions/domain/email/email-ports';

/** A staff member as the review mails see them. */
export interface ReviewMailMember {
  email: string;
  role: StaffRole;
  enabled: boolean;
  /** The member's "Review emails" preference (on unless they turned it off). */
  reviewEmails: boolean;
}

/** One review step, as the flow reports it. */
export interface ReviewEvent {
  event: ReviewMailEvent;
  item: { kind: 'article' | 'page'; id: string; title: string; path: string };
  /** The version the step wrote: with the item and the step, it names the event once. */
  version: number;
  /** Who submitted the item. */
  author: string;
  /** Who took the step. */
  actor: string;
  note?: string;
  /** An approval that scheduled the item: when it goes live. */
  publishAt?: string;
}

export interface ReviewMailDeps {
  /** Every member holding a role, with their preference. */
  staff(): Promise<ReviewMailMember[]>;
  jobs: EmailJobs;
}

const reviewerRoles: readonly StaffRole[] = ['editor', 'administrator'];

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The addresses a review step is mailed to. */
export function reviewMailRecipients(event: ReviewEvent, members: ReviewMailMember[]): string[] {
  const wanting = members.filter((member) => member.enabled && member.reviewEmails);
  if (event.event === 'submitted') {
    return wanting
      .filter((member) => reviewerRoles.includes(member.role) && !same(member.email, event.actor))
      .map((member) => member.email);
  }
  return wanting.filter((member) => same(member.email, event.author)).map((member) => member.email);
}

/** Queues the mails of one review step. */
export async function sendReviewMail(deps: ReviewMailDeps, event: ReviewEvent): Promise<void> {
  const recipients = reviewMailRecipients(event, await deps.staff());
  const { kind, id, title, path } = event.item;
  for (const to of recipients) {
    await deps.jobs.enqueue({
      kind: 'review-notification',
      key: `review#${kind}#${id}#${event.version}#${event.event}#${to.toLowerCase()}`,
      to,
      event: event.event,
      item: { kind, title, path },
      author: event.author,
      actor: event.actor,
      ...(event.note !== undefined ? { note: event.note } : {}),
      ...(event.publishAt ? { publish_at: event.publishAt } : {}),
    });
  }
}
