/**
 * Routes of staff management (the Staff tab of /admin/settings), administrators only.
 * The accounts and roles live in the Cognito user pool (`staff: 'manage'` grants the pool's admin
 * actions); the writes append their activity entries; invitations are mails of the email queue. Part of the manifest: see infra/manifest.ts.
 */
import type { RouteDef } from '../manifest';
import {
  staffInvite,
  staffList,
  staffPreferencesWrite,
  staffResendInvitation,
  staffResetMfa,
  staffUpdate,
} from './permissions';

export const staffRoutes = [
  {
    method: 'GET',
    path: '/api/admin/staff',
    handler: 'functions/http/staff/list-staff.ts',
    access: 'admin',
    role: 'administrator',
    ...staffList,
  },
  {
    method: 'POST',
    path: '/api/admin/staff',
    handler: 'functions/http/staff/invite-staff.ts',
    access: 'admin',
    role: 'administrator',
    // The member's access row (the guard reads it); the invitation goes through the email queue.
    ...staffInvite,
    maxBodyBytes: 2 * 1024,
  },
  {
    method: 'POST',
    path: '/api/admin/staff/{id}/invitation',
    handler: 'functions/http/staff/resend-invitation.ts',
    access: 'admin',
    role: 'administrator',
    // The email worker sets the password as it sends the mail.
    ...staffResendInvitation,
  },
  {
    method: 'PATCH',
    path: '/api/admin/staff/{id}',
    handler: 'functions/http/staff/update-staff.ts',
    access: 'admin',
    role: 'administrator',
    // The member's access row: the guard reads it.
    ...staffUpdate,
    maxBodyBytes: 2 * 1024,
  },
  {
    // Turns a member's two-step sign-in off (AdminSetUserMFAPreference).
    method: 'DELETE',
    path: '/api/admin/staff/{id}/mfa',
    handler: 'functions/http/staff/reset-staff-mfa.ts',
    access: 'admin',
    role: 'administrator',
    ...staffResetMfa,
  },
  {
    method: 'DELETE',
    path: '/api/admin/staff/{id}',
    handler: 'functions/http/staff/remove-staff.ts',
    access: 'admin',
    role: 'administrator',
    // The member's access row: the guard reads it.
    ...staffUpdate,
  },
  {
    // The signed-in member's own preferences (review emails), read from their access row.
    method: 'GET',
    path: '/api/admin/account/preferences',
    handler: 'functions/http/staff/get-preferences.ts',
    access: 'admin',
    role: 'contributor',
  },
  {
    method: 'PUT',
    path: '/api/admin/account/preferences',
    handler: 'functions/http/staff/set-preferences.ts',
    access: 'admin',
    role: 'contributor',
    ...staffPreferencesWrite,
    maxBodyBytes: 1024,
  },
] as const satisfies readonly RouteDef[];
