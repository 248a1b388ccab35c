/**
 * The `access` table (key `sub`): staff access as administrators last set it, one row per account
 * they invited or changed (functions/domain/staff/staff-access.ts). The only code that knows its
 * layout. What it costs: the admin guard's read is one strongly consistent GetItem per admin
 * request (1 read unit; consistent, so a change written a moment ago is what the next request
 * sees), or the same read carried in an admin list's BatchGetItem ({@link pendingAccessRead}); a
 * staff write is one PutItem or UpdateItem.
 */
import {
  dynamoClient,
  PutCommand,
  UpdateCommand,
} from '@functions/adapters/dynamo/document-client';
import { PendingRead } from '@functions/adapters/dynamo/batch-get';
import * as z from 'zod';
import { staffRoles } from '@shared/rules/staff-roles';
import type { StaffAccess, StaffAccessRecords } from '@functions/domain/staff/staff-access';
import { config } from '@functions/lib/config';

const table = () => config().tables.access;

const rowSchema = z.object({
  sub: z.string(),
  role: z.enum(staffRoles),
  status: z.enum(['active', 'disabled', 'removed']),
  invited: z.boolean(),
  changed_at: z.string(),
  review_emails: z.boolean().optional(),
});

// A row this code cannot read grants nothing: parse throws and the request fails closed.
const toAccess = (item: Record<string, unknown> | undefined): StaffAccess | undefined =>
  item ? rowSchema.parse(item) : undefined;

/** The member's row, read strongly consistent, by whichever batch carries it (or by itself). */
export function pendingAccessRead(sub: string): PendingRead<StaffAccess | undefined> {
  return new PendingRead(table(), { sub }, toAccess, true);
}

export const accessRepository: StaffAccessRecords = {
  get: (sub) => pendingAccessRead(sub).value(),

  async invited(sub, role, at) {
    await dynamoClient().send(
      new PutCommand({
        TableName: table(),
        Item: { sub, role, status: 'active', invited: true, changed_at: at },
      }),
    );
  },

  async changed(sub, access, at) {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: { sub },
        UpdateExpression:
          'SET #role = :role, #status = :status, changed_at = :at, invited = if_not_exists(invited, :no)',
        ExpressionAttributeNames: { '#role': 'role', '#status': 'status' },
        ExpressionAttributeValues: {
          ':role': access.role,
          ':status': access.status,
          ':at': at,
          ':no': false,
        },
      }),
    );
  },

  async setReviewEmails(sub, role, on) {
    // Only the preference changes on an existing row: its role, status and invitation stay as an
    // administrator last set them, whatever races this write.
    await dynamoClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: { sub },
        UpdateExpression:
          'SET review_emails = :on, #role = if_not_exists(#role, :role), #status = if_not_exists(#status, :active), invited = if_not_exists(invited, :no), changed_at = if_not_exists(changed_at, :epoch)',
        ExpressionAttributeNames: { '#role': 'role', '#status': 'status' },
        ExpressionAttributeValues: {
          ':on': on,
          ':role': role,
          ':active': 'active',
          ':no': false,
          ':epoch': new Date(0).toISOString(),
        },
      }),
    );
  },
};
