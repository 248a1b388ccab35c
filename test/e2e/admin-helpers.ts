/**
 * Shared steps of the admin portal's browser tests: signing in through the UI, inviting a staff
 * member and their first sign-in from the mailed invitation, an ID token for preparing data
 * through the API, and sign-up confirmation codes from the sandbox. The axe check is in axe.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { isAllowedCategory } from '../../shared/content/categories';
import { roleLabels, type StaffRole } from '../../shared/rules/staff-roles';
import type { ArticleRecord } from '../../shared/schemas/article';
import type { AuthorListResponse } from '../../shared/schemas/author';
import type { CategoryListResponse } from '../../shared/schemas/category';

export const baseUrl = (): string => process.env.BASE_URL as string;
export const adminEmail = (): string => process.env.ADMIN_EMAIL as string;
export const adminPassword = (): string => process.env.ADMIN_PASSWORD as string;

/** A password the user pool's default policy accepts. */
export const strongPassword = 'Str0ng!Passw0rd';

/** A unique suffix, so tests never collide with each other's data. */
export function unique(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/**
 * Puts `as`'s session (the seeded admin's when not given) where the Cognito library keeps it
 * (localStorage), as the portal's own sign-in leaves it: a walk through the form costs seconds per
 * test, and admin-auth.spec.ts walks it ({@link signInThroughForm}). Fresh tokens each time, so a
 * test that signs out (and revokes) never touches another test's session. Any page of the origin
 * gives access to its localStorage; the runtime config is the lightest.
 */
export async function storeSession(
  page: Page,
  as: Credentials = { email: adminEmail(), password: adminPassword() },
): Promise<void> {
  const tokens = await cognitoTokens(page.request, as);
  await page.goto(`${baseUrl()}/config.json`);
  await page.evaluate(
    ({ clientId, username, tokens }) => {
      const prefix = `CognitoIdentityServiceProvider.${clientId}`;
      localStorage.setItem(`${prefix}.${username}.idToken`, tokens.IdToken);
      localStorage.setItem(`${prefix}.${username}.accessToken`, tokens.AccessToken);
      localStorage.setItem(`${prefix}.${username}.refreshToken`, tokens.RefreshToken);
      localStorage.setItem(`${prefix}.${username}.clockDrift`, '0');
      localStorage.setItem(`${prefix}.LastAuthUser`, username);
    },
    { clientId: tokens.clientId, username: as.email, tokens: tokens.result },
  );
}

/** Signs in (the seeded admin by default) and waits for the dashboard. */
export async function signIn(page: Page, email = adminEmail(), password = adminPassword()) {
  await storeSession(page, { email, password });
  await page.goto(`${baseUrl()}/admin/dashboard`);
  // Longer than an assertion's wait: the first session check of a run meets cold handlers.
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/**
 * Signs the seeded admin in and opens `path` of the portal (one page load fewer than signIn and a
 * goto); resolves once the portal's shell shows there, its header with the theme toggle.
 */
export async function openSignedIn(page: Page, path: string) {
  await storeSession(page);
  await page.goto(`${baseUrl()}${path}`);
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 30_000 });
  expect(new URL(page.url()).pathname).toBe(new URL(path, baseUrl()).pathname);
}

/** Signs in through the /admin screen's form and waits for the dashboard. */
export async function signInThroughForm(
  page: Page,
  email = adminEmail(),
  password = adminPassword(),
) {
  await page.goto(`${baseUrl()}/admin`);
  await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/**
 * Invites `email` in `role` through the Staff tab of /admin/settings, as the administrator
 * signed in on `page`; resolves once the portal says the invitation was sent.
 */
export async function inviteInStaffTab(page: Page, email: string, role: StaffRole) {
  await page.goto(`${baseUrl()}/admin/settings`);
  await page.getByRole('tab', { name: 'Staff' }).click();
  const form = page.getByRole('form', { name: 'Invite staff' });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('combobox').click();
  await page.getByRole('option', { name: roleLabels[role], exact: true }).click();
  await form.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText('Invitation sent', { exact: true })).toBeVisible();
}

/** One message of the SES emulator's `/store` (infra/local/ses.ts `CaughtMail`). */
interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

/**
 * The newest invitation mailed to `email`, read from the sandbox's mailbox (the SES emulator's
 * `/store`, beside its mailbox page), with the temporary password it carries.
 */
export async function invitationMail(
  email: string,
): Promise<{ mail: StoredMail; temporaryPassword: string }> {
  let found: StoredMail | undefined;
  await expect
    .poll(async () => {
      const store = (await (await fetch(new URL('store', process.env.MAILBOX_URL))).json()) as {
        emails: StoredMail[];
      };
      found = store.emails
        .filter((mail) => mail.destination.to.includes(email) && /invited/.test(mail.subject))
        .at(-1);
      return found !== undefined;
    })
    .toBe(true);
  const temporaryPassword = /Temporary password: (\S+)/.exec(found?.body.text ?? '')?.[1];
  if (!temporaryPassword) throw new Error(`The invitation to ${email} carries no password`);
  return { mail: found!, temporaryPassword };
}

/**
 * An invitee's first sign-in, in a browser context of their own: the mailed temporary password,
 * then `password` chosen on the new-password step; resolves on their dashboard.
 */
export async function firstSignIn(
  page: Page,
  email: string,
  temporaryPassword: string,
  password = strongPassword,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await page.context().browser()!.newContext({
    storageState: process.env.E2E_STORAGE_STATE,
  });
  const invitee = await context.newPage();
  await invitee.goto(`${baseUrl()}/admin`);
  const form = invitee.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(temporaryPassword);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(invitee.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await invitee.getByLabel('New password').fill(password);
  await invitee.getByLabel('Repeat password').fill(password);
  await invitee.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(invitee).toHaveURL(/\/admin\/dashboard$/);
  return { context, page: invitee };
}

/** A staff member invited and signed in for the first time (see {@link inviteStaff}). */
export interface InvitedStaff {
  email: string;
  /** The password they chose (sign in again with it). */
  password: string;
  /** Their own browser context, signed in; close it when done. */
  context: BrowserContext;
  /** Their page, on the dashboard. */
  page: Page;
}

/**
 * A new staff member in `role`, the whole way a person becomes one: the administrator signed in
 * on `page` invites an allow-listed address in the Staff tab, the invitation mail is read from
 * the sandbox's mailbox, and the invitee signs in with its temporary password in a fresh browser
 * context and chooses their own. `page` stays on the Staff tab.
 */
export async function inviteStaff(page: Page, role: StaffRole): Promise<InvitedStaff> {
  const email = `${role}-${unique()}@staff.example.com`;
  await inviteInStaffTab(page, email, role);
  const { temporaryPassword } = await invitationMail(email);
  const invitee = await firstSignIn(page, email, temporaryPassword);
  return { email, password: strongPassword, ...invitee };
}

/** The confirmation code the sandbox wrote for `email` (it prints and files every code). */
export async function confirmationCode(email: string): Promise<string> {
  const file = join(process.env.SANDBOX_DATA_DIR as string, 'cognito', 'codes.json');
  let code: string | undefined;
  await expect
    .poll(() => {
      if (!existsSync(file)) return undefined;
      code = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)[
        email.toLowerCase()
      ];
      return code;
    })
    .toBeTruthy();
  return code as string;
}

/** Signs up and confirms through the /admin screen; lands on the dashboard. */
export async function signUp(page: Page, email: string) {
  await page.goto(`${baseUrl()}/admin`);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign Up' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(strongPassword);
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail' })).toBeVisible();
  await page.getByLabel('Confirmation code').fill(await confirmationCode(email));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** A staff account's credentials (the seeded admin's when not given). */
export interface Credentials {
  email: string;
  password: string;
}

interface CognitoTokens {
  clientId: string;
  result: { IdToken: string; AccessToken: string; RefreshToken: string };
}

/** Signs `as` in at the sandbox's Cognito emulator (USER_PASSWORD_AUTH); the tokens it gives. */
async function cognitoTokens(request: APIRequestContext, as: Credentials): Promise<CognitoTokens> {
  const config = (await (await request.get(`${baseUrl()}/config.json`)).json()) as {
    userPoolClientId: string;
  };
  const answer = await request.post(`${baseUrl()}/__cognito/`, {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    data: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.userPoolClientId,
      AuthParameters: { USERNAME: as.email, PASSWORD: as.password },
    }),
  });
  expect(answer.ok(), `${as.email} could not sign in: ${await answer.text()}`).toBe(true);
  const body = (await answer.json()) as { AuthenticationResult?: CognitoTokens['result'] };
  if (!body.AuthenticationResult) throw new Error(`${as.email} got a challenge, not tokens`);
  return { clientId: config.userPoolClientId, result: body.AuthenticationResult };
}

/**
 * The seeded admin's ID token, kept for a few minutes per worker: specs prepare data with many
 * API calls, and a sign-in for each doubled their requests. Only the seeded admin's: other
 * accounts change role during tests, and the role is in the token.
 */
let seededAdminToken: { token: string; until: number } | undefined;

/** An ID token of the seeded admin (or `as`), for preparing data through the API. */
export async function adminToken(request: APIRequestContext, as?: Credentials): Promise<string> {
  if (as) return (await cognitoTokens(request, as)).result.IdToken;
  if (seededAdminToken && seededAdminToken.until > Date.now()) return seededAdminToken.token;
  const seeded = { email: adminEmail(), password: adminPassword() };
  const token = (await cognitoTokens(request, seeded)).result.IdToken;
  seededAdminToken = { token, until: Date.now() + 5 * 60_000 };
  return token;
}

/** Calls an admin API route as the seeded admin (or `as`). */
export async function adminApi<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
  as?: Credentials,
): Promise<T> {
  const token = await adminToken(request, as);
  const answer = await request.fetch(`${baseUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  const text = await answer.text();
  expect(answer.ok(), `${method} ${path}: ${answer.status()} ${text}`).toBe(true);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A draft article made through the API, with the first author and category. */
export async function createArticleThroughApi(
  request: APIRequestContext,
  title: string,
  /** Who writes it (the seeded admin when not given): a contributor's own draft. */
  as?: Credentials,
): Promise<ArticleRecord> {
  const authors = await adminApi<AuthorListResponse>(request, 'GET', '/api/admin/authors');
  const categories = await adminApi<CategoryListResponse>(request, 'GET', '/api/admin/categories');
  return adminApi<ArticleRecord>(
    request,
    'POST',
    '/api/admin/articles',
    {
      title,
      slug: '',
      // Its own description and words: the quality gate holds an article sharing another's.
      excerpt: `An excerpt written by the test: ${title}.`,
      author_id: authors.items[0]!.id,
      // A category the public site shows (earlier specs add test categories that sort first).
      category_id: (
        categories.items.find((category) => isAllowedCategory(category.name)) ??
        categories.items[0]!
      ).id,
      introduction: `The introduction of ${title}.`,
      key_points: ['One point'],
      sections: [{ title: 'A section', content: 'Its content.' }],
      conclusion: 'The end.',
      image_url: '',
      is_published: false,
    },
    as,
  );
}

/** A tiny valid PNG (1x1 pixel). */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Opens `action` of a programmatic page's row: every action but Regenerate sits in the row's
 * More menu, so rows fit the screen.
 */
export async function openPageRowAction(page: Page, row: Locator, action: string | RegExp) {
  await row.getByRole('button', { name: /^More actions/ }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}
