/**
 * The staff domain's wiring: the Cognito user pool as the directory, the access rows the admin
 * guard reads, and the invitation sender: the e-mail pipeline's `staff-invitation` mail, through
 * the email queue.
 */
import { accessRepository } from '@functions/adapters/repositories/access-repository';
import { activityRepository } from '@functions/adapters/repositories/activity-repository';
import { staffDirectory } from '@functions/adapters/staff-directory';
import { sendStaffInvitation } from '@functions/domain/email/invite-staff';
import type { StaffDeps } from '@functions/domain/staff/manage-staff';
import { emailJobs } from '@functions/wiring/email';

export const staffDeps: StaffDeps = {
  directory: staffDirectory,
  invitations: { send: (invitation) => sendStaffInvitation(emailJobs, invitation) },
  access: accessRepository,
  activity: activityRepository,
};
