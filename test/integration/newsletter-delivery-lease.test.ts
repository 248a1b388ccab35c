/**
 * The delivery claim is a lease (functions/domain/newsletter/sends.ts): a worker that timed out
 * between claiming an address and SES accepting its mail loses nobody, since a redelivery retakes
 * the stale claim; a redelivery while the claim may still be held, or after the mail was sent,
 * sends nothing. The shared send rate's one-second windows hold every worker to the rate. The
 * real repository on the DynamoDB emulator, so its conditions are the ones proved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsletterSend } from '@shared/schemas/newsletter-sends';
import { countSesEvent } from '@functions/domain/newsletter/sends';
import type { OutgoingMail } from '@functions/domain/email/email-ports';
import {
  abandonMessage,
  deliverBatch,
  deliveryLeaseMs,
  type DeliveryDeps,
} from '@functions/domain/newsletter/delivery';
import { dynamoClient, QueryCommand } from '@functions/adapters/dynamo/document-client';
import {
  newsletterRepository,
  sendRate,
} from '@functions/adapters/repositories/newsletters-repository';
import { config } from '@functions/lib/config';
import { queues } from '../../infra/manifest';
import { startFunctionTables, type FunctionTables } from '../support/function-tables';

let emulator: FunctionTables;
const articleId = '00000000-0000-4000-8000-000000000001';
let sendNumber = 0;

beforeAll(async () => {
  emulator = await startFunctionTables('lease');
});

afterAll(() => emulator.end());

async function newSend(): Promise<NewsletterSend> {
  const send: NewsletterSend = {
    id: `00000000-0000-4000-8000-${String(++sendNumber).padStart(12, '0')}`,
    kind: 'article',
    article_id: articleId,
    article_title: 'A title',
    article_slug: 'a-title',
    article_version: 1,
    campaign: 'a-title',
    status: 'sending',
    created_at: '2026-01-01T00:00:00.000Z',
    created_by: 'editor@example.com',
    fanout_done: true,
    total: 3,
    sent: 0,
    skipped: 0,
    delivered: 0,
    bounced: 0,
    complained: 0,
    unsubscribed: 0,
    failed: 0,
  };
  await newsletterRepository.create(send);
  return send;
}

/** A worker at `now` whose mails SES accepts (recorded), or refuses when `refuse` says so. */
function worker(now: Date, mails: OutgoingMail[], refuse = (_to: string) => false): DeliveryDeps {
  return {
    sends: newsletterRepository,
    articles: {
      get: async () => ({
        id: articleId,
        title: 'A title',
        slug: 'a-title',
        excerpt: '',
        introduction: 'Hello.',
        key_points: [],
        sections: [],
        conclusion: '',
        image_url: '',
        is_published: true,
        version: 1,
      }),
    },
    subscribers: {
      page: async () => ({ emails: [] }),
      confirmedOf: async (emails) => new Set(emails.filter((e) => !e.startsWith('gone'))),
    },
    queue: { enqueue: async () => {} },
    suppressions: { suppressedOf: async () => new Set<string>() },
    sender: {
      async send(mail) {
        if (refuse(mail.to[0]!)) throw new Error('SES refused');
        mails.push(mail);
      },
    },
    signer: { sign: async (message) => `mac-${message.length}`, verify: async () => true },
    rate: { take: async () => {} },
    ratePerSecond: 100,
    site: { brandName: 'Firm', origin: 'https://example.com', staffRecipients: [] },
    now: () => now,
  };
}

const at = (ms: number) => new Date(Date.parse('2026-01-01T10:00:00.000Z') + ms);

describe('newsletter delivery leases', () => {
  it('outlasts the email worker, so a claim is never retaken while its worker may still send', () => {
    expect(deliveryLeaseMs).toBeGreaterThan(queues.email.workerTimeoutSeconds * 1000);
  });

  it('retakes a claim whose worker stopped before the mail went out, once the lease is stale', async () => {
    const send = await newSend();
    // The first worker claimed the address, then timed out before sending (no mail, no mark).
    const claimed = await newsletterRepository.claimDeliveries(
      send.id,
      [{ address: 'a@example.com', status: 'sending' }],
      { id: 'first-worker', at: at(0), staleBefore: at(-deliveryLeaseMs) },
    );
    const early: OutgoingMail[] = [];
    const late: OutgoingMail[] = [];

    const tooSoon = await deliverBatch(worker(at(deliveryLeaseMs - 1000), early), {
      send_id: send.id,
      recipients: ['a@example.com'],
    });
    const retaken = await deliverBatch(worker(at(deliveryLeaseMs + 1000), late), {
      send_id: send.id,
      recipients: ['a@example.com'],
    });

    expect([...claimed]).toEqual(['a@example.com']);
    expect(tooSoon).toEqual({ sent: 0, skipped: 0, duplicates: 1 });
    expect(early).toEqual([]);
    expect(retaken).toEqual({ sent: 1, skipped: 0, duplicates: 0 });
    expect(late.map((mail) => mail.to[0])).toEqual(['a@example.com']);
    expect((await newsletterRepository.get(send.id))?.sent).toBe(1);
  });

  it('never sends again an address SES accepted, nor one skipped, however late the redelivery', async () => {
    const send = await newSend();
    const first: OutgoingMail[] = [];
    const later: OutgoingMail[] = [];
    const batch = {
      send_id: send.id,
      recipients: ['b@example.com', 'c@example.com', 'gone@example.com'],
    };

    const outcome = await deliverBatch(worker(at(0), first), batch);
    const again = await deliverBatch(worker(at(10 * deliveryLeaseMs), later), batch);

    expect(outcome).toEqual({ sent: 2, skipped: 1, duplicates: 0 });
    expect(first.map((mail) => mail.to[0]).sort()).toEqual(['b@example.com', 'c@example.com']);
    expect(again).toEqual({ sent: 0, skipped: 0, duplicates: 3 });
    expect(later).toEqual([]);
    expect(await newsletterRepository.get(send.id)).toMatchObject({
      status: 'sent',
      sent: 2,
      skipped: 1,
    });
  });

  it('claims the rest of a batch in which some addresses are claimed already, each once', async () => {
    const send = await newSend();
    // Another delivery of the same batch got as far as two of its addresses (one sent, one a
    // lease still held); the batch also lists an address twice, in two cases.
    await newsletterRepository.claimDeliveries(
      send.id,
      [
        { address: 'f@example.com', status: 'sending' },
        { address: 'g@example.com', status: 'sending' },
      ],
      { id: 'other-worker', at: at(0), staleBefore: at(-deliveryLeaseMs) },
    );
    await newsletterRepository.markSent(send.id, ['f@example.com'], at(0), { sent: 1 });
    const mails: OutgoingMail[] = [];

    const outcome = await deliverBatch(worker(at(1000), mails), {
      send_id: send.id,
      recipients: [
        'f@example.com',
        'h@example.com',
        'g@example.com',
        'i@example.com',
        'H@example.com',
      ],
    });

    expect(outcome).toEqual({ sent: 2, skipped: 0, duplicates: 3 });
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual(['h@example.com', 'i@example.com']);
  });

  it('takes its own leases again when its claim call is retried after the first try went through', async () => {
    const send = await newSend();
    const claims = [
      { address: 'j@example.com', status: 'sending' as const },
      { address: 'k@example.com', status: 'sending' as const },
    ];
    const lease = { id: 'this-worker', at: at(0), staleBefore: at(-deliveryLeaseMs) };

    const first = await newsletterRepository.claimDeliveries(send.id, claims, lease);
    const retried = await newsletterRepository.claimDeliveries(send.id, claims, lease);
    const another = await newsletterRepository.claimDeliveries(send.id, claims, {
      ...lease,
      id: 'another-worker',
    });

    expect([...first].sort()).toEqual(['j@example.com', 'k@example.com']);
    expect([...retried].sort()).toEqual(['j@example.com', 'k@example.com']);
    expect([...another]).toEqual([]);
  });

  it('gives back its claims when the links cannot be signed or the rate not taken, so the retry sends', async () => {
    const send = await newSend();
    const batch = { send_id: send.id, recipients: ['l@example.com', 'm@example.com'] };
    const mails: OutgoingMail[] = [];
    const rateDown = worker(at(0), mails);
    rateDown.rate = {
      take: async () => {
        throw new Error('database unavailable');
      },
    };
    const signerDown = worker(at(0), mails);
    signerDown.signer = {
      sign: async () => {
        throw new Error('KMS unavailable');
      },
      verify: async () => false,
    };

    await expect(deliverBatch(rateDown, batch)).rejects.toThrow('database unavailable');
    await expect(deliverBatch(signerDown, batch)).rejects.toThrow('KMS unavailable');
    const retry = await deliverBatch(worker(at(1000), mails), batch);

    expect(retry).toEqual({ sent: 2, skipped: 0, duplicates: 0 });
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual(['l@example.com', 'm@example.com']);
  });

  it('gives back the claim of a mail SES refused, and the retry sends it at once', async () => {
    const send = await newSend();
    const mails: OutgoingMail[] = [];
    const batch = { send_id: send.id, recipients: ['d@example.com', 'e@example.com'] };

    await expect(
      deliverBatch(
        worker(at(0), mails, (to) => to === 'e@example.com'),
        batch,
      ),
    ).rejects.toThrow('SES refused');
    const retry = await deliverBatch(worker(at(1000), mails), batch);

    expect(retry).toEqual({ sent: 1, skipped: 0, duplicates: 1 });
    expect(mails.map((mail) => mail.to[0])).toEqual(['d@example.com', 'e@example.com']);
  });
});

describe('a newsletter message given up on (the email dead-letter queue)', () => {
  it('counts the batch recipients not yet done failed, once, and ends the send', async () => {
    const send = await newSend();
    const batch = {
      kind: 'newsletter-batch' as const,
      send_id: send.id,
      recipients: ['n@example.com', 'o@example.com', 'p@example.com'],
    };
    // One address went out before the batch kept failing; the others never did.
    await deliverBatch(worker(at(0), []), { ...batch, recipients: ['n@example.com'] });
    const deps = { sends: newsletterRepository, now: () => at(1000) };

    const failed = await abandonMessage(deps, batch);
    const again = await abandonMessage(deps, batch);

    expect(failed).toBe(2);
    expect(again).toBe(0);
    expect(await newsletterRepository.get(send.id)).toMatchObject({
      status: 'sent',
      sent: 1,
      failed: 2,
    });
  });

  it('fails a send whose fan-out page was given up on, and one nobody could be sent to', async () => {
    const fannedOut = await newSend();
    const noneSent = await newSend();
    const deps = { sends: newsletterRepository, now: () => at(1000) };

    await abandonMessage(deps, { kind: 'newsletter-fanout', send_id: fannedOut.id });
    await abandonMessage(deps, {
      kind: 'newsletter-batch',
      send_id: noneSent.id,
      recipients: ['q@example.com', 'r@example.com', 's@example.com'],
    });

    expect(await newsletterRepository.get(fannedOut.id)).toMatchObject({ status: 'failed' });
    expect(await newsletterRepository.get(noneSent.id)).toMatchObject({
      status: 'failed',
      sent: 0,
      failed: 3,
    });
  });

  it('is the email queue dead-letter worker', () => {
    expect(queues.email.deadLetterWorker).toBe('functions/workers/email-dead-letter.ts');
  });
});

describe('an SES event counted on its send', () => {
  it('counts once however often it arrives, and not at all on a send that is gone', async () => {
    const send = await newSend();
    const event = { eventType: 'Bounce', sendId: send.id, messageId: 'ses-message-1' };

    const first = await countSesEvent(newsletterRepository, event);
    const again = await countSesEvent(newsletterRepository, event);
    const complaint = await countSesEvent(newsletterRepository, {
      ...event,
      eventType: 'Complaint',
    });
    const gone = await countSesEvent(newsletterRepository, { ...event, sendId: 'no-such-send' });

    expect([first, again, complaint, gone]).toEqual([true, false, true, false]);
    expect(await newsletterRepository.get(send.id)).toMatchObject({ bounced: 1, complained: 1 });
    expect(await newsletterRepository.get('no-such-send')).toBeUndefined();
  });
});

describe('the shared send rate', () => {
  it('lets no more than the rate through in any second across workers, each waiting for the next', async () => {
    const perSecond = 10;
    const started = Math.floor(Date.now() / 1000);

    // Two workers take 15 messages each at once: 30 at 10 a second need three windows.
    await Promise.all([sendRate.take(15, perSecond), sendRate.take(15, perSecond)]);

    const { Items = [] } = await dynamoClient().send(
      new QueryCommand({
        TableName: config().tables.newsletters,
        KeyConditionExpression: 'pk = :rate',
        ExpressionAttributeValues: { ':rate': 'rate' },
      }),
    );
    const windows = Items.map((item) => ({ second: Number(item.sk), count: Number(item.count) }));
    expect(windows.reduce((sum, window) => sum + window.count, 0)).toBe(30);
    expect(windows.every((window) => window.count <= perSecond)).toBe(true);
    expect(windows.length).toBeGreaterThanOrEqual(3);
    expect(windows.every((window) => window.second >= started)).toBe(true);
  }, 30_000);
});
