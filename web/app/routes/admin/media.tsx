/** /admin/media: the media library (issue 21, item 4). */
import { AdminPageHeader } from '~/features/admin-shell/components/admin-page-header';
import { adminMeta } from '~/features/admin-shell/admin-meta';
import { MediaManager } from '~/features/media-library/components/media-manager';

export const meta = () => adminMeta('Media Library');

export default function MediaRoute() {
  return (
    <>
      <AdminPageHeader
        title="Media Library"
        description="Every uploaded image, newest first, with where it is used. An image an article or author still shows cannot be deleted."
      />
      <MediaManager />
    </>
  );
}
