/**
 * What the engagement suites share: a sandbox on free ports with a temp data dir and no seed, the
 * sandbox admin's ID token, and a small JSON client for the site's API.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { start, type Sandbox, type StartOptions } from '../../infra/local/index';

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

export interface ApiOptions {
  body?: unknown;
  /** Sent as is instead of JSON.stringify(body). */
  raw?: string;
  token?: string;
  /** Client address as the sandbox's API Gateway reads it (X-Forwarded-For). */
  ip?: string;
}

export interface EngagementSandbox {
  sandbox: Sandbox;
  adminToken: string;
  api<T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: ApiOptions,
  ): Promise<ApiAnswer<T>>;
  end(): Promise<void>;
}

/** Signs in with USER_PASSWORD_AUTH at the sandbox's Cognito and returns the ID token. */
export async function signIn(sandbox: Sandbox, email: string, password: string): Promise<string> {
  const cognito = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: sandbox.cognito.endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const answer = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: sandbox.cognito.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  cognito.destroy();
  const token = answer.AuthenticationResult?.IdToken;
  if (!token) throw new Error('The sandbox admin could not sign in');
  return token;
}

/** Starts the sandbox (extra function environment in `env`) and signs its admin in. */
export async function startEngagementSandbox(
  env: Record<string, string> = {},
  options: Pick<StartOptions, 'deliveryEvents'> = {},
): Promise<EngagementSandbox> {
  const dataDir = mkdtempSync(join(tmpdir(), 'engagement-'));
  // Tests act as many clients of the rate limits by the header below (a test-only sandbox knob).
  const sandbox = await start({
    port: 0,
    dataDir,
    seed: false,
    env,
    clientAddressHeader: 'x-forwarded-for',
    ...options,
  });
  const adminToken = await signIn(sandbox, sandbox.admin.email, sandbox.admin.password);

  async function api<T>(
    method: string,
    path: string,
    options: ApiOptions = {},
  ): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = {};
    if (options.body !== undefined || options.raw !== undefined)
      headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.ip) headers['x-forwarded-for'] = options.ip;
    const response = await fetch(`${sandbox.url}${path}`, {
      method,
      headers,
      body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: (text ? JSON.parse(text) : {}) as T,
    };
  }

  return {
    sandbox,
    adminToken,
    api,
    async end() {
      await sandbox.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The confirm link's token in a sign-up's confirmation mail (its text part). */
export function confirmationToken(mail: { body: { text?: string } }): string {
  const token = /\/newsletter\/confirm#([A-Za-z0-9_.-]+)/.exec(mail.body.text ?? '')?.[1];
  if (!token) throw new Error(`No confirm link in the mail:\n${mail.body.text ?? ''}`);
  return token;
}

/** Posts the confirmation a mail's link carries, as its page's button does; answers the status. */
export async function confirmFromMail(
  env: EngagementSandbox,
  mail: { body: { text?: string } },
): Promise<number> {
  return (
    await env.api('POST', '/api/newsletter/confirm', { body: { token: confirmationToken(mail) } })
  ).status;
}

/** An author and the Strategy category, as an article's references need them. */
export async function authorAndCategory(
  env: EngagementSandbox,
): Promise<{ author_id: string; category_id: string }> {
  const made = async (path: string, body: unknown) =>
    (await env.api<{ id: string }>('POST', path, { body, token: env.adminToken })).body.id;
  return {
    category_id: await made('/api/admin/categories', { name: 'Strategy' }),
    author_id: await made('/api/admin/authors', { name: 'Ada Analyst', bio: 'Ada writes here.' }),
  };
}
