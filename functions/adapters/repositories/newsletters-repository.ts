/**
 * Newsletter sends in DynamoDB (table `newsletters`, keys `pk` + `sk`). The only code that knows
 * its keys. Rows:
 * - `send#<id>` / `send`: the job with its counters (listed by GSI `byEntity`, newest first);
 * - `send#<id>` / `to#<address>`: the claim of one delivery (conditional put: once per address),
 *   a lease while `sending` (retaken once stale), then `sent`, `skipped` or `failed`;
 * - `send#<id>` / `event#<SES message id>#<type>`: one SES event counted (in one transaction with its amounts);
 * - `test#<article id>` / `v#<version>`: a test of that article version was mailed;
 * - `auto#<article id>` / `auto`: "email to subscribers when published", and who asked;
 * - `rate` / `<epoch second>`: the shared send rate's window for that second (TTL);
 * - `settings` / `digest`: the weekly digest's schedule and its last run;
 * - `digest#<week>` / `digest`: a week's digest claimed, and what its run did (TTL).
 * Costs: a batch of n recipients is one transaction of n conditional puts (another, smaller, for
 * each round of claims found taken already), one rate update (more when the window is full),
 * one transaction of the sent marks with the counter update, and a read of the send; the list is
 * one Query of `byEntity`; a digest run reads the settings and its week's row, and claims a week
 * with one transaction of up to three items.
 */
import {
  dynamoClient,
  DeleteCommand,
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@functions/adapters/dynamo/document-client';
import {
  defaultDigestSettings,
  digestRunSchema,
  digestSettingsSchema,
} from '@shared/schemas/newsletter-digest';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  newsletterSendSchema,
  sendCounterNames,
  type NewsletterSend,
} from '@shared/schemas/newsletter-sends';
import { batchWriteAll } from '@functions/adapters/dynamo/batch-write';
import { isConditionFailed } from '@functions/adapters/dynamo/conditions';
import { queryAll } from '@functions/adapters/dynamo/pages';
import {
  maxTransactItems,
  transactWrite,
  type TransactItem,
} from '@functions/adapters/dynamo/transact-write';
import { failedConditions } from '@functions/adapters/dynamo/uniques';
import { ValidationError } from '@functions/domain/errors';
import { decodeKeyCursor, encodeCursor } from '@functions/lib/cursor';
import type { SendRate } from '@functions/domain/email/email-ports';
import type {
  CounterChange,
  DeliveryClaim,
  SendStore,
} from '@functions/domain/newsletter/sends-ports';
import type { DigestStore } from '@functions/domain/newsletter/digest-ports';
import { config } from '@functions/lib/config';

const table = () => config().tables.newsletters;
const entity = 'send';
const sendKey = (id: string) => ({ pk: `send#${id}`, sk: 'send' });
const deliveryKey = (id: string, address: string) => ({
  pk: `send#${id}`,
  sk: `to#${address.toLowerCase()}`,
});
/** Delivery claims and counted events outlive any queue retry by far, then expire. */
const claimLifetimeSeconds = 90 * 24 * 60 * 60;

/** The byEntity Query's key, as its cursor carries it (anything else is a 400, not a 500). */
function startKey(cursor: string): Record<string, string> {
  const key = decodeKeyCursor(cursor, ['pk', 'sk', 'entity', 'created_at'], { entity });
  if (key) return key;
  throw new ValidationError('Some fields are not valid.', { 'query.cursor': 'Invalid cursor' });
}

/** A send's row: its key and the `byEntity` index's partition beside the job (fromItem's inverse). */
const sendItem = (send: NewsletterSend) => ({ ...sendKey(send.id), entity, ...send });

function fromItem(item: Record<string, unknown>): NewsletterSend {
  const { pk: _pk, sk: _sk, entity: _entity, fanout_cursor: _cursor, ...send } = item;
  return newsletterSendSchema.parse(send);
}

/** The update adding `change` to a send's counters; undefined when it adds nothing. */
function counterUpdate(id: string, change: CounterChange) {
  const entries = sendCounterNames.flatMap((name) =>
    change[name] ? [[name, change[name]] as const] : [],
  );
  if (entries.length === 0) return undefined;
  return {
    TableName: table(),
    Key: sendKey(id),
    UpdateExpression: `ADD ${entries.map(([name]) => `#${name} :${name}`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(entries.map(([name]) => [`#${name}`, name])),
    ExpressionAttributeValues: Object.fromEntries(
      entries.map(([name, value]) => [`:${name}`, value]),
    ),
    ConditionExpression: 'attribute_exists(pk)',
  };
}

const expiry = (at: Date) => Math.floor(at.getTime() / 1000) + claimLifetimeSeconds;

export const newsletterRepository: SendStore = {
  async create(send) {
    await dynamoClient().send(
      new PutCommand({
        TableName: table(),
        Item: sendItem(send),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },

  async get(id) {
    const { Item } = await dynamoClient().send(
      new GetCommand({ TableName: table(), Key: sendKey(id), ConsistentRead: true }),
    );
    return Item ? fromItem(Item) : undefined;
  },

  async list({ limit, cursor }) {
    const { items, lastKey } = await queryAll(
      {
        TableName: table(),
        IndexName: 'byEntity',
        KeyConditionExpression: 'entity = :entity',
        ExpressionAttributeValues: { ':entity': entity },
        ScanIndexForward: false,
        ...(cursor ? { ExclusiveStartKey: startKey(cursor) } : {}),
      },
      { limit },
    );
    return {
      items: items.map(fromItem),
      ...(lastKey ? { nextCursor: encodeCursor(lastKey) } : {}),
    };
  },

  async recordPage(id, from, next, recipients) {
    // The cursor of the page being recorded must still be the job's: a redelivered page finds it
    // moved on and counts nothing.
    const values: Record<string, unknown> = {
      ':n': recipients,
      ':sending': 'sending',
      ':done': next === undefined,
      ':next': next ?? '',
      ':failed': 'failed',
      ':false': false,
      ...(from === undefined ? {} : { ':from': from }),
    };
    const atCursor =
      from === undefined ? 'attribute_not_exists(fanout_cursor)' : 'fanout_cursor = :from';
    try {
      await dynamoClient().send(
        new UpdateCommand({
          TableName: table(),
          Key: sendKey(id),
          UpdateExpression:
            'SET #status = :sending, fanout_cursor = :next, fanout_done = :done ADD #total :n',
          ConditionExpression: `attribute_exists(pk) AND #status <> :failed AND fanout_done = :false AND ${atCursor}`,
          ExpressionAttributeNames: { '#status': 'status', '#total': 'total' },
          ExpressionAttributeValues: values,
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailed(error)) return false;
      throw error;
    }
  },

  async count(id, change) {
    const update = counterUpdate(id, change);
    // Nothing to add: the send as it is (an update must change something, and never a key).
    if (!update) return newsletterRepository.get(id);
    try {
      const { Attributes } = await dynamoClient().send(
        new UpdateCommand({ ...update, ReturnValues: 'ALL_NEW' }),
      );
      return Attributes ? fromItem(Attributes) : undefined;
    } catch (error) {
      if (isConditionFailed(error)) return undefined;
      throw error;
    }
  },

  async finish(id, at, status) {
    try {
      await dynamoClient().send(
        new UpdateCommand({
          TableName: table(),
          Key: sendKey(id),
          UpdateExpression: 'SET #status = :status, finished_at = :at',
          ConditionExpression: '#status IN (:queued, :sending)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':status': status,
            ':queued': 'queued',
            ':sending': 'sending',
            ':at': at.toISOString(),
          },
        }),
      );
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
  },

  async claimDeliveries(id, claims, lease) {
    // A new claim, the retake of a lease whose holder must have timed out (still 'sending' and
    // claimed before `staleBefore`), or this very lease again (the call retried after a
    // timeout); a finished claim ('sent', 'skipped', or a claim from before leases, which has no
    // status) is never taken again.
    const put = (claim: DeliveryClaim): TransactItem => ({
      Put: {
        TableName: table(),
        Item: {
          ...deliveryKey(id, claim.address),
          status: claim.status,
          claimed_at: lease.at.toISOString(),
          lease_id: lease.id,
          expires_at: expiry(lease.at),
        },
        ConditionExpression:
          'attribute_not_exists(pk) OR (#status = :sending AND (claimed_at < :stale OR lease_id = :lease))',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':sending': 'sending',
          ':stale': lease.staleBefore.toISOString(),
          ':lease': lease.id,
        },
      },
    });
    // A transaction may not name one item twice: an address listed twice (in any case) is one
    // claim, its first listing.
    const keys = new Set<string>();
    let pending = claims.filter((claim) => {
      const { sk } = deliveryKey(id, claim.address);
      return !keys.has(sk) && !!keys.add(sk);
    });
    // One transaction claims the batch: one call, where a put per address took ten. It is all
    // or nothing, so the claims whose condition failed (taken already) are left out and the rest
    // tried again: a call more per round, which only a redelivered batch pays.
    const claimed = new Set<string>();
    while (pending.length > 0) {
      const chunk = pending.slice(0, maxTransactItems);
      try {
        await transactWrite(chunk.map(put));
        for (const claim of chunk) claimed.add(claim.address);
        pending = pending.slice(chunk.length);
      } catch (error) {
        const failed = new Set(failedConditions(error));
        if (failed.size === 0) throw error;
        const taken = new Set(chunk.filter((_claim, index) => failed.has(index)));
        pending = pending.filter((claim) => !taken.has(claim));
      }
    }
    return claimed;
  },

  async markSent(id, addresses, at, change) {
    // A claim's own row written over whole rather than updated: nothing but its worker writes a
    // `sending` claim until its lease is stale. The marks and the counters go in one transaction,
    // which the SDK retries after a timeout under one idempotency token: an update retried alone
    // would count the batch twice when its first try had gone through.
    const marks = addresses.map((address) => ({
      ...deliveryKey(id, address),
      status: 'sent',
      claimed_at: at.toISOString(),
      expires_at: expiry(at),
    }));
    const inTransaction = marks.slice(Math.max(0, marks.length - (maxTransactItems - 1)));
    await batchWriteAll(
      table(),
      marks.slice(0, marks.length - inTransaction.length).map((Item) => ({ PutRequest: { Item } })),
    );
    const update = counterUpdate(id, change);
    const items: TransactItem[] = [
      ...inTransaction.map((Item) => ({ Put: { TableName: table(), Item } })),
      ...(update ? [{ Update: update }] : []),
    ];
    try {
      if (items.length > 0) await transactWrite(items);
    } catch (error) {
      // The send is gone (deleted): nothing to count on.
      if (failedConditions(error).length > 0) return undefined;
      throw error;
    }
    return newsletterRepository.get(id);
  },

  async releaseDeliveries(id, addresses) {
    await batchWriteAll(
      table(),
      addresses.map((address) => ({ DeleteRequest: { Key: deliveryKey(id, address) } })),
    );
  },

  async countEvent(id, messageId, type, change) {
    const update = counterUpdate(id, change);
    if (!update) return false;
    // The event's marker and the amounts in one transaction, which the SDK retries under one
    // idempotency token: a marker written alone before the count was lost if the count failed,
    // and a count retried alone after a time-out counted the event twice.
    const marker = {
      pk: `send#${id}`,
      sk: `event#${messageId}#${type}`,
      expires_at: expiry(new Date()),
    };
    try {
      await transactWrite([
        {
          Put: {
            TableName: table(),
            Item: marker,
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        { Update: update },
      ]);
      return true;
    } catch (error) {
      if (failedConditions(error).length > 0) return false;
      throw error;
    }
  },

  async recordTest(articleId, version, to, at) {
    await dynamoClient().send(
      new PutCommand({
        TableName: table(),
        Item: {
          pk: `test#${articleId}`,
          sk: `v#${version}`,
          to,
          sent_at: at.toISOString(),
          expires_at: expiry(at),
        },
      }),
    );
  },

  async setSendOnPublish(articleId, by, at) {
    const Key = { pk: `auto#${articleId}`, sk: 'auto' };
    if (by === undefined) {
      await dynamoClient().send(new DeleteCommand({ TableName: table(), Key }));
      return;
    }
    await dynamoClient().send(
      new PutCommand({ TableName: table(), Item: { ...Key, by, asked_at: at.toISOString() } }),
    );
  },

  async sendOnPublishBy(articleId) {
    const { Item } = await dynamoClient().send(
      new GetCommand({
        TableName: table(),
        Key: { pk: `auto#${articleId}`, sk: 'auto' },
        ConsistentRead: true,
      }),
    );
    return Item ? String(Item.by) : undefined;
  },

  async takeSendOnPublish(articleId) {
    const { Attributes } = await dynamoClient().send(
      new DeleteCommand({
        TableName: table(),
        Key: { pk: `auto#${articleId}`, sk: 'auto' },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return Attributes ? String(Attributes.by) : undefined;
  },

  async hasTest(articleId, version) {
    const { Item } = await dynamoClient().send(
      new GetCommand({
        TableName: table(),
        Key: { pk: `test#${articleId}`, sk: `v#${version}` },
        ConsistentRead: true,
      }),
    );
    return Item !== undefined;
  },
};

/**
 * The shared send rate: a fixed one-second window per row, taken with a conditional ADD (the
 * window's count may not pass the rate), so concurrent workers on any number of functions
 * together send at most `perSecond` messages in any wall-clock second. A worker that finds the
 * window full waits for the next second.
 */
export const sendRate: SendRate = {
  async take(count, perSecond) {
    let left = count;
    while (left > 0) {
      const chunk = Math.min(left, perSecond);
      const now = Date.now();
      const second = Math.floor(now / 1000);
      try {
        await dynamoClient().send(
          new UpdateCommand({
            TableName: table(),
            Key: { pk: 'rate', sk: String(second) },
            UpdateExpression: 'SET expires_at = if_not_exists(expires_at, :expires) ADD #count :n',
            ConditionExpression: 'attribute_not_exists(#count) OR #count <= :room',
            ExpressionAttributeNames: { '#count': 'count' },
            ExpressionAttributeValues: {
              ':n': chunk,
              ':room': perSecond - chunk,
              ':expires': second + 3600,
            },
          }),
        );
        left -= chunk;
      } catch (error) {
        if (!isConditionFailed(error)) throw error;
        await sleep(1000 - (now % 1000) + Math.floor(Math.random() * 20));
      }
    }
  },
};

const digestSettingsKey = { pk: 'settings', sk: 'digest' };
const digestWeekKey = (week: string) => ({ pk: `digest#${week}`, sk: 'digest' });
/** A week's claim outlives any run of that week by far, then expires. */
const weekLifetimeSeconds = 400 * 24 * 60 * 60;

/** The weekly digest's settings and week claims, in the `newsletters` table. */
export const digestRepository: DigestStore = {
  async get() {
    const { Item } = await dynamoClient().send(
      new GetCommand({ TableName: table(), Key: digestSettingsKey, ConsistentRead: true }),
    );
    if (!Item) return defaultDigestSettings;
    const { pk: _pk, sk: _sk, ...stored } = Item;
    return digestSettingsSchema.parse(stored);
  },

  async put(settings, since) {
    // An update, not a put: the last run, written by the schedule, stays.
    const { Attributes } = await dynamoClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: digestSettingsKey,
        UpdateExpression:
          'SET enabled = :enabled, weekday = :weekday, #hour = :hour, scheduled_since = :since',
        ExpressionAttributeNames: { '#hour': 'hour' },
        ExpressionAttributeValues: {
          ':enabled': settings.enabled,
          ':weekday': settings.weekday,
          ':hour': settings.hour,
          ':since': since,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    const { pk: _pk, sk: _sk, ...stored } = Attributes ?? {};
    return digestSettingsSchema.parse(stored);
  },

  async claimWeek(run, send) {
    const expiresAt = Math.floor(Date.parse(run.ran_at) / 1000) + weekLifetimeSeconds;
    try {
      await transactWrite([
        {
          Put: {
            TableName: table(),
            Item: { ...digestWeekKey(run.week), ...run, expires_at: expiresAt },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        ...(send
          ? [
              {
                Put: {
                  TableName: table(),
                  Item: sendItem(send),
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
            ]
          : []),
        {
          Update: {
            TableName: table(),
            Key: digestSettingsKey,
            UpdateExpression: 'SET last_run = :run',
            ExpressionAttributeValues: { ':run': run },
          },
        },
      ]);
      return true;
    } catch (error) {
      if (failedConditions(error).length > 0) return false;
      throw error;
    }
  },

  async weekRun(week) {
    const { Item } = await dynamoClient().send(
      new GetCommand({ TableName: table(), Key: digestWeekKey(week), ConsistentRead: true }),
    );
    return Item ? digestRunSchema.parse(Item) : undefined;
  },
};
