/**
 * The staff domain's wiring: the Cognito user pool as the directory, the stage's allow-list, and
 * the invitation sender (for now the log; the e-mail pipeline's `staff-invitation` sender later).
 */
import { activityRepository } from '@functions/adapters/repositories/activity-repository';
import { loggedInvitations } from '@functions/adapters/invitation-log';
import { staffDirectory } from '@functions/adapters/staff-directory';
import type { StaffDeps } from '@functions/domain/staff/manage-staff';
import { config } from '@functions/lib/config';

export const staffDeps: StaffDeps = {
  directory: staffDirectory,
  invitations: loggedInvitations,
  activity: activityRepository,
  allowList: () => {
    const { adminEmails, adminEmailDomains } = config().auth;
    return { emails: adminEmails, domains: adminEmailDomains };
  },
};
