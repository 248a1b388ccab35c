/** /admin/contact-submissions: the submissions table and detail dialog. */
import { AdminPageHeader } from '~/features/admin-shell/components/admin-page-header';
import { adminMeta } from '~/features/admin-shell/admin-meta';
import { ContactSubmissions } from '~/features/contacts-admin/components/contact-submissions';
import { siteConfig } from '~/lib/site-config';

export const meta = () => adminMeta('Contact Submissions');

export default function ContactSubmissionsRoute() {
  return (
    <>
      <AdminPageHeader
        title="Contact Submissions"
        description="Messages sent through the contact form, newest first."
      />
      <ContactSubmissions brandName={siteConfig.brandName} />
    </>
  );
}
