/**
 * /admin/settings (administrators only): the stage's configuration (read-only), the Staff tab
 * where administrators manage staff accounts, and the activity log. The
 * open tab is in the URL, so a link can open the Activity tab.
 */
import { useSearchParams } from 'react-router';
import { RequireRole } from '~/components/auth/require-role';
import { StaffTab } from '~/components/staff/staff-tab';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { AdminPageHeader } from '~/features/admin-shell/components/admin-page-header';
import { adminMeta } from '~/features/admin-shell/admin-meta';
import { ActivityLog } from '~/features/activity/components/activity-log';
import { SettingsView } from '~/features/settings/components/settings-view';

export const meta = () => adminMeta('Settings');

const tabs = ['stage', 'staff', 'activity'] as const;
type Tab = (typeof tabs)[number];

export default function SettingsRoute() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = (tabs as readonly string[]).includes(requested ?? '')
    ? (requested as Tab)
    : 'stage';

  return (
    <>
      <AdminPageHeader
        title="Settings"
        description="The configuration of this stage, its staff, and who changed what."
      />
      <RequireRole
        minimum="administrator"
        fallback={<p className="text-muted-foreground">Settings are for administrators.</p>}
      >
        <Tabs
          value={tab}
          // Switching tabs drops the other tab's filters from the URL.
          onValueChange={(value) => setParams({ tab: value }, { replace: true })}
        >
          <TabsList>
            <TabsTrigger value="stage">Stage</TabsTrigger>
            <TabsTrigger value="staff">Staff</TabsTrigger>
            <TabsTrigger value="activity">Activity</TabsTrigger>
          </TabsList>
          <TabsContent value="stage" className="mt-6">
            <SettingsView />
          </TabsContent>
          <TabsContent value="staff" className="mt-6">
            <StaffTab />
          </TabsContent>
          <TabsContent value="activity" className="mt-6">
            <ActivityLog />
          </TabsContent>
        </Tabs>
      </RequireRole>
    </>
  );
}
