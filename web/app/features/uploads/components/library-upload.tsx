/**
 * "Upload image" of the media library screen: the editor's upload (type and size checked first,
 * then the presigned POST and the verify step), without an article to attach it to. The image
 * joins the library once the image worker has made its sizes.
 */
import { ImagePlus } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { toast } from '~/lib/toast';
import { useImageUpload } from '../hooks/use-image-upload';

export function LibraryUpload({ onUploaded }: { onUploaded: () => void }) {
  const { input, progress, uploading, upload } = useImageUpload(() => {
    toast.success('Image uploaded', {
      description: 'It is listed here as soon as its sizes are made.',
    });
    onUploaded();
  });

  return (
    <>
      <input
        ref={input}
        id="library-upload"
        type="file"
        accept="image/*"
        className="hidden"
        aria-label="Image to upload"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <Button
        type="button"
        variant="brand"
        disabled={uploading}
        onClick={() => input.current?.click()}
      >
        <ImagePlus aria-hidden="true" />
        {uploading ? `Uploading... ${Math.round((progress ?? 0) * 100)}%` : 'Upload image'}
      </Button>
    </>
  );
}
