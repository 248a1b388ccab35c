/**
 * The staff domain's wiring: the Cognito user pool as the directory, the stage's allow-list, and
 * the invitation sender: the e-mail pipeline's `staff-invitation` mail, through the email queue.
 */
import { activityRepository } from '@functions/adapters/repositories/activity-repository';
import { staffDirectory } from '@functions/adapters/staff-directory';
import { sendStaffInvitation } from '@functions/domain/email/invite-staff';
import type { StaffDeps } from '@functions/domain/staff/manage-staff';
import { config } from '@functions/lib/config';
import { emailJobs } from '@functions/wiring/email';

export const staffDeps: StaffDeps = {
  directory: staffDirectory,
  invitations: { send: (invitation) => sendStaffInvitation(emailJobs, invitation) },
  activity: activityRepository,
  allowList: () => {
    const { adminEmails, adminEmailDomains } = config().auth;
    return { emails: adminEmails, domains: adminEmailDomains };
  },
};
