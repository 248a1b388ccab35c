/**
 * "Choose from library" beside an image field (the article editor's featured image, the author's
 * avatar): a dialog listing the media library's images as thumbnails, searchable by name, with
 * "Load more"; choosing one hands its address to the field and closes the dialog. Shared by two
 * features, so it lives here (features do not import each other).
 */
import { ImagesIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog';
import { Skeleton } from '~/components/ui/skeleton';
import { formatBytes } from './media-library-api';
import { MediaResults, MediaSearchBox, MediaThumbnail, useMediaSearch } from './media-library-view';

export interface MediaPickerProps {
  /** Called with the chosen image's address (what the field stores). */
  onPick: (url: string) => void;
  /** Names the field in the button's accessible name ("Choose Featured Image from library"). */
  fieldLabel: string;
  disabled?: boolean;
}

export function MediaPicker({ onPick, fieldLabel, disabled }: MediaPickerProps) {
  const [open, setOpen] = useState(false);
  const media = useMediaSearch({ enabled: open });

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
        <MediaSearchBox media={media} />
        <MediaResults
          media={media}
          className="text-sm"
          skeleton={
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {Array.from({ length: 8 }, (_, index) => (
                <Skeleton key={index} className="aspect-video w-full" />
              ))}
            </div>
          }
        >
          {(items) => (
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
                    <MediaThumbnail item={item} className="aspect-video w-full" />
                    <span className="truncate font-medium">{item.name}</span>
                    <span className="text-muted-foreground">
                      {item.width} × {item.height} · {formatBytes(item.bytes)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </MediaResults>
      </DialogContent>
    </Dialog>
  );
}
