/**
 * The weekly digest through the sandbox: the schedule set through the admin API (validated, off
 * by default), the manifest's `newsletterDigest` schedule run by the sandbox's scheduler with the
 * event EventBridge sends (at a time the test names), its send carried out by the real email
 * worker on the local queue under the function's own grants, the mails caught by the SES
 * emulator. Subscribers sign up and confirm through the public API and their mails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DigestSettings } from '@shared/schemas/newsletter-digest';
import type { NewsletterSendList } from '@shared/schemas/newsletter-sends';
import type { AdminSettingsResponse } from '@shared/schemas/settings';
import type { CaughtMail } from '../../infra/local/ses';
import {
  authorAndCategory,
  confirmFromMail,
  type EngagementSandbox,
  startEngagementSandbox,
} from './engagement-sandbox';

const readers = ['ann@example.com', 'bob@example.com', 'cy@example.com'];
const titles = ['Pricing power in a downturn', 'Hiring for the next cycle'];
const hourMs = 3_600_000;
const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

let env: EngagementSandbox;
let brandName: string;
let nextIp = 1;

const admin = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
  env.api<T>(method, path, { body, token: env.adminToken });

async function settled(): Promise<CaughtMail[]> {
  await env.sandbox.queue.idle(120_000);
  return env.sandbox.mail.messages();
}

const digests = async () =>
  (await settled()).filter((mail) => mail.subject.startsWith(`This week at ${brandName}`));

const sends = async () =>
  (await admin<NewsletterSendList>('GET', '/api/admin/newsletters/sends')).body.items;

const runDigest = (at: Date) => env.sandbox.runSchedule('newsletterDigest', at);

/** The next whole hour (UTC) after now: the digest's weekday and hour are set to it. */
const slot = new Date(Math.ceil((Date.now() + 60_000) / hourMs) * hourMs);
const schedule = { enabled: true, weekday: weekdays[slot.getUTCDay()], hour: slot.getUTCHours() };

beforeAll(async () => {
  env = await startEngagementSandbox({ NEWSLETTER_RATE_PER_SECOND: '10000' });
  brandName = (await admin<AdminSettingsResponse>('GET', '/api/admin/settings')).body.brandName;
  const owners = await authorAndCategory(env);
  const article = (title: string, is_published: boolean) =>
    admin('POST', '/api/admin/articles', {
      title,
      slug: '',
      excerpt: `Why *${title}* matters.`,
      introduction: 'An introduction.',
      key_points: ['One'],
      sections: [{ title: 'A section', content: 'Some content.' }],
      conclusion: 'A conclusion.',
      image_url: '',
      is_published,
      ...owners,
    });
  for (const title of titles) expect((await article(title, true)).status).toBe(201);
  expect((await article('A draft nobody sees', false)).status).toBe(201);

  for (const email of [...readers, 'pending@example.com']) {
    const ip = `198.51.100.${nextIp++}`;
    expect((await env.api('POST', '/api/newsletter', { body: { email }, ip })).status).toBe(200);
  }
  const confirmations = (await settled()).filter(
    (mail) => mail.subject.startsWith('Confirm') && readers.includes(mail.destination.to[0]!),
  );
  expect(confirmations).toHaveLength(readers.length);
  for (const mail of confirmations) {
    expect(await confirmFromMail(env, mail)).toBe(200);
  }
}, 300_000);

afterAll(async () => {
  await env?.end();
});

describe('the weekly digest', () => {
  it('is off by default: a run at any time sends nothing', async () => {
    const settings = await admin<DigestSettings>('GET', '/api/admin/settings/digest');

    const run = await runDigest(new Date(slot.getTime() + 60_000));

    expect(settings.status).toBe(200);
    expect(settings.body).toMatchObject({ enabled: false, weekday: 'monday', hour: 9 });
    expect(run.result).toEqual({ outcome: 'off' });
    expect(await digests()).toEqual([]);
    expect(await sends()).toEqual([]);
  });

  it('refuses a bad schedule with a 400 naming the field', async () => {
    const bad = async (body: Record<string, unknown>) => {
      const answer = await admin('PUT', '/api/admin/settings/digest', { ...schedule, ...body });
      return { status: answer.status, body: JSON.stringify(answer.body) };
    };

    const hour = await bad({ hour: 24 });
    const fraction = await bad({ hour: 9.5 });
    const weekday = await bad({ weekday: 'someday' });
    const enabled = await bad({ enabled: 'yes' });

    expect(hour).toMatchObject({ status: 400, body: expect.stringContaining('"hour"') });
    expect(fraction).toMatchObject({ status: 400, body: expect.stringContaining('"hour"') });
    expect(weekday).toMatchObject({ status: 400, body: expect.stringContaining('"weekday"') });
    expect(enabled).toMatchObject({ status: 400, body: expect.stringContaining('"enabled"') });
    const stored = await admin<DigestSettings>('GET', '/api/admin/settings/digest');
    expect(stored.body.enabled).toBe(false);
  });

  it("once on and due, sends one digest of the week's articles to each confirmed subscriber", async () => {
    const saved = await admin<DigestSettings>('PUT', '/api/admin/settings/digest', schedule);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(schedule);

    const early = await runDigest(new Date(slot.getTime() - 60_000));
    const run = await runDigest(new Date(slot.getTime() + 5 * 60_000));
    const mails = await digests();
    const [send] = await sends();

    expect(early.result).toEqual({ outcome: 'not-due' });
    expect(run.result).toMatchObject({ outcome: 'sent', articles: 2 });
    expect(mails.map((mail) => mail.destination.to[0]).sort()).toEqual(readers);
    expect(new Set(mails.map((mail) => mail.subject))).toEqual(
      new Set([`This week at ${brandName}: 2 articles`]),
    );
    expect(send).toMatchObject({
      kind: 'digest',
      subject: `This week at ${brandName}: 2 articles`,
      status: 'sent',
      total: 3,
      sent: 3,
    });
    const campaign = `utm_source=newsletter&utm_medium=email&utm_campaign=${send!.campaign}`;
    for (const mail of mails) {
      for (const title of titles) expect(mail.body.text).toContain(title);
      expect(mail.body.text).not.toContain('A draft nobody sees');
      expect(mail.body.text).toMatch(new RegExp(`/insights/[a-z0-9-]+\\?${campaign}`));
      expect(mail.body.html).toContain('content="light dark"');
      expect(mail.headers).toContainEqual({
        name: 'List-Unsubscribe-Post',
        value: 'List-Unsubscribe=One-Click',
      });
    }
    const settings = await admin<DigestSettings>('GET', '/api/admin/settings/digest');
    expect(settings.body.last_run).toMatchObject({ articles: 2, send_id: send!.id });
  });

  it('sends nothing more on a second run in the same week', async () => {
    const before = (await digests()).length;

    const again = await runDigest(new Date(slot.getTime() + 2 * hourMs));

    expect(again.result).toMatchObject({ outcome: 'claimed-already' });
    expect(await digests()).toHaveLength(before);
    expect(await sends()).toHaveLength(1);
  });

  it('claims a week with no new article without sending, and the settings say so', async () => {
    const before = (await digests()).length;

    // Two weeks on: the articles are older than seven days.
    const run = await runDigest(new Date(slot.getTime() + 14 * 24 * hourMs + 60_000));
    const settings = await admin<DigestSettings>('GET', '/api/admin/settings/digest');

    expect(run.result).toMatchObject({ outcome: 'empty' });
    expect(settings.body.last_run).toMatchObject({ articles: 0 });
    expect(settings.body.last_run?.send_id).toBeUndefined();
    expect(await digests()).toHaveLength(before);
    expect(await sends()).toHaveLength(1);
  });
});
