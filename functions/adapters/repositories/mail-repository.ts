/**
 * The `mail` table (key `key`): what the email worker keeps.
 * - `sent#<job key>`: the claim of one mail (conditional put), so a redelivered message sends
 *   nothing twice; expires by TTL after 30 days, far beyond any queue retry.
 * - `suppressed#<address>`: an address that bounced for good or complained; kept.
 * The only code that knows these keys; every read and write is by key (one item, or the
 * suppressions of a batch's addresses in one BatchGetItem).
 */
import {
  dynamoClient,
  DeleteCommand,
  PutCommand,
} from '@functions/adapters/dynamo/document-client';
import { batchGetByKey } from '@functions/adapters/dynamo/batch-get';
import { isConditionFailed } from '@functions/adapters/dynamo/conditions';
import type { SentMarkers, Suppressions } from '@functions/domain/email/email-ports';
import { config } from '@functions/lib/config';

const table = () => config().tables.mail;
const markerLifetimeSeconds = 30 * 24 * 60 * 60;

export const sentMarkers: SentMarkers = {
  async claim(key, at) {
    try {
      await dynamoClient().send(
        new PutCommand({
          TableName: table(),
          Item: {
            key: `sent#${key}`,
            sent_at: at.toISOString(),
            expires_at: Math.floor(at.getTime() / 1000) + markerLifetimeSeconds,
          },
          ConditionExpression: 'attribute_not_exists(#key)',
          ExpressionAttributeNames: { '#key': 'key' },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailed(error)) return false;
      throw error;
    }
  },
  async release(key) {
    await dynamoClient().send(
      new DeleteCommand({ TableName: table(), Key: { key: `sent#${key}` } }),
    );
  },
};

export const suppressions: Suppressions = {
  async suppressedOf(addresses) {
    const key = (address: string) => `suppressed#${address.toLowerCase()}`;
    const rows = await batchGetByKey(addresses.map(key), {
      table: table(),
      keyName: 'key',
      attributes: ['key'],
      consistent: true,
    });
    const found = new Set(rows.map((row) => String(row.key)));
    return new Set(addresses.filter((address) => found.has(key(address))));
  },
  async suppress(address, reason, at) {
    await dynamoClient().send(
      new PutCommand({
        TableName: table(),
        Item: {
          key: `suppressed#${address.toLowerCase()}`,
          reason,
          suppressed_at: at.toISOString(),
        },
      }),
    );
  },
};
