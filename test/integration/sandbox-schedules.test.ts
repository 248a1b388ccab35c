/**
 * The sandbox runs the manifest's schedules on its own clock, as EventBridge runs them in AWS:
 * the test holds the clock (`start({ now })`) and fires what is due with `runSchedules(at)`. The
 * generation sweep is the schedule here: reading a job writes nothing, and the sweep alone ends an
 * item stuck in processing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationItemMessages } from '@shared/content/generation-messages';
import type { GeneratedArticle, GenerationJobReadResponse } from '@shared/schemas/generation';
import { staleAfterMs } from '@functions/domain/generation/jobs';
import { startGenerationSandbox, waitFor, type GenerationSandbox } from './generation-sandbox';

const minute = 60_000;
let env: GenerationSandbox;
/** The sandbox's clock: it stands still unless a test moves it. */
let clock: Date;

beforeAll(async () => {
  clock = new Date();
  env = await startGenerationSandbox({ now: () => clock });
});

afterAll(async () => {
  await env?.end();
});

describe('the sandbox scheduler', () => {
  it('runs a schedule only once its rate has passed on the sandbox clock, with the event EventBridge sends', async () => {
    const startedAt = clock.getTime();

    // The sweep alone: the one-minute scheduled publish is due at every step here.
    const sweeps = async (at: Date) =>
      (await env.sandbox.runSchedules(at)).filter((run) => run.name === 'generationSweep');
    const early = await sweeps(new Date(startedAt + 9 * minute));
    const due = await sweeps(new Date(startedAt + 10 * minute));
    const again = await sweeps(new Date(startedAt + 11 * minute));

    expect(early).toEqual([]);
    expect(due).toEqual([
      {
        name: 'generationSweep',
        time: new Date(startedAt + 10 * minute).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        result: { failed: 0 },
      },
    ]);
    expect(again).toEqual([]);
  });

  it('leaves a stuck item to the sweep: reading the job changes nothing, the scheduled sweep fails it', async () => {
    // The model never answers while the test holds it: the item stays processing.
    let release: (article: GeneratedArticle) => void = () => {};
    env.behaviours.set('Stuck in processing', () => new Promise((resolve) => (release = resolve)));
    const created = await env.api<GenerationJobReadResponse & { jobId: string }>(
      'POST',
      '/api/admin/jobs',
      {
        author_id: env.authorId,
        category_id: env.categoryId,
        entries: [{ title: 'Stuck in processing', keyword: 'stuck' }],
      },
    );
    expect(created.status).toBe(201);
    const read = () =>
      env.api<GenerationJobReadResponse>('GET', `/api/admin/jobs/${created.body.jobId}`);
    await waitFor(async () =>
      (await read()).body.items[0]?.status === 'processing' ? true : undefined,
    );

    // Long after any lease: the read still shows processing, the sweep then fails the item.
    clock = new Date(Date.now() + 2 * staleAfterMs + 60 * minute);
    const before = await read();
    const runs = (await env.sandbox.runSchedules()).filter((run) => run.name === 'generationSweep');
    const after = await read();

    expect(before.body.items[0]?.status).toBe('processing');
    expect(runs).toEqual([
      expect.objectContaining({ name: 'generationSweep', result: { failed: 1 } }),
    ]);
    expect(after.body.items[0]).toMatchObject({
      status: 'failed',
      message: generationItemMessages.generateFailed,
    });
    release({ title: 'late', excerpt: '', content: '', meta_description: '' } as never);
  });
});
