/**
 * The public forms and the contact triage through HTTP against the sandbox: contact form
 * validation, storage, honeypot, rate limit and body limits; contact status and delete; the
 * newsletter; the podcast.
 */
import { DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactRecord } from '@shared/schemas/contact';
import { subscribedMessage } from '@functions/domain/newsletter/subscribe';
import { contactRateLimitedMessage } from '@functions/domain/contacts/submit-contact';
import { podcastFeedPath } from '@shared/content/site-paths';
import { podcastResponseSchema } from '@shared/schemas/podcast';
import { startEngagementSandbox, type EngagementSandbox } from './engagement-sandbox';

let env: EngagementSandbox;
let nextIp = 1;
/** A fresh client address, so each test has its own rate-limit counters. */
const freshIp = () => `198.51.100.${nextIp++}`;

const validContact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  companyName: 'Analytical Engines Ltd',
  interest: 'growth',
  message: 'We need help building a repeatable sales motion.',
  preferredDate: '',
};

beforeAll(async () => {
  env = await startEngagementSandbox();
});

afterAll(async () => {
  await env?.end();
});

async function contactsList(): Promise<ContactRecord[]> {
  const answer = await env.api<{ items: ContactRecord[] }>('GET', '/api/admin/contacts', {
    token: env.adminToken,
  });
  expect(answer.status).toBe(200);
  return answer.body.items;
}

describe('POST /api/contact', () => {
  it('answers each field with its own message when the form is empty', async () => {
    const answer = await env.api('POST', '/api/contact', { body: {}, ip: freshIp() });

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: {
        code: 'validation_failed',
        fields: {
          firstName: 'First name is required',
          lastName: 'Last name is required',
          email: 'Invalid email address',
          companyName: 'Company name is required',
          interest: 'Please select an area of interest',
          message: 'Please provide some details about your needs',
        },
      },
    });
  });

  it('refuses a bad address and a message under 10 characters with the spec messages', async () => {
    const answer = await env.api('POST', '/api/contact', {
      body: { ...validContact, email: 'not-an-address', message: 'Too short' },
      ip: freshIp(),
    });

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: {
        fields: {
          email: 'Invalid email address',
          message: 'Please provide some details about your needs',
        },
      },
    });
  });

  it('stores a valid message with status new, an empty phone and no preferred date', async () => {
    const answer = await env.api<{ ok: boolean; id: string }>('POST', '/api/contact', {
      body: { ...validContact, email: 'stored@example.com' },
      ip: freshIp(),
    });

    expect(answer.status).toBe(201);
    expect(answer.body.ok).toBe(true);
    const stored = (await contactsList()).find((item) => item.id === answer.body.id);
    expect(stored).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'stored@example.com',
      phone: '',
      company_name: 'Analytical Engines Ltd',
      interest: 'growth',
      preferred_date: null,
      status: 'new',
    });
    expect(Date.parse(stored!.created_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('accepts a filled honeypot with 200 and stores nothing', async () => {
    const answer = await env.api('POST', '/api/contact', {
      body: { ...validContact, email: 'bot@example.com', website: 'https://spam.example' },
      ip: freshIp(),
    });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true });
    expect((await contactsList()).some((item) => item.email === 'bot@example.com')).toBe(false);
  });

  it('refuses the sixth quick submission from one connection with 429 and a clear message', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await env.api('POST', '/api/contact', { body: validContact, ip })).status);
    }

    const sixth = await env.api('POST', '/api/contact', { body: validContact, ip });
    const otherClient = await env.api('POST', '/api/contact', {
      body: validContact,
      ip: freshIp(),
    });

    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({
      error: { code: 'rate_limited', message: contactRateLimitedMessage },
    });
    expect(otherClient.status).toBe(201);
  });

  it('refuses a body over 32 KB with 413 before reading it', async () => {
    const answer = await env.api('POST', '/api/contact', {
      body: { ...validContact, message: 'x'.repeat(33 * 1024) },
      ip: freshIp(),
    });

    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('refuses a body that is not JSON with 400 Invalid JSON', async () => {
    const answer = await env.api('POST', '/api/contact', {
      raw: 'firstName=Ada&lastName=Lovelace',
      ip: freshIp(),
    });

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { message: 'Invalid JSON' } });
  });
});

describe('contact triage (admin)', () => {
  it('lists submissions newest first', async () => {
    const ip = freshIp();
    await env.api('POST', '/api/contact', {
      body: { ...validContact, email: 'first@example.com' },
      ip,
    });
    await env.api('POST', '/api/contact', {
      body: { ...validContact, email: 'second@example.com' },
      ip,
    });

    const emails = (await contactsList()).map((item) => item.email);

    expect(emails.indexOf('second@example.com')).toBeLessThan(emails.indexOf('first@example.com'));
    const times = (await contactsList()).map((item) => item.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('keeps a status change, and refuses a status outside the list', async () => {
    const created = await env.api<{ id: string }>('POST', '/api/contact', {
      body: validContact,
      ip: freshIp(),
    });
    const path = `/api/admin/contacts/${created.body.id}/status`;

    const changed = await env.api('PATCH', path, {
      body: { status: 'in progress' },
      token: env.adminToken,
    });
    const invalid = await env.api('PATCH', path, {
      body: { status: 'archived' },
      token: env.adminToken,
    });

    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: created.body.id, status: 'in progress' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ error: { fields: { status: 'Invalid status' } } });
    expect((await contactsList()).find((item) => item.id === created.body.id)?.status).toBe(
      'in progress',
    );
  });

  it('deletes a submission, then answers 404 for it', async () => {
    const created = await env.api<{ id: string }>('POST', '/api/contact', {
      body: validContact,
      ip: freshIp(),
    });
    const path = `/api/admin/contacts/${created.body.id}`;

    const deleted = await env.api('DELETE', path, { token: env.adminToken });
    const again = await env.api('DELETE', path, { token: env.adminToken });

    expect(deleted.status).toBe(204);
    expect(again.status).toBe(404);
    expect((await contactsList()).some((item) => item.id === created.body.id)).toBe(false);
  });

  it('refuses the admin calls without a token', async () => {
    expect((await env.api('GET', '/api/admin/contacts')).status).toBe(401);
  });
});

describe('POST /api/newsletter', () => {
  it('subscribes an address once, answering 200 with the same message both times', async () => {
    const ip = freshIp();

    const first = await env.api('POST', '/api/newsletter', {
      body: { email: 'Reader@Example.com' },
      ip,
    });
    const second = await env.api('POST', '/api/newsletter', {
      body: { email: 'reader@example.com ' },
      ip,
    });

    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(first.body).toEqual({ ok: true, message: subscribedMessage });
    expect(second.body).toEqual(first.body);
    const database = new DynamoDBClient({
      region: 'us-east-1',
      endpoint: env.sandbox.endpoints.dynamodb,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const { Items } = await database.send(new ScanCommand({ TableName: 'subscribers' }));
    database.destroy();
    expect(Items?.filter((item) => item.email?.S === 'reader@example.com')).toHaveLength(1);
  });

  it('answers a bad address with the field message', async () => {
    const answer = await env.api('POST', '/api/newsletter', {
      body: { email: 'nope' },
      ip: freshIp(),
    });

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: { fields: { email: 'Please enter a valid email address' } },
    });
  });

  it('counts attempts per connection apart from the contact form', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1)
      await env.api('POST', '/api/contact', { body: validContact, ip });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await env.api('POST', '/api/newsletter', { body: { email: `n${i}@example.com` }, ip }))
          .status,
      );
    }

    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('GET /api/podcast', () => {
  it('answers the sample feed with synthesised dates and numbers when no feed is configured', async () => {
    const answer = await env.api('GET', '/api/podcast');

    expect(answer.status).toBe(200);
    const podcast = podcastResponseSchema.parse(answer.body);
    expect(podcast.title).toBe('Insight to Execution');
    expect(podcast.episodes).toHaveLength(8);
    expect(podcast.episodes.map((episode) => episode.episodeNumber)).toEqual([
      8, 7, 6, 5, 4, 3, 2, 1,
    ]);
    expect(podcast.episodes[0]?.description).not.toMatch(/<[a-z]/);
    expect(podcast.feedUrl).toBe(podcastFeedPath);
  });

  it("serves the sample feed as RSS at the address 'Subscribe via RSS' links to", async () => {
    const response = await fetch(`${env.sandbox.url}${podcastFeedPath}`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    const xml = await response.text();
    expect(xml.startsWith('<?xml')).toBe(true);
    expect(xml).toContain('<title>Insight to Execution</title>');
  });
});
