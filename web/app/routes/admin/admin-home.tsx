/**
 * /admin: the sign-in screen (admin-portal.md section 2). A signed-in admin goes on to where a
 * lost session interrupted them, else to /admin/dashboard; a signed-in account off the allow-list
 * sees why it cannot enter; an administrator who must have two-step sign-in sets it up first; a
 * session that ended (expired, or an administrator changed the account's access) says so above
 * the form.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AdminSpinnerScreen } from '~/features/admin-shell/components/admin-spinner-screen';
import { adminMeta } from '~/features/admin-shell/admin-meta';
import { AuthScreen, NotAuthorisedNotice } from '~/features/auth/components/auth-screen';
import { MfaRequiredScreen } from '~/features/auth/components/mfa-required-screen';
import {
  notAuthorisedMessage,
  resettleSession,
  signedOutNotices,
  signOut,
  useAuthSession,
} from '~/lib/auth-session';
import { adminKeys } from '~/lib/admin-api';
import { siteConfig } from '~/lib/site-config';

export const meta = () => adminMeta('Sign In');

/** Only same-portal paths are followed after sign-in (never an address from elsewhere). */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/admin/') ? from : '/admin/dashboard';
}

export default function AdminHome() {
  const session = useAuthSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  const accessChanged = session.status === 'signed-out' && session.reason === 'access-changed';
  useEffect(() => {
    // What was cached under the old access (contacts, staff) must not show under the new one.
    if (accessChanged) queryClient.removeQueries({ queryKey: adminKeys.all });
  }, [accessChanged, queryClient]);

  if (session.status === 'loading') return <AdminSpinnerScreen />;
  if (session.status === 'signed-in') return <Navigate to={returnPath(location.state)} replace />;
  if (session.status === 'mfa-setup') {
    return (
      <MfaRequiredScreen
        email={session.email}
        onEnrolled={() => void resettleSession()}
        onSignOut={() => void signOut()}
      />
    );
  }
  if (session.status === 'forbidden') {
    return (
      <NotAuthorisedNotice
        email={session.email}
        message={notAuthorisedMessage}
        onSignOut={() => {
          queryClient.removeQueries({ queryKey: ['admin'] });
          void signOut();
        }}
      />
    );
  }
  return <AuthScreen brandName={siteConfig.brandName} notice={signedOutNotices[session.reason]} />;
}
