/**
 * "Choose from library" beside an image field (the article editor's featured image, the author's
 * avatar): a dialog listing the media library's images as thumbnails, searchable by name, with
 * "Load more"; choosing one hands its address to the field and closes the dialog. Shared by two
 * features, so it lives here (features do not import each other).
 */
import { ImagesIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog';
import { Input } from '~/components/ui/input';
import { Skeleton } from '~/components/ui/skeleton';
import { errorMessage } from '~/lib/admin-api';
import { formatBytes, useMediaLibrary } from './media-library-api';

/** How long typing pauses before the search is sent. */
const searchDelayMs = 300;

/** `value` once it has not changed for `delayMs`. */
export function useSettledValue(value: string, delayMs = searchDelayMs): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export interface MediaPickerProps {
  /** Called with the chosen image's address (what the field stores). */
  onPick: (url: string) => void;
  /** Names the field in the button's accessible name ("Choose Featured Image from library"). */
  fieldLabel: string;
  disabled?: boolean;
}

export function MediaPicker({ onPick, fieldLabel, disabled }: MediaPickerProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const search = useSettledValue(text.trim());
  const library = useMediaLibrary(search, { enabled: open });
  const items = library.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          type="button"
          variant="outline"
          disabled={disabled}
          aria-label={`Choose ${fieldLabel} from library`}
        >
          <ImagesIcon aria-hidden="true" />
          Choose from library
        </Button>
      </DialogTrigger>
      <DialogContent size="panel">
        <DialogHeader>
          <DialogTitle>Media library</DialogTitle>
          <DialogDescription>Choose an uploaded image for the {fieldLabel}.</DialogDescription>
        </DialogHeader>
        <Input
          type="search"
          aria-label="Search images by name"
          placeholder="Search by name"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {library.isPending ? (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} className="aspect-video w-full" />
            ))}
          </div>
        ) : library.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(library.error)}
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {library.hasNextPage
              ? 'Searching older images...'
              : search
                ? `No images match "${search}".`
                : 'No images uploaded yet.'}
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Images">
            {items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className="grid w-full gap-1 rounded-md border p-2 text-left text-xs hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                  aria-label={`Choose ${item.name}`}
                  onClick={() => {
                    onPick(item.url);
                    setOpen(false);
                  }}
                >
                  <img
                    src={item.thumbnailUrl}
                    alt=""
                    loading="lazy"
                    width={item.width}
                    height={item.height}
                    className="aspect-video w-full rounded object-cover"
                  />
                  <span className="truncate font-medium">{item.name}</span>
                  <span className="text-muted-foreground">
                    {item.width} × {item.height} · {formatBytes(item.bytes)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {library.hasNextPage ? (
          <Button
            type="button"
            variant="outline"
            disabled={library.isFetchingNextPage}
            onClick={() => void library.fetchNextPage()}
          >
            {library.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
