/**
 * Routes of staff management (issue #22: the Staff tab of /admin/settings), administrators only.
 * The accounts and roles live in the Cognito user pool (`staff: 'manage'` grants the pool's admin
 * actions); the writes append their activity entries; invitations are mails of the email queue. Part of the manifest: see infra/manifest.ts.
 */
import type { RouteDef } from '../manifest';

export const staffRoutes = [
  {
    method: 'GET',
    path: '/api/admin/staff',
    handler: 'functions/http/staff/list-staff.ts',
    access: 'admin',
    role: 'administrator',
    staff: 'read',
  },
  {
    method: 'POST',
    path: '/api/admin/staff',
    handler: 'functions/http/staff/invite-staff.ts',
    access: 'admin',
    role: 'administrator',
    staff: 'manage',
    // The activity log's entry of each change; the member's access row (the guard reads it).
    tables: { activity: 'append', access: 'write' },
    // The invitation mail goes through the email queue.
    queues: ['email'],
    maxBodyBytes: 2 * 1024,
  },
  {
    method: 'POST',
    path: '/api/admin/staff/{id}/invitation',
    handler: 'functions/http/staff/resend-invitation.ts',
    access: 'admin',
    role: 'administrator',
    // Reads the member (is it still invited?) and queues the mail; the worker sets the password.
    staff: 'read',
    queues: ['email'],
    // The activity log's entry of the invitation sent.
    tables: { activity: 'append' },
  },
  {
    method: 'PATCH',
    path: '/api/admin/staff/{id}',
    handler: 'functions/http/staff/update-staff.ts',
    access: 'admin',
    role: 'administrator',
    staff: 'manage',
    // The activity log's entry of each change; the member's access row (the guard reads it).
    tables: { activity: 'append', access: 'write' },
    maxBodyBytes: 2 * 1024,
  },
  {
    // Turns a member's two-step sign-in off (AdminSetUserMFAPreference).
    method: 'DELETE',
    path: '/api/admin/staff/{id}/mfa',
    handler: 'functions/http/staff/reset-staff-mfa.ts',
    access: 'admin',
    role: 'administrator',
    staff: 'manage',
    // The activity log's entry of each change.
    tables: { activity: 'append' },
  },
  {
    method: 'DELETE',
    path: '/api/admin/staff/{id}',
    handler: 'functions/http/staff/remove-staff.ts',
    access: 'admin',
    role: 'administrator',
    staff: 'manage',
    // The activity log's entry of each change; the member's access row (the guard reads it).
    tables: { activity: 'append', access: 'write' },
  },
] as const satisfies readonly RouteDef[];
