/**
 * The review state in the browser: the administrator invites a
 * contributor and an editor (each reads the invitation in the sandbox's mailbox and signs in in a
 * browser of their own); the contributor submits their draft for review; the editor sends it back
 * with a note, which the contributor reads in the editor; resubmitted, the editor approves it and
 * the article is live on the public site.
 */
import { expect, test } from '@playwright/test';
import { baseUrl, createArticleThroughApi, inviteStaff, signIn, unique } from './admin-helpers';

test('an invited contributor submits a draft, an invited editor sends it back with a note, then approves it', async ({
  page: admin,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(admin);
  const contributor = await inviteStaff(admin, 'contributor');
  const editorAccount = await inviteStaff(admin, 'editor');
  const page = contributor.page;
  const editor = editorAccount.page;
  const draft = await createArticleThroughApi(request, `E2E Review ${unique()}`, {
    email: contributor.email,
    password: contributor.password,
  });
  const editPath = `${baseUrl()}/admin/articles/edit/${draft.id}`;

  // The contributor sees no publishing, only Submit for review.
  await page.goto(editPath);
  await expect(page.getByRole('switch', { name: 'Published' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Submitted for review', { exact: true })).toBeVisible();
  await expect(page.getByText('In review', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve and publish' })).toHaveCount(0);

  // The editor, in a browser of their own, sends it back with a note.
  // The dashboard counts what waits for review and leads to it.
  await editor.goto(`${baseUrl()}/admin/dashboard`);
  await expect(editor.getByTestId('count-waitingForReview')).not.toHaveText('0');
  await editor.getByRole('link', { name: 'Articles in review' }).click();
  await expect(editor).toHaveURL(/\/admin\/articles\?status=in_review$/);
  await expect(editor.getByRole('link', { name: `Edit ${draft.title}` })).toBeVisible();
  await editor.goto(editPath);
  await editor.getByRole('button', { name: 'Send back' }).click();
  const dialog = editor.getByRole('dialog', { name: 'Send back' });
  await dialog.getByRole('button', { name: 'Send back' }).click();
  await expect(dialog.getByText('Note is required')).toBeVisible();
  await dialog.getByLabel('Note').fill('Please add a source for the second claim.');
  await dialog.getByRole('button', { name: 'Send back' }).click();
  await expect(editor.getByText('Sent back to its author', { exact: true })).toBeVisible();

  // The contributor reads the note and submits again.
  await page.reload();
  await expect(page.getByTestId('review-note')).toHaveText(
    'Please add a source for the second claim.',
  );
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Submitted for review', { exact: true })).toBeVisible();

  // The editor approves it; it goes live on the public site.
  await editor.reload();
  await editor.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(editor.getByText('Approved and published', { exact: true })).toBeVisible();
  await editorAccount.context.close();

  await expect
    .poll(async () => (await request.get(`${baseUrl()}/insights/${draft.slug}`)).status(), {
      timeout: 30_000,
    })
    .toBe(200);
  await page.goto(`${baseUrl()}/insights/${draft.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: draft.title })).toBeVisible();
  await contributor.context.close();
});

test("the dashboard's review links look like links and show each kind's count", async ({
  page,
}) => {
  await signIn(page);

  for (const name of ['Articles in review', 'Pages in review']) {
    const link = page.getByRole('link', { name: new RegExp(`^${name}: \\d+$`) });
    await expect(link).toHaveCSS('text-decoration-line', 'underline');
  }
});
