/**
 * /admin/settings: the stage's configuration, read-only, and (issue #22) the Staff tab where
 * administrators manage staff accounts. The whole screen is an administrator's.
 */
import { AdminPageHeader } from '~/features/admin-shell/components/admin-page-header';
import { adminMeta } from '~/features/admin-shell/admin-meta';
import { SettingsView } from '~/features/settings/components/settings-view';
import { RequireRole } from '~/components/auth/require-role';
import { StaffTab } from '~/components/staff/staff-tab';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';

export const meta = () => adminMeta('Settings');

export default function SettingsRoute() {
  return (
    <>
      <AdminPageHeader title="Settings" description="The configuration of this stage." />
      <RequireRole
        minimum="administrator"
        fallback={<p className="text-muted-foreground">Settings are for administrators.</p>}
      >
        <Tabs defaultValue="stage">
          <TabsList>
            <TabsTrigger value="stage">Stage</TabsTrigger>
            <TabsTrigger value="staff">Staff</TabsTrigger>
          </TabsList>
          <TabsContent value="stage" className="mt-6">
            <SettingsView />
          </TabsContent>
          <TabsContent value="staff" className="mt-6">
            <StaffTab />
          </TabsContent>
        </Tabs>
      </RequireRole>
    </>
  );
}
