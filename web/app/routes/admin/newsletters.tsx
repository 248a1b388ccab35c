/** /admin/newsletters: the newsletter sends and how each went. */
import { AdminPageHeader } from '~/features/admin-shell/components/admin-page-header';
import { adminMeta } from '~/features/admin-shell/admin-meta';
import { SendsList } from '~/features/newsletters-admin/components/sends-list';

export const meta = () => adminMeta('Newsletters');

export default function NewslettersRoute() {
  return (
    <>
      <AdminPageHeader
        title="Newsletters"
        description="Articles and the weekly digest (Settings) sent to confirmed subscribers. Delivered, bounced and complained come from the mail service; unsubscribed counts the links used. Our newsletters carry no tracking pixel, so opens are not counted, by design."
      />
      <SendsList />
    </>
  );
}
