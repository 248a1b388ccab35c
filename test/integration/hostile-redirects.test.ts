/**
 * Managed redirects cannot send visitors off the site by a target that only looks like a path:
 * the API reads a target as a browser reads a `Location` (shared/rules/redirect-rules.ts) and
 * refuses it with a 400 naming `to`, so the sandbox's HTTP server never answers with it; an
 * explicit https:// URL is accepted, as another site. Also: the draft preview page answers
 * `X-Robots-Tag: noindex`. Needs the web build.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirectMessages } from '@shared/schemas/redirect';
import { startContentSandbox, type ContentSandbox } from './content-sandbox';

let box: ContentSandbox;

beforeAll(async () => {
  box = await startContentSandbox({ queueRetryDelayMs: 20 });
});

afterAll(async () => {
  await box?.end();
});

async function visit(path: string) {
  const response = await fetch(`${box.sandbox.url}${path}`, { redirect: 'manual' });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get('location'), response };
}

describe('redirect targets', () => {
  it.each([
    ['a backslash', '/\\evil.example/login'],
    ['mixed slashes', '/\\/evil.example'],
    ['a tab inside', '/\t/evil.example'],
    ['a percent-encoded backslash', '/%5Cevil.example'],
    ['a scheme-relative address', '//evil.example'],
    ['plain http', 'http://evil.example/'],
    ['javascript:', 'javascript:alert(1)'],
  ])('refuses %s with a 400 naming to, and the path stays unredirected', async (_name, to) => {
    const from = `/bs-${Math.random().toString(36).slice(2, 8)}`;

    const answer = await box.admin<{ error: { fields?: Record<string, string> } }>(
      'POST',
      '/api/admin/redirects',
      { from, to, status: 301 },
    );
    await box.sandbox.queue.idle(60_000);

    expect(answer.status).toBe(400);
    expect(answer.body.error.fields?.to).toBe(redirectMessages.toShape);
    expect((await visit(from)).status).toBe(404);
  });

  it('accepts an explicit https:// URL and answers it as the Location', async () => {
    const answer = await box.admin('POST', '/api/admin/redirects', {
      from: '/to-partner',
      to: 'https://ok.example/x',
      status: 301,
    });
    await box.sandbox.queue.idle(60_000);

    expect(answer.status).toBe(201);
    expect(await visit('/to-partner')).toMatchObject({
      status: 301,
      location: 'https://ok.example/x',
    });
  });
});

describe('the preview page', () => {
  it('answers X-Robots-Tag: noindex; other pages do not', async () => {
    expect((await visit('/preview')).response.headers.get('x-robots-tag')).toBe('noindex');
    expect((await visit('/about')).response.headers.get('x-robots-tag')).toBeNull();
  });
});
