/**
 * What the media library screen and the picker dialog show alike: the search box (sent once
 * typing pauses), the loading, failed and empty states, a thumbnail and "Load more". Each caller
 * lays out the found images its own way (a table, a grid of buttons).
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { MediaItem } from '@shared/schemas/media-library';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { cn } from '~/lib/cn';
import { errorMessage } from '~/lib/admin-api';
import { useMediaLibrary } from './media-library-api';

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

/** The library searched by what is typed: the box's text, the settled search, the pages. */
export function useMediaSearch(options: { enabled?: boolean } = {}) {
  const [text, setText] = useState('');
  const search = useSettledValue(text.trim());
  const library = useMediaLibrary(search, options);
  const items = library.data?.pages.flatMap((page) => page.items) ?? [];
  return { text, setText, search, library, items };
}

type MediaSearch = ReturnType<typeof useMediaSearch>;

export function MediaSearchBox({ media }: { media: MediaSearch }) {
  return (
    <Input
      type="search"
      aria-label="Search images by name"
      placeholder="Search by name"
      value={media.text}
      onChange={(event) => media.setText(event.target.value)}
    />
  );
}

/**
 * The found images through `children`, or instead the loading (`skeleton`), failed or empty
 * state, then "Load more" while the library has more.
 */
export function MediaResults({
  media,
  skeleton,
  children,
  className,
}: {
  media: MediaSearch;
  skeleton: ReactNode;
  children: (items: MediaItem[]) => ReactNode;
  className?: string;
}) {
  const { library, items, search } = media;
  return (
    <>
      {library.isPending ? (
        skeleton
      ) : library.isError ? (
        <p role="alert" className={cn('text-destructive', className)}>
          {errorMessage(library.error)}
        </p>
      ) : items.length === 0 ? (
        <p className={cn('text-muted-foreground', className)}>
          {library.hasNextPage
            ? 'Searching older images...'
            : search
              ? `No images match "${search}".`
              : 'No images uploaded yet.'}
        </p>
      ) : (
        children(items)
      )}
      {library.hasNextPage ? (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          disabled={library.isFetchingNextPage}
          onClick={() => void library.fetchNextPage()}
        >
          {library.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      ) : null}
    </>
  );
}

/** An image's preview variant, decorative beside its name; cropped to the box `className` sizes. */
export function MediaThumbnail({ item, className }: { item: MediaItem; className: string }) {
  return (
    <img
      src={item.thumbnailUrl}
      alt=""
      loading="lazy"
      width={item.width}
      height={item.height}
      className={cn('rounded object-cover', className)}
    />
  );
}
