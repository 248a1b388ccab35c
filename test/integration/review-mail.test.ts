/**
 * The review mails against the sandbox (the SES emulator's mailbox, through the email queue): a
 * review round (submit, send back, submit again, approve) mails the editors and administrators on
 * each submit, the author the reviewer's note and the approval; a member who turned review emails
 * off on their account gets none; the preference answers 400 naming the field when malformed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleRecord } from '@shared/schemas/article';
import type { AuthorRecord } from '@shared/schemas/author';
import type { CategoryRecord } from '@shared/schemas/category';
import { articleBody, startContentSandbox, type ContentSandbox } from './content-sandbox';
import { staffAccount, staffDomain } from './staff-sandbox';

let content: ContentSandbox;
let author: AuthorRecord;
let category: CategoryRecord;
let writer: { idToken: string };
let reviewer: { idToken: string };
let quiet: { idToken: string };
const writerEmail = `mail-writer@${staffDomain}`;
const reviewerEmail = `mail-reviewer@${staffDomain}`;
const quietEmail = `mail-quiet@${staffDomain}`;

beforeAll(async () => {
  content = await startContentSandbox({ adminEmailDomains: [staffDomain] });
  author = await content.author('Mara Mailed');
  category = await content.category('Operations');
  writer = await staffAccount(content.sandbox, writerEmail, 'contributor');
  reviewer = await staffAccount(content.sandbox, reviewerEmail, 'editor');
  quiet = await staffAccount(content.sandbox, quietEmail, 'editor');
});

afterAll(async () => {
  await content?.end();
});

const as = <T>(token: string, method: string, path: string, body?: unknown) =>
  content.api<T>(method, path, { body, token });

/** Every mail about `title` in the sandbox's mailbox, once the email queue is done. */
async function mailsAbout(title: string) {
  await content.sandbox.queue.idle(20_000);
  return (await content.sandbox.mail.messages())
    .filter((mail) => mail.subject.includes(title))
    .map((mail) => ({
      to: mail.destination.to,
      subject: mail.subject,
      text: mail.body.text ?? '',
    }));
}

describe('preferences', () => {
  it('review emails are on by default, turned off by the member, and a bad value names the field', async () => {
    const before = await as(quiet.idToken, 'GET', '/api/admin/account/preferences');
    const bad = await as<{ fields?: Record<string, string> }>(
      quiet.idToken,
      'PUT',
      '/api/admin/account/preferences',
      { review_emails: 'no' },
    );
    const off = await as(quiet.idToken, 'PUT', '/api/admin/account/preferences', {
      review_emails: false,
    });
    const after = await as(quiet.idToken, 'GET', '/api/admin/account/preferences');
    // The member still signs in and works as before: the row grants what no row granted.
    const stillWorks = await as(quiet.idToken, 'GET', '/api/admin/articles');

    expect(before).toEqual({ status: 200, body: { review_emails: true } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('review_emails');
    expect(off).toEqual({ status: 200, body: { review_emails: false } });
    expect(after.body).toEqual({ review_emails: false });
    expect(stillWorks.status).toBe(200);
  });
});

describe('a review round', () => {
  it('mails each step to the expected addresses, once, and nothing to a member who turned them off', async () => {
    await as(quiet.idToken, 'PUT', '/api/admin/account/preferences', { review_emails: false });
    const title = 'Pricing Power in Slow Markets';
    const created = await as<ArticleRecord>(
      writer.idToken,
      'POST',
      '/api/admin/articles',
      articleBody({
        author_id: author.id,
        category_id: category.id,
        title,
        slug: 'pricing-power-slow-markets',
        is_published: false,
      }),
    );
    expect(created.status).toBe(201);
    const id = created.body.id;
    const step = async (token: string, action: string, body: Record<string, unknown>) => {
      const answer = await as<ArticleRecord>(
        token,
        'POST',
        `/api/admin/articles/${id}/${action}`,
        body,
      );
      expect(answer.status).toBe(200);
      return answer.body;
    };

    const submitted = await step(writer.idToken, 'review', { expected_version: 1 });
    const firstRound = await mailsAbout(title);
    const sentBack = await step(reviewer.idToken, 'send-back', {
      expected_version: submitted.version,
      note: 'Cite the 2024 pricing survey.',
    });
    const resubmitted = await step(writer.idToken, 'review', {
      expected_version: sentBack.version,
    });
    await step(reviewer.idToken, 'approve', { expected_version: resubmitted.version });
    const all = await mailsAbout(title);

    const admin = content.sandbox.admin.email.toLowerCase();
    // On the site's public origin (the build's configuration), not the test server's port.
    const link = new RegExp(
      `Open it in the portal: https?://[^/\\s]+/admin/articles/edit/${id}\\n`,
    );
    expect(firstRound.map((mail) => mail.to).sort()).toEqual([[admin], [reviewerEmail]].sort());
    for (const mail of firstRound) {
      expect(mail.subject).toBe(`Review requested: ${title}`);
      expect(mail.text).toContain(`${writerEmail} submitted the article "${title}"`);
      expect(mail.text).toMatch(link);
    }
    const toWriter = all.filter((mail) => mail.to.includes(writerEmail));
    expect(toWriter.map((mail) => mail.subject)).toEqual([
      `Sent back: ${title}`,
      `Approved and live: ${title}`,
    ]);
    expect(toWriter[0]!.text).toContain('Cite the 2024 pricing survey.');
    expect(toWriter[1]!.text).toContain('It is live now.');
    // Two submits, each to the reviewer and the administrator; nothing to the quiet editor.
    const requests = all.filter((mail) => mail.subject.startsWith('Review requested'));
    expect(requests).toHaveLength(4);
    expect(all.filter((mail) => mail.to.includes(quietEmail))).toEqual([]);
    expect(all).toHaveLength(6);
  });

  it('a scheduled approval tells the author when it goes live', async () => {
    const title = 'Board Reporting That Gets Read';
    const created = await as<ArticleRecord>(
      writer.idToken,
      'POST',
      '/api/admin/articles',
      articleBody({
        author_id: author.id,
        category_id: category.id,
        title,
        slug: 'board-reporting-read',
        is_published: false,
      }),
    );
    const path = `/api/admin/articles/${created.body.id}`;
    await as(writer.idToken, 'POST', `${path}/review`, { expected_version: 1 });
    const publishAt = new Date(Date.now() + 7 * 24 * 3600_000);
    publishAt.setUTCSeconds(0, 0);

    const approved = await as(reviewer.idToken, 'POST', `${path}/approve`, {
      expected_version: 2,
      publish_at: publishAt.toISOString(),
    });
    const toWriter = (await mailsAbout(title)).filter((mail) => mail.to.includes(writerEmail));

    expect(approved.status).toBe(200);
    expect(toWriter.map((mail) => mail.subject)).toEqual([`Approved and scheduled: ${title}`]);
    expect(toWriter[0]!.text).toContain(`at ${publishAt.toISOString().slice(11, 16)} UTC`);
  });
});
