/**
 * The sandbox's HTTP server keeps serving whatever a client sends (finding 3): a
 * malformed percent-encoding is a 400, on web and API paths alike, and the next request is answered.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCleanError, startSandbox, type HostileSandbox } from './hostile-support';

let sandbox: HostileSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: false });
});

afterAll(async () => {
  await sandbox?.stop();
});

/** A raw GET: fetch() would normalise some paths before sending them. */
function rawGet(path: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: sandbox.port, path, method: 'GET' }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('sandbox HTTP server under malformed addresses', () => {
  it('answers 400 to a malformed escape in a page path and keeps serving', async () => {
    const answer = await rawGet('/insights/%E0%A4%A');

    expect(answer.status).toBe(400);
    expect((await rawGet('/api/health')).status).toBe(200);
  });

  it('answers a clean 400 to a malformed escape in an API path', async () => {
    for (const path of ['/api/articles/%E0%A4%A', '/api/pages/%ZZ', '/media/%C0']) {
      const answer = await rawGet(path);

      expect(answer.status, path).toBe(400);
      if (path.startsWith('/api/')) expectCleanError(answer.text);
    }
    expect((await rawGet('/api/health')).status).toBe(200);
  });
});
