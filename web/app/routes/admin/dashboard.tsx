/** /admin/dashboard: the four counts and the quick actions. */
import { AdminPageHeader } from '~/features/admin-shell/components/admin-page-header';
import { adminMeta } from '~/features/admin-shell/admin-meta';
import { DashboardView } from '~/features/dashboard/components/dashboard-view';

export const meta = () => adminMeta('Dashboard');

export default function DashboardRoute() {
  return (
    <>
      <AdminPageHeader title="Dashboard" description="An overview of the site's content." />
      <DashboardView />
    </>
  );
}
