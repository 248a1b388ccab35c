/**
 * Shared steps of the public-site specs (site-*.spec.ts): waiting for hydration, a fresh client
 * address per test (the public forms' rate limit counts per address), the seeded admin's ID token
 * for preparing data through the admin API. The axe check is in axe.ts.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const baseUrl = (): string => process.env.BASE_URL as string;

/** A browser storage state with nothing in it: a first-time visitor (consent dialog shows). */
export const firstVisit = { cookies: [], origins: [] };

/** Waits until React Router has hydrated the page. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
}

/** A unique suffix, so tests never collide with each other's data. */
export function unique(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** A client address no other test uses (the e2e sandbox reads it from x-forwarded-for). */
export function freshClientIp(): string {
  const part = () => Math.floor(Math.random() * 254) + 1;
  return `10.${part()}.${part()}.${part()}`;
}

/** Sends every request of `page` from a fresh client address; returns the address. */
export async function useFreshClientIp(page: Page): Promise<string> {
  const ip = freshClientIp();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  return ip;
}

interface CognitoLogin {
  idToken: string;
  clientId: string;
}

/**
 * The seeded admin's login, kept for a few minutes per worker: specs prepare data with many API
 * calls, and a sign-in for each doubled their requests.
 */
let cachedLogin: { login: CognitoLogin; until: number } | undefined;

/** Signs the seeded admin in at the sandbox's Cognito emulator (USER_PASSWORD_AUTH). */
export async function adminLogin(request: APIRequestContext): Promise<CognitoLogin> {
  if (cachedLogin && cachedLogin.until > Date.now()) return cachedLogin.login;
  const login = await signInSeededAdmin(request);
  cachedLogin = { login, until: Date.now() + 5 * 60_000 };
  return login;
}

async function signInSeededAdmin(request: APIRequestContext): Promise<CognitoLogin> {
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
      AuthParameters: {
        USERNAME: process.env.ADMIN_EMAIL,
        PASSWORD: process.env.ADMIN_PASSWORD,
      },
    }),
  });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { AuthenticationResult: { IdToken: string } };
  return { idToken: body.AuthenticationResult.IdToken, clientId: config.userPoolClientId };
}

/**
 * Puts the admin's session where the Cognito library keeps it (localStorage), as the admin portal
 * leaves it after signing in, before any page script runs.
 */
export async function storeAdminSession(page: Page, login: CognitoLogin): Promise<void> {
  const payload = JSON.parse(
    Buffer.from(login.idToken.split('.')[1]!, 'base64url').toString('utf8'),
  ) as Record<string, unknown>;
  const user = String(payload['cognito:username'] ?? payload.sub);
  await page.addInitScript(
    ({ clientId, user, token }) => {
      const prefix = `CognitoIdentityServiceProvider.${clientId}`;
      localStorage.setItem(`${prefix}.LastAuthUser`, user);
      localStorage.setItem(`${prefix}.${user}.idToken`, token);
    },
    { clientId: login.clientId, user, token: login.idToken },
  );
}

/** The parsed JSON-LD blocks of the page (head and body). */
export async function jsonLdBlocks(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** The toast list (sonner) of the page. */
export function toasts(page: Page) {
  return page.locator('[data-sonner-toaster]');
}
