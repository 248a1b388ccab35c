/**
 * Uniqueness markers (the `uniques` table). A marker is written in the SAME transaction as the item
 * it protects, with `attribute_not_exists`, so two concurrent creates of one slug cannot both
 * succeed: one transaction wins, the other is cancelled with ConditionalCheckFailed on the marker.
 * This module is the only code that knows the marker table's key format.
 */
import {
  dynamoClient,
  GetCommand,
  type TransactWriteCommandInput,
} from '@functions/adapters/dynamo/document-client';
import { isTransactionCancelled } from '@functions/adapters/dynamo/conditions';
import { config } from '@functions/lib/config';

export type UniqueKind = 'article-slug' | 'page-slug' | 'category-name';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The marker's key: kind plus the value, case-folded (slugs and names are unique regardless of case). */
export function uniqueKey(kind: UniqueKind, value: string): string {
  return `${kind}#${value.trim().toLowerCase()}`;
}

/** Transaction item that claims `value` for `ownerId`; cancels the transaction when taken. */
export function claimUnique(kind: UniqueKind, value: string, ownerId: string): TransactItem {
  return {
    Put: {
      TableName: config().tables.uniques,
      Item: { key: uniqueKey(kind, value), owner_id: ownerId, kind },
      ConditionExpression: 'attribute_not_exists(#key)',
      ExpressionAttributeNames: { '#key': 'key' },
    },
  };
}

/**
 * The id of the item holding `value`, or undefined: one GetItem on the marker, so a lookup by
 * slug needs neither a Scan nor an extra index.
 */
export async function ownerOfUnique(kind: UniqueKind, value: string): Promise<string | undefined> {
  const { Item } = await dynamoClient().send(
    new GetCommand({ TableName: config().tables.uniques, Key: { key: uniqueKey(kind, value) } }),
  );
  return typeof Item?.owner_id === 'string' ? Item.owner_id : undefined;
}

/** Transaction item that releases `value`, only if `ownerId` holds it. */
export function releaseUnique(kind: UniqueKind, value: string, ownerId: string): TransactItem {
  return {
    Delete: {
      TableName: config().tables.uniques,
      Key: { key: uniqueKey(kind, value) },
      ConditionExpression: 'owner_id = :owner',
      ExpressionAttributeValues: { ':owner': ownerId },
    },
  };
}

/**
 * Which items of a cancelled transaction failed their condition (indexes into TransactItems).
 * Empty for any other error.
 */
export function failedConditions(error: unknown): number[] {
  if (!isTransactionCancelled(error)) return [];
  return (error.CancellationReasons ?? []).flatMap((reason, index) =>
    reason.Code === 'ConditionalCheckFailed' ? [index] : [],
  );
}
