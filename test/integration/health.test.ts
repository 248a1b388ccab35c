/**
 * GET /api/health asks each dependency itself (signed requests, no SDK client: its bundle must
 * stay small): all up is 200, a database that does not answer is 503 naming the database alone,
 * and the route says nothing more than up or down.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type HostileSandbox } from './hostile-support';

let sandbox: HostileSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: false });
});

afterAll(async () => {
  await sandbox?.stop();
});

async function health() {
  const response = await fetch(`${sandbox.url}/api/health`);
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    body: (await response.json()) as unknown,
  };
}

describe('the health route', () => {
  it('answers 200 when the database, storage, queue and sign-in all answer', async () => {
    const answer = await health();

    expect(answer.status).toBe(200);
    expect(answer.cache).toBe('no-store');
    expect(answer.body).toEqual({
      status: 'ok',
      services: { database: 'up', storage: 'up', queue: 'up', auth: 'up' },
    });
  });

  it('answers 503 naming the database while it is down, and 200 once it is back', async () => {
    const stop = sandbox.faults.databaseHang();
    try {
      const answer = await health();

      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({
        status: 'degraded',
        services: { database: 'down', storage: 'up', queue: 'up', auth: 'up' },
      });
    } finally {
      stop();
    }
    expect((await health()).status).toBe(200);
  });
});
