/**
 * DELETE /api/admin/media/{id}: deletes an image nothing uses. The API refuses (409) an image an
 * article or author still shows; the list is then fetched again, so the screen names every user
 * as the server sees it now.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediaItem } from '@shared/schemas/media-library';
import { mediaKeys } from '~/components/media/media-library-api';
import { adminRequest, errorMessage, isConflict } from '~/lib/admin-api';
import { toast } from '~/lib/toast';

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: MediaItem) =>
      adminRequest(`/api/admin/media/${encodeURIComponent(item.id)}`, { method: 'DELETE' }),
    onSuccess: (_data, item) => toast.success('Image deleted', { description: item.name }),
    onError: (error) => {
      toast.error(isConflict(error) ? 'Image in use' : 'Failed to delete image', {
        description: errorMessage(error),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}
