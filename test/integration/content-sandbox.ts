/**
 * What the content suites share: a sandbox on free ports with a temp data dir and no seed, the
 * sandbox admin's ID token, a small JSON client for the API, and builders for valid content.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import type { ArticleRecord } from '@shared/schemas/article';
import type { AuthorRecord } from '@shared/schemas/author';
import type { CategoryRecord } from '@shared/schemas/category';
import type { UploadResponse } from '@shared/schemas/upload';
import { start, type Sandbox, type StartOptions } from '../../infra/local/index';

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export interface ContentSandbox {
  sandbox: Sandbox;
  adminToken: string;
  /** Calls the API; `token` undefined sends no Authorization header. */
  api<T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string },
  ): Promise<ApiAnswer<T>>;
  /** Calls the API as the sandbox admin. */
  admin<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<ApiAnswer<T>>;
  /** Creates a category through the API (201 expected). */
  category(name: string): Promise<CategoryRecord>;
  /** Creates an author through the API (201 expected). */
  author(name: string): Promise<AuthorRecord>;
  /** Creates an article through the API (201 expected). */
  article(
    fields: Partial<ArticleRecord> & Pick<ArticleRecord, 'author_id' | 'category_id'>,
  ): Promise<ArticleRecord>;
  /** Waits until the queues have nothing left to do (renders included), up to a minute. */
  settled(): Promise<void>;
  end(): Promise<void>;
}

/** Signs in with USER_PASSWORD_AUTH and returns the tokens. */
export async function signIn(
  sandbox: Sandbox,
  email: string,
  password: string,
  clientId = sandbox.cognito.clientId,
): Promise<{ idToken: string; accessToken: string }> {
  const cognito = cognitoClient(sandbox);
  const answer = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  cognito.destroy();
  const result = answer.AuthenticationResult;
  if (!result?.IdToken || !result.AccessToken) throw new Error(`${email} could not sign in`);
  return { idToken: result.IdToken, accessToken: result.AccessToken };
}

/** A Cognito client for the sandbox's emulator. */
export function cognitoClient(sandbox: Sandbox): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: sandbox.cognito.endpoint,
    // Admin targets answer only calls signed with the sandbox's credentials, as IAM would.
    credentials: sandbox.credentials,
  });
}

let sequence = 0;

/**
 * A complete, valid article body for the admin API. Its description and introduction name its
 * title: the quality gate holds an article sharing another's description, or copying its words.
 */
/** Twelve words no other fixture article has: `n7a`, `n7b`, ... */
function ownWords(sequence: number): string {
  return `${Array.from({ length: 12 }, (_, i) => `n${sequence}${String.fromCharCode(97 + i)}`).join(' ')}.`;
}

export function articleBody(fields: Record<string, unknown>) {
  sequence += 1;
  const title = typeof fields.title === 'string' ? fields.title : `Article ${sequence}`;
  return {
    title,
    slug: '',
    excerpt: `A short excerpt about ${title}.`,
    introduction: `An introduction to ${title} that sets the scene.`,
    key_points: ['First point', 'Second point'],
    // Words of this article alone: articles that differ by a number in their title would
    // otherwise be near-duplicates, which the quality gate holds (quality-gate.ts).
    sections: [{ title: 'Where to start', content: `Section content. ${ownWords(sequence)}` }],
    conclusion: 'A conclusion.',
    image_url: '',
    is_published: true,
    ...fields,
  };
}

/** Starts an unseeded sandbox and signs its admin in. */
export async function startContentSandbox(
  options: Pick<StartOptions, 'queueRetryDelayMs' | 'adminEmailDomains' | 'now' | 'scheduler'> = {},
): Promise<ContentSandbox> {
  const dataDir = mkdtempSync(join(tmpdir(), 'content-'));
  const sandbox = await start({ port: 0, dataDir, seed: false, ...options });
  const { idToken: adminToken } = await signIn(
    sandbox,
    sandbox.admin.email,
    sandbox.admin.password,
  );

  async function api<T>(
    method: string,
    path: string,
    options: { body?: unknown; token?: string } = {},
  ) {
    const headers: Record<string, string> = {};
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(`${sandbox.url}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
  }
  const admin = <T>(method: string, path: string, body?: unknown) =>
    api<T>(method, path, { body, token: adminToken });
  const created = async <T>(path: string, body: unknown): Promise<T> => {
    const answer = await admin<T>('POST', path, body);
    if (answer.status !== 201)
      throw new Error(`POST ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };

  return {
    sandbox,
    adminToken,
    api,
    admin,
    category: (name) => created('/api/admin/categories', { name }),
    author: (name) => created('/api/admin/authors', { name, bio: `${name} writes here.` }),
    article: (fields) => created('/api/admin/articles', articleBody(fields)),
    settled: () => sandbox.queue.idle(60_000),
    async end() {
      await sandbox.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test file's content sandbox: started in its `beforeAll`, ended in its `afterAll`. The
 * answer stands for the sandbox once it has started, so use it inside tests and hooks only.
 */
export function contentSandboxForFile(
  options: Parameters<typeof startContentSandbox>[0] = {},
): ContentSandbox {
  let started: ContentSandbox | undefined;
  beforeAll(async () => {
    started = await startContentSandbox(options);
  });
  afterAll(async () => {
    await started?.end();
  });
  return new Proxy({} as ContentSandbox, {
    get(_target, key) {
      if (!started) throw new Error('The file’s content sandbox has not started yet');
      return Reflect.get(started, key);
    },
  });
}

/** An upload the image worker has processed. */
export interface Uploaded {
  key: string;
  publicUrl: string;
  id: string;
}

/**
 * Uploads a `width` x `height` PNG as the editor does (presign, POST, verify with its name) and
 * waits for the image worker, so its media row exists (and uploads are listed in their order).
 */
export async function uploadImage(
  env: ContentSandbox,
  fileName: string,
  { width = 640, height = 360 }: { width?: number; height?: number } = {},
): Promise<Uploaded> {
  const file = await sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  const { body: form } = await env.admin<UploadResponse>('POST', '/api/admin/uploads', {
    fileName,
    contentType: 'image/png',
    size: file.length,
  });
  const target = form.url.startsWith('/__s3')
    ? `${env.sandbox.endpoints.s3}${form.url.slice(5)}`
    : form.url;
  const data = new FormData();
  for (const [name, value] of Object.entries(form.fields)) data.append(name, value);
  data.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), fileName);
  expect((await fetch(target, { method: 'POST', body: data })).status).toBe(204);
  const verified = await env.admin('POST', '/api/admin/uploads/verify', {
    key: form.key,
    fileName,
  });
  expect(verified.status).toBe(200);
  await env.sandbox.queue.idle(120_000);
  return { key: form.key, publicUrl: form.publicUrl, id: form.key.split('/')[1]! };
}
