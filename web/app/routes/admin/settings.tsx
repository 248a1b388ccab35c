/** /admin/settings: the stage's configuration (read-only) and the activity log, as tabs. */
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { AdminPageHeader } from '~/features/admin-shell/components/admin-page-header';
import { adminMeta } from '~/features/admin-shell/admin-meta';
import { ActivityLog } from '~/features/activity/components/activity-log';
import { SettingsView } from '~/features/settings/components/settings-view';

export const meta = () => adminMeta('Settings');

const tabs = ['configuration', 'activity'] as const;
type Tab = (typeof tabs)[number];

export default function SettingsRoute() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = (tabs as readonly string[]).includes(requested ?? '')
    ? (requested as Tab)
    : 'configuration';

  return (
    <>
      <AdminPageHeader
        title="Settings"
        description="The configuration of this stage, and who changed what."
      />
      <Tabs
        value={tab}
        // The tab is in the URL (a link can open the Activity tab); other tabs' filters are not.
        onValueChange={(value) => setParams({ tab: value }, { replace: true })}
      >
        <TabsList>
          <TabsTrigger value="configuration">Configuration</TabsTrigger>
          <TabsTrigger value="activity">Activity</TabsTrigger>
        </TabsList>
        <TabsContent value="configuration" className="mt-4">
          <SettingsView />
        </TabsContent>
        <TabsContent value="activity" className="mt-4">
          <ActivityLog />
        </TabsContent>
      </Tabs>
    </>
  );
}
