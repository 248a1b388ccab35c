/**
 * A newsletter batch that SES keeps refusing, through the sandbox as `npm start` runs it: the
 * local queue retries the batch up to the email queue's `maxReceiveCount`, moves it to the
 * dead-letter queue and hands it to the manifest's `deadLetterWorker` on its own, with nobody
 * calling that worker by hand, which counts the recipient failed and ends the send, so the
 * Newsletters screen never shows it "Sending" for ever.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleSend, NewsletterSend } from '@shared/schemas/newsletter-sends';
import { queues } from '../../infra/manifest';
import {
  authorAndCategory,
  confirmFromMail,
  type EngagementSandbox,
  startEngagementSandbox,
} from './engagement-sandbox';

const reader = 'refused@example.com';

let env: EngagementSandbox;
let articleId: string;

const admin = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
  env.api<T>(method, path, { body, token: env.adminToken });

beforeAll(async () => {
  env = await startEngagementSandbox();
  const owners = await authorAndCategory(env);
  const article = await admin<{ id: string }>('POST', '/api/admin/articles', {
    title: 'Refused at the gate',
    slug: '',
    excerpt: 'What happens to a mail the service keeps refusing.',
    introduction: 'An introduction about refused mail.',
    key_points: ['One'],
    sections: [{ title: 'A section', content: 'Content about dead letters.' }],
    conclusion: 'A conclusion.',
    image_url: '',
    is_published: true,
    ...owners,
  });
  articleId = article.body.id;

  expect((await env.api('POST', '/api/newsletter', { body: { email: reader } })).status).toBe(200);
  await env.sandbox.queue.idle(60_000);
  const confirmation = (await env.sandbox.mail.messages()).find((mail) =>
    mail.subject.startsWith('Confirm'),
  )!;
  expect(await confirmFromMail(env, confirmation)).toBe(200);
}, 180_000);

afterAll(async () => {
  await env?.end();
});

describe('a newsletter batch the queue gives up on', () => {
  it('is counted failed by the dead-letter worker, and its send ends failed', async () => {
    const refused = env.sandbox.faults.mailRefusals(1000);

    const started = await admin<ArticleSend>('POST', '/api/admin/newsletters/sends', {
      article_id: articleId,
      confirm: true,
    });
    let send: NewsletterSend | undefined;
    await expect
      .poll(
        async () => {
          send = (
            await admin<NewsletterSend>('GET', `/api/admin/newsletters/sends/${started.body.id}`)
          ).body;
          return send.status;
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBe('failed');

    expect(started.status).toBe(202);
    // Every delivery of the batch tried its one mail, and no more.
    expect(refused()).toBe(queues.email.maxReceiveCount);
    expect(send).toMatchObject({ total: 1, sent: 0, failed: 1 });
    expect(send!.finished_at).toBeDefined();
    expect(env.sandbox.queue.deadLetters('email')).toEqual([]);
    expect(
      (await env.sandbox.mail.messages()).filter((mail) => mail.destination.to.includes(reader)),
    ).toHaveLength(1);
  }, 120_000);
});
