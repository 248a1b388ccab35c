/**
 * E-mail through the sandbox's SES emulator: the real handlers enqueue, the real email
 * worker sends with the real SES client, and the emulator catches each message. Proves one
 * notification per contact submission (also when its message is delivered again), one
 * confirmation per sign-up, links that confirm once, expire and refuse forgeries, unsubscribe
 * twice with the same answer, and that a bounced address is suppressed.
 */
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactRecord } from '@shared/schemas/contact';
import type { EmailJob } from '@shared/schemas/email';
import { newsletterMessages } from '@shared/schemas/newsletter';
import { newsletterSigner } from '@functions/adapters/newsletter-signer';
import { hmacSigner } from '../support/hmac-signer';
import { issueToken } from '@functions/domain/newsletter/newsletter-tokens';
import type { CaughtMail } from '../../infra/local/ses';
import { startEngagementSandbox, type EngagementSandbox } from './engagement-sandbox';

let env: EngagementSandbox;
let nextIp = 1;
const freshIp = () => `203.0.113.${nextIp++}`;

beforeAll(async () => {
  env = await startEngagementSandbox();
});

afterAll(async () => {
  await env?.end();
});

/** The mail caught for `address` once every queued message is handled. */
async function mailTo(address: string): Promise<CaughtMail[]> {
  await env.sandbox.queue.idle(20_000);
  const messages = await env.sandbox.mail.messages();
  return messages.filter((mail) => mail.destination.to.includes(address));
}

/** The token a link of the mail carries after `path#`. */
function linkToken(mail: CaughtMail, path: string): string {
  const match = new RegExp(`${path}#([A-Za-z0-9_.-]+)`).exec(mail.body.text ?? '');
  if (!match?.[1]) throw new Error(`No ${path} link in the mail`);
  return match[1];
}

async function subscribe(email: string) {
  const answer = await env.api('POST', '/api/newsletter', { body: { email }, ip: freshIp() });
  expect(answer.status).toBe(200);
}

async function subscriberRows(status: 'all' | 'confirmed' | 'pending', q: string) {
  const answer = await env.api<{ items: { email: string; status: string }[] }>(
    'GET',
    `/api/admin/subscribers?status=${status}&q=${encodeURIComponent(q)}`,
    { token: env.adminToken },
  );
  expect(answer.status).toBe(200);
  return answer.body.items;
}

describe('contact notifications', () => {
  it('sends the staff inbox one notification with the lead and a link to the admin, also when the message comes again', async () => {
    const staff = env.sandbox.admin.email;
    const before = (await mailTo(staff)).length;
    const submitted = await env.api<{ id: string }>('POST', '/api/contact', {
      body: {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.com',
        companyName: 'Compilers Inc',
        interest: 'growth',
        message: 'We would like to talk about our sales motion.',
      },
      ip: freshIp(),
    });
    expect(submitted.status).toBe(201);
    const notifications = (await mailTo(staff)).slice(before);
    const contacts = await env.api<{ items: ContactRecord[] }>('GET', '/api/admin/contacts', {
      token: env.adminToken,
    });
    const contact = contacts.body.items.find((item) => item.id === submitted.body.id)!;
    // The same job again, as SQS may deliver it twice.
    const sqs = new SQSClient({ region: 'us-east-1', endpoint: env.sandbox.endpoints.sqs });
    const again: EmailJob = {
      kind: 'contact-notification',
      key: `contact-notification#${contact.id}`,
      contact,
    };
    for (let i = 0; i < 2; i += 1) {
      await sqs.send(
        new SendMessageCommand({
          QueueUrl: env.sandbox.queue.urlOf('email'),
          MessageBody: JSON.stringify(again),
        }),
      );
    }
    sqs.destroy();

    const after = (await mailTo(staff)).slice(before);

    expect(notifications).toHaveLength(1);
    expect(after).toHaveLength(1);
    const [mail] = after;
    expect(mail?.subject).toContain('Grace Hopper');
    expect(mail?.replyTo).toEqual(['grace@example.com']);
    expect(mail?.body.text).toContain('Compilers Inc');
    expect(mail?.body.text).toMatch(/https?:\/\/\S+\/admin\/contact-submissions/);
  });
});

describe('newsletter double opt-in', () => {
  it('sends one confirmation with one-click unsubscribe headers; its link confirms once', async () => {
    await subscribe('reader@example.com');
    const [mail, ...more] = await mailTo('reader@example.com');
    expect(more).toHaveLength(0);
    expect(await subscriberRows('confirmed', 'reader@')).toHaveLength(0);
    const headers = Object.fromEntries((mail?.headers ?? []).map((h) => [h.name, h.value]));
    expect(headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:\d+\/api\/newsletter\/unsubscribe\?token=.+>$/,
    );
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const token = linkToken(mail!, '/newsletter/confirm');

    const first = await env.api('POST', '/api/newsletter/confirm', { body: { token } });
    const second = await env.api('POST', '/api/newsletter/confirm', { body: { token } });

    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'confirmed' });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ status: 'already-confirmed' });
    expect(await subscriberRows('confirmed', 'reader@')).toEqual([
      expect.objectContaining({ email: 'reader@example.com', status: 'confirmed' }),
    ]);
    expect(await mailTo('reader@example.com')).toHaveLength(1);
  });

  it('answers 404 to a forged token and to an expired link (saying it expired)', async () => {
    await subscribe('late@example.com');
    const [mail] = await mailTo('late@example.com');
    const real = linkToken(mail!, '/newsletter/confirm');
    const [payload] = real.split('.');
    const forged = await issueToken(hmacSigner('f'.repeat(43)), {
      p: 'confirm',
      e: 'late@example.com',
      i: 'any',
      x: Math.floor(Date.now() / 1000) + 3600,
    });
    // Signed with the sandbox's own key (its KMS emulator's), as an old mail's link is, but 48
    // hours have passed.
    const expired = await issueToken(newsletterSigner(), {
      p: 'confirm',
      e: 'late@example.com',
      i: 'any',
      x: Math.floor(Date.now() / 1000) - 1,
    });

    const answers = await Promise.all(
      [forged, `${payload}.AAAA`, expired].map((token) =>
        env.api<{ error: { message: string } }>('POST', '/api/newsletter/confirm', {
          body: { token },
        }),
      ),
    );

    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404]);
    expect(answers[0]?.body.error.message).toBe(newsletterMessages.notFound);
    expect(answers[2]?.body.error.message).toBe(newsletterMessages.expired);
    expect(await subscriberRows('pending', 'late@')).toHaveLength(1);
  });

  it('unsubscribes from the link twice with the same answer, and by the one-click POST', async () => {
    await subscribe('leaver@example.com');
    await subscribe('clicker@example.com');
    const [leaverMail] = await mailTo('leaver@example.com');
    const [clickerMail] = await mailTo('clicker@example.com');
    const token = linkToken(leaverMail!, '/newsletter/unsubscribe');
    const oneClick = (clickerMail?.headers ?? []).find((h) => h.name === 'List-Unsubscribe')!;
    const oneClickUrl = new URL(oneClick.value.slice(1, -1));

    const first = await env.api('POST', '/api/newsletter/unsubscribe', { body: { token } });
    const second = await env.api('POST', '/api/newsletter/unsubscribe', { body: { token } });
    const clicked = await fetch(`${env.sandbox.url}${oneClickUrl.pathname}${oneClickUrl.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    const forged = await env.api('POST', '/api/newsletter/unsubscribe', {
      body: { token: `${token.split('.')[0]}.AAAA` },
    });

    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(first.body).toMatchObject({ message: newsletterMessages.unsubscribed });
    expect(clicked.status).toBe(200);
    expect(forged.status).toBe(404);
    expect(await subscriberRows('all', 'leaver@')).toHaveLength(0);
    expect(await subscriberRows('all', 'clicker@')).toHaveLength(0);
  });

  it('suppresses an address SES reports as bounced: its next confirmation is never sent', async () => {
    // SES's event in AWS's shape, through the emulator's SNS envelope and the feedback queue.
    const posted = await fetch(env.sandbox.mail.eventsUrl, {
      method: 'POST',
      body: JSON.stringify({
        eventType: 'Bounce',
        mail: { messageId: 'ses-message-1', tags: {} },
        bounce: {
          bounceType: 'Permanent',
          bouncedRecipients: [{ emailAddress: 'bounced@example.com' }],
        },
      }),
    });
    expect(posted.status).toBe(202);
    await env.sandbox.queue.idle(20_000);

    await subscribe('bounced@example.com');

    expect(await mailTo('bounced@example.com')).toHaveLength(0);
    expect(await subscriberRows('pending', 'bounced@')).toHaveLength(1);
  });
});

describe('subscribers admin', () => {
  it('lists newest first with counts, pages by cursor, and deletes one with its link', async () => {
    for (const name of ['page-a', 'page-b', 'page-c']) await subscribe(`${name}@example.com`);
    const [mail] = await mailTo('page-b@example.com');
    const token = linkToken(mail!, '/newsletter/confirm');

    const first = await env.api<{
      items: { email: string }[];
      nextCursor?: string;
      counts: object;
    }>('GET', '/api/admin/subscribers?q=page-&limit=2', { token: env.adminToken });
    const second = await env.api<{ items: { email: string }[]; nextCursor?: string }>(
      'GET',
      `/api/admin/subscribers?q=page-&limit=2&cursor=${encodeURIComponent(first.body.nextCursor ?? '')}`,
      { token: env.adminToken },
    );
    const deleted = await env.api(
      'DELETE',
      `/api/admin/subscribers/${encodeURIComponent('page-b@example.com')}`,
      {
        token: env.adminToken,
      },
    );
    const deletedAgain = await env.api('DELETE', '/api/admin/subscribers/page-b@example.com', {
      token: env.adminToken,
    });
    const confirm = await env.api('POST', '/api/newsletter/confirm', { body: { token } });
    const anonymous = await env.api('GET', '/api/admin/subscribers');

    expect(first.body.items.map((item) => item.email)).toEqual([
      'page-c@example.com',
      'page-b@example.com',
    ]);
    expect(second.body.items.map((item) => item.email)).toEqual(['page-a@example.com']);
    expect(second.body.nextCursor).toBeUndefined();
    expect(first.body.counts).toMatchObject({
      confirmed: expect.any(Number),
      pending: expect.any(Number),
    });
    expect(deleted.status).toBe(204);
    expect(deletedAgain.status).toBe(404);
    expect(confirm.status).toBe(404);
    expect(await subscriberRows('all', 'page-b@')).toHaveLength(0);
    expect(anonymous.status).toBe(401);
  });
});
