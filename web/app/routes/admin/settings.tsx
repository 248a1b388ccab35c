/** /admin/settings: the stage's configuration, read-only. */
import { AdminPageHeader } from '~/features/admin-shell/components/admin-page-header';
import { adminMeta } from '~/features/admin-shell/admin-meta';
import { SettingsView } from '~/features/settings/components/settings-view';

export const meta = () => adminMeta('Settings');

export default function SettingsRoute() {
  return (
    <>
      <AdminPageHeader title="Settings" description="The configuration of this stage." />
      <SettingsView />
    </>
  );
}
