/**
 * Staff accounts as the Staff tab of /admin/settings manages them: invite, change
 * role, disable, remove. The roles and their groups: shared/rules/staff-roles.ts.
 */
import * as z from 'zod';
import '@shared/schemas/zod-browser';
import { listSchema } from '@shared/schemas/api';
import { staffRoles } from '@shared/rules/staff-roles';

export const staffMessages = {
  role: `Choose one of: ${staffRoles.join(', ')}`,
  email: 'Enter a valid e-mail address',
  exists: 'An account with this e-mail address already exists',
  notFound: 'Staff member not found',
  notInvited:
    'This member has already signed in and chosen a password: there is no invitation to send again.',
  noMfa: 'This member has no two-step sign-in to reset.',
  nothingToChange: 'Send a role or enabled to change',
  /**
   * The answer (401 `access_changed`) to a token from before an administrator changed the
   * account's role, disabled or removed it; the portal shows it as it signs the member out.
   */
  accessChanged: 'Your access was changed by an administrator. Please sign in again.',
  lastAdministrator:
    'This is the last active administrator: make someone else an administrator first, so the portal always has one.',
} as const;

export const staffRoleSchema = z.enum(staffRoles, { error: staffMessages.role });

/** `invited`: has not yet set their own password (Cognito FORCE_CHANGE_PASSWORD). */
export const staffStatuses = ['active', 'invited', 'unconfirmed'] as const;

/** A staff member as the Staff tab lists them. `id` is the Cognito user name (the `sub`). */
export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  enabled: z.boolean(),
  status: z.enum(staffStatuses),
  created_at: z.string(),
});

export type StaffMember = z.infer<typeof staffMemberSchema>;

/** POST /api/admin/staff: who to invite, as which role. */
export const staffInviteInputSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: staffMessages.email })),
  role: staffRoleSchema,
});

export type StaffInviteInput = z.infer<typeof staffInviteInputSchema>;

/** PATCH /api/admin/staff/{id}: a new role, enabled or disabled, or both. */
export const staffUpdateInputSchema = z
  .object({ role: staffRoleSchema.optional(), enabled: z.boolean().optional() })
  .refine((value) => value.role !== undefined || value.enabled !== undefined, {
    error: staffMessages.nothingToChange,
    path: ['role'],
  });

export type StaffUpdateInput = z.infer<typeof staffUpdateInputSchema>;

export const staffListResponseSchema = listSchema(staffMemberSchema);

export type StaffListResponse = z.infer<typeof staffListResponseSchema>;

/**
 * The signed-in member's own preferences (GET/PUT /api/admin/account/preferences), kept on their
 * access row. `review_emails`: the review mails (submitted, sent back, approved); on by default.
 */
export const staffPreferencesSchema = z.object({
  review_emails: z.boolean({ error: 'Review emails must be true or false' }),
});

export type StaffPreferences = z.infer<typeof staffPreferencesSchema>;
