/**
 * The image field of the editor (and the author avatar): the current image, an 'Upload Image'
 * button opening the file picker, a progress bar while the file is sent, and Remove. Type and
 * size are checked before anything is sent; every failure is the spec's toast.
 */
import { safeImageSrc } from '@shared/rules/image-address';
import { ImagePlus, X } from 'lucide-react';
import { useState } from 'react';
import { adminPreviewSrc, uploadPreviewSrc } from '@shared/rules/public-image';
import { toast } from '~/lib/toast';
import { Button } from '~/components/ui/button';
import { Progress } from '~/components/ui/progress';
import { usePreviewSrc } from '~/components/media/preview-src';
import { useImageUpload } from '../hooks/use-image-upload';

export interface ImageUploadProps {
  /** Id of the file input; the visible label points at the button. */
  id: string;
  label: string;
  value: string;
  onChange: (url: string) => void;
  disabled?: boolean;
}

export function ImageUpload({ id, label, value, onChange, disabled }: ImageUploadProps) {
  // The file just sent has no recorded variants yet, and which it gets depends on its width:
  // read that here, so the preview names the variant the worker will write.
  const [sent, setSent] = useState<{ url: string; src: string } | null>(null);
  const showUploaded = async (url: string, file: File) => {
    const width = await decodedWidth(file);
    setSent({ url, src: width ? uploadPreviewSrc(url, width) : adminPreviewSrc(url) });
    onChange(url);
    toast.success('Image uploaded');
  };
  const { input, progress, uploading, upload } = useImageUpload(
    (url, file) => void showUploaded(url, file),
  );
  const address = safeImageSrc(value);
  const stored = usePreviewSrc(address ?? '');
  const preview = sent && sent.url === value ? sent.src : stored;
  const percent = Math.round((progress ?? 0) * 100);

  return (
    <div className="grid gap-3">
      <span id={`${id}-label`} className="text-sm leading-none font-medium">
        {label}
      </span>
      {address ? (
        <img
          src={preview}
          alt="Current image"
          className="aspect-video w-full max-w-sm rounded-md border object-cover"
        />
      ) : (
        <p className="text-sm text-muted-foreground">No image selected.</p>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        className="hidden"
        aria-labelledby={`${id}-label`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={disabled || uploading}
          aria-describedby={`${id}-label`}
          onClick={() => input.current?.click()}
        >
          <ImagePlus aria-hidden="true" />
          {uploading ? 'Uploading...' : value ? 'Replace Image' : 'Upload Image'}
        </Button>
        {value && !uploading ? (
          <Button type="button" variant="ghost" disabled={disabled} onClick={() => onChange('')}>
            <X aria-hidden="true" />
            Remove Image
          </Button>
        ) : null}
      </div>
      {uploading ? (
        <div className="grid max-w-sm gap-1">
          <Progress value={percent} aria-label="Upload progress" />
          <p className="text-xs text-muted-foreground" aria-live="polite">
            Uploading... {percent}%
          </p>
        </div>
      ) : null}
      <p className="text-xs text-muted-foreground">JPEG, PNG, GIF, WebP or AVIF, up to 5 MB.</p>
    </div>
  );
}

/** Width of an image file as the browser decodes it (orientation applied); undefined if it cannot. */
async function decodedWidth(file: File): Promise<number | undefined> {
  try {
    const bitmap = await createImageBitmap(file);
    const width = bitmap.width;
    bitmap.close();
    return width;
  } catch {
    // A format this browser cannot decode (HEIF on some): the 400 px guess stands.
    return undefined;
  }
}
