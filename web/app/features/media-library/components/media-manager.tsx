/**
 * The media library screen, in the list frame: a search box, a table of the
 * uploaded images (thumbnail from the smallest variant, name, size, dimensions, where used), the
 * pager (search and page in the URL), and delete behind a confirmation. An image in use is refused by the API; the dialog then lists its
 * users from the refreshed list and stays open, so staff see what to change first.
 */
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { MediaItem } from '@shared/schemas/media-library';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { Button } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/skeleton';
import { ListFrame } from '~/components/lists/list-frame';
import { ListToolbar } from '~/components/lists/list-toolbar';
import { useListParams } from '~/components/lists/use-list-params';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '~/components/ui/table';
import { formatBytes } from '~/components/media/media-library-api';
import { MediaThumbnail } from '~/components/media/media-library-view';
import { useHasRole } from '~/components/auth/use-role';
import { useDeleteMedia } from '../api/delete-media';
import { useMediaPage } from '../api/media-page';
import { MediaUsers } from './media-users';

export function MediaManager() {
  const params = useListParams([]);
  const media = useMediaPage(params.apiQuery);
  const items = media.data?.items ?? [];
  const remove = useDeleteMedia();
  // Contributors pick from the library; deleting is an editor's (the API's route role).
  const mayDelete = useHasRole('editor');
  const [deleting, setDeleting] = useState<string | null>(null);
  // The row as the latest list has it, so a refusal shows the users the server named.
  const target: MediaItem | null = items.find((item) => item.id === deleting) ?? null;

  return (
    <div>
      <ListFrame
        params={params}
        toolbar={
          <ListToolbar
            params={params}
            searchLabel="Search images by name"
            searchPlaceholder="Search by name"
            sorts={[]}
          />
        }
        query={media}
        rowCount={items.length}
        nextCursor={media.data?.nextCursor}
        noun={['image', 'images']}
        emptyText="No images yet. Upload one from an article or an author."
        loading={<Skeleton className="h-40 w-full" />}
      >
        <Table label="Uploaded images">
          <TableHeader>
            <TableRow>
              <TableHead>Image</TableHead>
              <TableHead>Name</TableHead>
              <TableHead>Size</TableHead>
              <TableHead>Dimensions</TableHead>
              <TableHead>Where used</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.id}>
                <TableCell label="Image">
                  <MediaThumbnail item={item} className="h-12 w-20" />
                </TableCell>
                <TableCell label="Name" className="font-medium [overflow-wrap:anywhere]">
                  <a
                    href={item.thumbnailUrl}
                    target="_blank"
                    rel="noreferrer"
                    className="hover:underline"
                  >
                    {item.name}
                  </a>
                </TableCell>
                <TableCell label="Size">{formatBytes(item.bytes)}</TableCell>
                <TableCell label="Dimensions">
                  {item.width} × {item.height}
                </TableCell>
                <TableCell label="Where used">
                  <MediaUsers users={item.usedBy} />
                </TableCell>
                <TableCell label="Actions">
                  {mayDelete ? (
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={`Delete ${item.name}`}
                      onClick={() => setDeleting(item.id)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ListFrame>
      <ConfirmDialog
        item={target}
        title="Delete image?"
        description={(item) =>
          item.usedBy.length > 0
            ? `"${item.name}" is used by the items below. Choose another image for each of them first.`
            : `"${item.name}" and every size made of it will be deleted. This cannot be undone.`
        }
        confirmLabel="Delete"
        pending={remove.isPending}
        pendingLabel="Deleting..."
        onConfirm={(item) =>
          remove.mutate(item, {
            onSuccess: () => setDeleting(null),
          })
        }
        onCancel={() => setDeleting(null)}
      >
        {target && target.usedBy.length > 0 ? <MediaUsers users={target.usedBy} /> : null}
      </ConfirmDialog>
    </div>
  );
}
