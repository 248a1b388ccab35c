/**
 * The signed-in frame of every /admin/* screen. Without a session the user is sent to /admin
 * (remembering where they were, so a lost session costs nothing: editor drafts are kept locally);
 * while the session loads a spinner shows. Sign Out ends the session, forgets the cached admin
 * data, toasts 'Signed out' and returns to /admin.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { toast } from '~/lib/toast';
import { AdminShell } from '~/features/admin-shell/components/admin-shell';
import { AdminSpinnerScreen } from '~/features/admin-shell/components/admin-spinner-screen';
import { adminKeys } from '~/lib/admin-api';
import { signOut, useAuthSession } from '~/lib/auth-session';
import { siteConfig } from '~/lib/site-config';

export default function AdminShellLayout() {
  const session = useAuthSession();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  if (session.status === 'loading') return <AdminSpinnerScreen />;
  if (session.status !== 'signed-in') {
    const from =
      session.status === 'signed-out' && session.reason === 'signed-out'
        ? undefined
        : location.pathname;
    return <Navigate to="/admin" replace state={from ? { from } : undefined} />;
  }

  const handleSignOut = async () => {
    await signOut();
    queryClient.removeQueries({ queryKey: adminKeys.all });
    toast.success('Signed out');
    navigate('/admin', { replace: true });
  };

  return (
    <AdminShell
      email={session.email}
      brandName={siteConfig.brandName}
      onSignOut={() => void handleSignOut()}
    >
      <Outlet />
    </AdminShell>
  );
}
