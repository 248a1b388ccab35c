/**
 * The `access` table (key `sub`): staff access as administrators last set it, one row per account
 * they invited or changed (functions/domain/staff/staff-access.ts). The only code that knows its
 * layout. What it costs: the admin guard's read is one strongly consistent GetItem per admin
 * request (1 read unit; consistent, so a change written a moment ago is what the next request
 * sees); a staff write is one PutItem or UpdateItem.
 */
import {
  dynamoClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@functions/adapters/dynamo/document-client';
import * as z from 'zod';
import { staffRoles } from '@shared/rules/staff-roles';
import type { StaffAccessRecords } from '@functions/domain/staff/staff-access';
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

export const accessRepository: StaffAccessRecords = {
  async get(sub) {
    const { Item } = await dynamoClient().send(
      new GetCommand({ TableName: table(), Key: { sub }, ConsistentRead: true }),
    );
    // A row this code cannot read grants nothing: parse throws and the request fails closed.
    return Item ? rowSchema.parse(Item) : undefined;
  },

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
