/** /admin/redirects: the redirects manager. */
import { AdminPageHeader } from '~/features/admin-shell/components/admin-page-header';
import { adminMeta } from '~/features/admin-shell/admin-meta';
import { RedirectsManager } from '~/features/redirects-admin/components/redirects-manager';

export const meta = () => adminMeta('Redirects');

export default function RedirectsRoute() {
  return (
    <>
      <AdminPageHeader
        title="Redirects"
        description="Send visitors and search engines from an old address to a new one. Permanent (301) is for a page that has moved for good: search engines move its ranking to the new address. Temporary (302) is for a page that will be back. Changes reach the site within seconds, without a deploy."
      />
      <RedirectsManager />
    </>
  );
}
