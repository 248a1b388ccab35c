/**
 * Who the review mails go to, and what each says: a submit tells the editors and administrators
 * (never the submitter), a send-back and an approval tell the author; a member who turned review
 * emails off, or is disabled, gets none. The review flow reports each step once it is written.
 */
import { describe, expect, it } from 'vitest';
import { createArticle } from '@functions/domain/articles/manage-articles';
import { renderEmail, type MailSite } from '@functions/domain/email/templates';
import {
  approve,
  articleReviews,
  sendBack,
  submitForReview,
  type Staff,
} from '@functions/domain/review/manage-reviews';
import {
  reviewMailRecipients,
  sendReviewMail,
  type ReviewEvent,
  type ReviewMailMember,
} from '@functions/domain/review/review-mail';
import type { ReviewNotification } from '@shared/schemas/review-mail';
import { contentWithReferences, createBody } from '../articles/fixtures';
import { InMemoryEmailJobs } from '../email/in-memory-email-jobs';

const members: ReviewMailMember[] = [
  { email: 'writer@example.com', role: 'contributor', enabled: true, reviewEmails: true },
  { email: 'editor@example.com', role: 'editor', enabled: true, reviewEmails: true },
  { email: 'boss@example.com', role: 'administrator', enabled: true, reviewEmails: true },
  { email: 'quiet@example.com', role: 'editor', enabled: true, reviewEmails: false },
  { email: 'gone@example.com', role: 'editor', enabled: false, reviewEmails: true },
];

const event = (overrides: Partial<ReviewEvent>): ReviewEvent => ({
  event: 'submitted',
  item: { kind: 'article', id: 'a1', title: 'Pricing power', path: '/admin/articles/edit/a1' },
  version: 2,
  author: 'writer@example.com',
  actor: 'writer@example.com',
  ...overrides,
});

describe('reviewMailRecipients', () => {
  it('a submit goes to the editors and administrators who want it', () => {
    expect(reviewMailRecipients(event({}), members)).toEqual([
      'editor@example.com',
      'boss@example.com',
    ]);
  });

  it('an editor who submits is not told of their own submit', () => {
    const own = event({ author: 'EDITOR@example.com', actor: 'EDITOR@example.com' });

    expect(reviewMailRecipients(own, members)).toEqual(['boss@example.com']);
  });

  it('a send-back and an approval go to the author alone, unless they turned them off', () => {
    const sentBack = event({ event: 'sent-back', actor: 'editor@example.com', note: 'Cite it.' });
    const toQuiet = event({ event: 'approved', author: 'quiet@example.com' });
    const toRobot = event({ event: 'approved', author: 'generation-worker' });

    expect(reviewMailRecipients(sentBack, members)).toEqual(['writer@example.com']);
    expect(reviewMailRecipients(toQuiet, members)).toEqual([]);
    expect(reviewMailRecipients(toRobot, members)).toEqual([]);
  });
});

describe('sendReviewMail', () => {
  it('queues one mail per recipient, keyed by the event and the recipient', async () => {
    const jobs = new InMemoryEmailJobs();

    await sendReviewMail({ staff: async () => members, jobs }, event({}));
    await sendReviewMail({ staff: async () => members, jobs }, event({}));

    const keys = jobs.jobs.map((job) => job.key);
    expect(keys).toEqual([
      'review#article#a1#2#submitted#editor@example.com',
      'review#article#a1#2#submitted#boss@example.com',
      // The same event again has the same keys: the email worker's claim sends each once.
      'review#article#a1#2#submitted#editor@example.com',
      'review#article#a1#2#submitted#boss@example.com',
    ]);
  });
});

describe('the review mail templates', () => {
  const site: MailSite = {
    brandName: 'Advisory',
    origin: 'https://example.com',
    staffRecipients: [],
  };
  const job = (overrides: Partial<ReviewNotification>): ReviewNotification => ({
    kind: 'review-notification',
    key: 'k',
    to: 'editor@example.com',
    event: 'submitted',
    item: { kind: 'article', title: 'Pricing <power>', path: '/admin/articles/edit/a1' },
    author: 'writer@example.com',
    actor: 'writer@example.com',
    ...overrides,
  });

  it('a submit names the title, the author and links to the item in the portal', () => {
    const mail = renderEmail(site, job({}));

    expect(mail.to).toEqual(['editor@example.com']);
    expect(mail.subject).toBe('Review requested: Pricing <power>');
    expect(mail.text).toContain('writer@example.com submitted the article "Pricing <power>"');
    expect(mail.text).toContain('https://example.com/admin/articles/edit/a1');
    expect(mail.html).toContain('Pricing &lt;power&gt;');
    expect(mail.html).not.toContain('<power>');
  });

  it("a send-back carries the reviewer's note", () => {
    const mail = renderEmail(
      site,
      job({ event: 'sent-back', actor: 'editor@example.com', note: 'Cite the 2024 survey.' }),
    );

    expect(mail.subject).toBe('Sent back: Pricing <power>');
    expect(mail.text).toContain('Cite the 2024 survey.');
  });

  it('an approval says live now, or when it will be', () => {
    const live = renderEmail(site, job({ event: 'approved' }));
    const later = renderEmail(
      site,
      job({ event: 'approved', publish_at: '2026-12-01T09:30:00.000Z' }),
    );

    expect(live.subject).toBe('Approved and live: Pricing <power>');
    expect(live.text).toContain('It is live now.');
    expect(later.subject).toBe('Approved and scheduled: Pricing <power>');
    expect(later.text).toContain('It goes live on December 1, 2026 at 09:30 UTC.');
  });
});

describe('the review flow reports its steps', () => {
  const writer: Staff = { sub: 'writer-sub', role: 'contributor', email: 'writer@example.com' };
  const editor: Staff = { sub: 'editor-sub', role: 'editor', email: 'editor@example.com' };

  it('submit, send back, submit again and a scheduled approval, each with its version', async () => {
    const content = contentWithReferences();
    const deps = {
      articles: content.articles,
      authors: content.authors,
      categories: content.categories,
      now: () => new Date('2026-11-26T10:00:00Z'),
    };
    const draft = await createArticle(deps, createBody({ is_published: false }), {
      createdBy: writer.sub,
    });
    const heard: ReviewEvent[] = [];
    const kind = {
      ...articleReviews(deps),
      notify: async (step: ReviewEvent) => void heard.push(step),
    };

    await submitForReview(kind, draft.id, { expected_version: 1 }, writer);
    await sendBack(kind, draft.id, { expected_version: 2, note: 'Cite it.' }, editor);
    await submitForReview(kind, draft.id, { expected_version: 3 }, writer);
    await approve(
      kind,
      draft.id,
      { expected_version: 4, publish_at: '2026-12-01T09:30:00.000Z' },
      editor,
    );

    expect(
      heard.map(({ event, version, author, actor }) => ({ event, version, author, actor })),
    ).toEqual([
      { event: 'submitted', version: 2, author: writer.email, actor: writer.email },
      { event: 'sent-back', version: 3, author: writer.email, actor: editor.email },
      { event: 'submitted', version: 4, author: writer.email, actor: writer.email },
      { event: 'approved', version: 5, author: writer.email, actor: editor.email },
    ]);
    expect(heard[1]!.note).toBe('Cite it.');
    expect(heard[3]!.publishAt).toBe('2026-12-01T09:30:00.000Z');
    expect(heard[0]!.item).toEqual({
      kind: 'article',
      id: draft.id,
      title: draft.title,
      path: `/admin/articles/edit/${draft.id}`,
    });
  });
});
