/**
 * The review mails end to end: a review round set up through the API (an editor invited, an
 * article submitted, sent back with a note, submitted again, approved) produces its three kinds
 * of mail, which the sandbox's mailbox page shows.
 */
import { expect, test } from '@playwright/test';
import type { ArticleRecord } from '../../shared/schemas/article';
import { adminApi, adminEmail, createArticleThroughApi, unique } from './admin-helpers';

test('a review round mails the request, the note and the approval, as the mailbox shows', async ({
  page,
  request,
}) => {
  const id = unique();
  // An editor to be asked for the review (the administrator who submits is not told of it).
  const editor = `review-mail-${id}@example.com`;
  await adminApi(request, 'POST', '/api/admin/staff', { email: editor, role: 'editor' });
  const title = `Review Mail Memo ${id}`;
  const draft = await createArticleThroughApi(request, title);
  const path = `/api/admin/articles/${draft.id}`;
  const submitted = await adminApi<ArticleRecord>(request, 'POST', `${path}/review`, {
    expected_version: draft.version,
  });
  const sentBack = await adminApi<ArticleRecord>(request, 'POST', `${path}/send-back`, {
    expected_version: submitted.version,
    note: 'Name the survey behind the second chart.',
  });
  const again = await adminApi<ArticleRecord>(request, 'POST', `${path}/review`, {
    expected_version: sentBack.version,
  });
  await adminApi(request, 'POST', `${path}/approve`, { expected_version: again.version });

  const mailbox = process.env.MAILBOX_URL!;
  for (const subject of [
    `Review requested: ${title}`,
    `Sent back: ${title}`,
    `Approved and live: ${title}`,
  ]) {
    await expect
      .poll(
        async () => {
          await page.goto(mailbox);
          return page.getByText(subject).count();
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
  }
  // Who got which: the editor both requests, the administrator (the author here) the note and
  // the approval (the mailbox's JSON store, which the page shows).
  const store = (await (await fetch(new URL('store', mailbox))).json()) as {
    emails: { subject: string; destination: { to: string[] }; body: { text?: string } }[];
  };
  const about = store.emails.filter((mail) => mail.subject.endsWith(title));
  const to = (address: string) =>
    about.filter((mail) => mail.destination.to.includes(address)).map((mail) => mail.subject);
  expect(to(editor)).toEqual([`Review requested: ${title}`, `Review requested: ${title}`]);
  expect(to(adminEmail().toLowerCase())).toEqual([
    `Sent back: ${title}`,
    `Approved and live: ${title}`,
  ]);
  expect(about.find((mail) => mail.subject.startsWith('Sent back'))?.body.text).toContain(
    'Name the survey behind the second chart.',
  );
});
