/**
 * "Email to subscribers when published" as a user of the sandbox meets it: the option asked for
 * on a draft through the admin API, the draft published with the publish switch, and from there
 * nothing driven by hand: the publication listener queues the article, the real email worker
 * takes the request and sends it to the confirmed subscribers, caught by the SES emulator.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsletterSendList } from '@shared/schemas/newsletter-sends';
import {
  authorAndCategory,
  confirmFromMail,
  type EngagementSandbox,
  startEngagementSandbox,
} from './engagement-sandbox';

const title = 'Margins after the merger';
const reader = 'on-publish-reader@example.com';

let env: EngagementSandbox;

const admin = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
  env.api<T>(method, path, { body, token: env.adminToken });

beforeAll(async () => {
  // As `npm start` runs it: each accepted mail is followed by SES's Delivery event.
  env = await startEngagementSandbox({}, { deliveryEvents: true });
  const signUp = await env.api('POST', '/api/newsletter', {
    body: { email: reader },
    ip: '198.51.100.7',
  });
  expect(signUp.status).toBe(200);
  await env.sandbox.queue.idle(60_000);
  const confirmation = (await env.sandbox.mail.messages()).find(
    (mail) => mail.subject.startsWith('Confirm') && mail.destination.to[0] === reader,
  );
  expect(await confirmFromMail(env, confirmation!)).toBe(200);
}, 120_000);

afterAll(async () => {
  await env?.end();
});

describe('a newsletter send on publish', () => {
  it('mails a draft to the subscribers once the publish switch makes it public', async () => {
    const owners = await authorAndCategory(env);
    const draft = await admin<{ id: string }>('POST', '/api/admin/articles', {
      title,
      slug: '',
      excerpt: 'What holds after two firms become one.',
      introduction: 'Start with the customers both firms shared.',
      key_points: ['Keep the best accounts'],
      sections: [{ title: 'Where to look', content: 'At the accounts that overlap.' }],
      conclusion: 'Price for the combined value.',
      image_url: '',
      is_published: false,
      ...owners,
    });
    expect(draft.status).toBe(201);
    const id = draft.body.id;
    const asked = await admin('PUT', `/api/admin/newsletters/on-publish/${id}`, { enabled: true });
    expect(asked.status).toBe(200);

    const published = await admin('PATCH', `/api/admin/articles/${id}/publish`, {
      is_published: true,
    });
    expect(published.status).toBe(200);
    await env.sandbox.queue.idle(60_000);

    const mails = (await env.sandbox.mail.messages()).filter((mail) => mail.subject === title);
    expect(mails.map((mail) => mail.destination.to[0])).toEqual([reader]);
    const sends = await admin<NewsletterSendList>('GET', '/api/admin/newsletters/sends');
    expect(
      sends.body.items.filter((send) => send.kind === 'article' && send.article_id === id),
    ).toMatchObject([{ status: 'sent', sent: 1, total: 1, created_by: env.sandbox.admin.email }]);
    // SES's Delivery event went through the configuration set, SNS and the feedback queue.
    await env.sandbox.queue.idle(60_000);
    const delivered = await admin<NewsletterSendList>('GET', '/api/admin/newsletters/sends');
    expect(
      delivered.body.items.find((send) => send.kind === 'article' && send.article_id === id),
    ).toMatchObject({
      delivered: 1,
    });
    // The request was taken: the option reads off, and publishing again sends nothing more.
    const state = await admin('GET', `/api/admin/newsletters/on-publish/${id}`);
    expect(state.body).toEqual({ enabled: false });
  }, 120_000);
});
