/**
 * The newsletter form cannot be used to flood an inbox: at most three confirmation mails per
 * address per day, whatever connections the sign-ups come from. A fourth sign-up answers exactly
 * as the others (so the form does not tell whether the address signed up today), sends nothing
 * and leaves the last link working.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterMessages } from '@shared/schemas/newsletter';
import { confirmationMailsPerDay } from '@functions/domain/newsletter/subscribe';
import type { CaughtMail } from '../../infra/local/ses';
import { startEngagementSandbox, type EngagementSandbox } from './engagement-sandbox';

let env: EngagementSandbox;
let nextIp = 1;
const freshIp = () => `198.51.100.${nextIp++}`;

beforeAll(async () => {
  env = await startEngagementSandbox();
});

afterAll(async () => {
  await env?.end();
});

async function mailTo(address: string): Promise<CaughtMail[]> {
  await env.sandbox.queue.idle(20_000);
  const messages = await env.sandbox.mail.messages();
  return messages.filter((mail) => mail.destination.to.includes(address));
}

function confirmToken(mail: CaughtMail): string {
  const match = /\/newsletter\/confirm#([A-Za-z0-9_.-]+)/.exec(mail.body.text ?? '');
  if (!match?.[1]) throw new Error('No confirmation link in the mail');
  return match[1];
}

describe('confirmation mails per address', () => {
  it('sends at most three a day; the fourth sign-up answers the same and sends nothing', async () => {
    const address = `flooded.${Date.now()}@example.com`;
    const answers: { status: number; body: unknown }[] = [];

    for (let i = 0; i < confirmationMailsPerDay + 2; i++) {
      const answer = await env.api('POST', '/api/newsletter', {
        body: { email: address },
        ip: freshIp(),
      });
      answers.push({ status: answer.status, body: answer.body });
      await env.sandbox.queue.idle(20_000);
    }
    const mails = await mailTo(address);

    expect(confirmationMailsPerDay).toBe(3);
    expect(mails).toHaveLength(3);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]?.status).toBe(200);
    // The last link mailed still confirms: the refused sign-ups replaced nothing.
    const confirmed = await env.api('POST', '/api/newsletter/confirm', {
      body: { token: confirmToken(mails.at(-1)!) },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ message: newsletterMessages.confirmed });
  });

  it('counts each address on its own', async () => {
    const first = `first.${Date.now()}@example.com`;
    const second = `second.${Date.now()}@example.com`;
    for (let i = 0; i < 3; i++) {
      await env.api('POST', '/api/newsletter', { body: { email: first }, ip: freshIp() });
    }

    const answer = await env.api('POST', '/api/newsletter', {
      body: { email: second },
      ip: freshIp(),
    });

    expect(answer.status).toBe(200);
    expect(await mailTo(second)).toHaveLength(1);
  });
});
