/**
 * The admin portal (/admin, /admin/*): client-only and outside the public layout. As its own
 * route chunk (and the Cognito library a further lazy chunk of it) it is downloaded only when an
 * /admin URL is visited. It starts watching the session; the sign-in screen and the signed-in
 * shell below decide what to show.
 */
import { Outlet } from 'react-router';
import { adminMeta } from '~/features/admin-shell/admin-meta';
import { useAuthSession } from '~/lib/auth-session';
import { QueryProvider } from '~/lib/query-client';

export const meta = () => adminMeta();

export default function AdminLayout() {
  useAuthSession();
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
