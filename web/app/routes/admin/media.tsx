/** /admin/media: the media library, with its own upload. */
import { useQueryClient } from '@tanstack/react-query';
import { mediaKeys } from '~/components/media/media-library-api';
import { AdminPageHeader } from '~/features/admin-shell/components/admin-page-header';
import { adminMeta } from '~/features/admin-shell/admin-meta';
import { MediaManager } from '~/features/media-library/components/media-manager';
import { LibraryUpload } from '~/features/uploads/components/library-upload';

export const meta = () => adminMeta('Media Library');

/**
 * The image worker records an upload moments after it is verified (longer under load): the list
 * is read again a few times after an upload, so the new image shows without a reload.
 */
const rereadAfterMs = [0, 2000, 5000, 10_000, 20_000];

export default function MediaRoute() {
  const queryClient = useQueryClient();
  const refresh = () => {
    for (const delay of rereadAfterMs)
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: mediaKeys.all }), delay);
  };
  return (
    <>
      <AdminPageHeader
        title="Media Library"
        description="Every uploaded image, newest first, with where it is used. An image an article or author still shows cannot be deleted."
        actions={<LibraryUpload onUploaded={refresh} />}
      />
      <MediaManager />
    </>
  );
}
