/** /admin/subscribers: the newsletter's subscribers. */
import { AdminPageHeader } from '~/features/admin-shell/components/admin-page-header';
import { adminMeta } from '~/features/admin-shell/admin-meta';
import { SubscribersManager } from '~/features/subscribers-admin/components/subscribers-manager';

export const meta = () => adminMeta('Subscribers');

export default function SubscribersRoute() {
  return (
    <>
      <AdminPageHeader
        title="Subscribers"
        description="Newsletter sign-ups. An address is pending until its owner confirms it from the e-mail we send (double opt-in); only confirmed subscribers receive the newsletter. Deleting a subscriber erases the address."
      />
      <SubscribersManager />
    </>
  );
}
