/** /admin/analytics (editors and administrators): first-party visits and leads by day range. */
import { RequireRole } from '~/components/auth/require-role';
import { AdminPageHeader } from '~/features/admin-shell/components/admin-page-header';
import { adminMeta } from '~/features/admin-shell/admin-meta';
import { AnalyticsDashboard } from '~/features/analytics/components/analytics-dashboard';

export const meta = () => adminMeta('Analytics');

export default function AnalyticsRoute() {
  return (
    <>
      <AdminPageHeader
        title="Analytics"
        description="Page views, sessions and leads from visitors who accepted analytics cookies (Global Privacy Control is honoured). Counted on this site alone: no third-party analytics, no IP address stored."
      />
      <RequireRole
        minimum="editor"
        fallback={
          <p className="text-muted-foreground">Analytics are for editors and administrators.</p>
        }
      >
        <AnalyticsDashboard />
      </RequireRole>
    </>
  );
}
