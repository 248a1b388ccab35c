/**
 * The article's hero image (public-site.md sections 4, 5 and 8): loading, loaded, or failed (a
 * placeholder with 'There was a problem loading this image' and the URL, plus a toast). An address
 * that is not a valid image URL gets the 'Invalid image URL' toast and the default image; so does
 * a missing one, without a toast.
 */
import { useEffect, useState } from 'react';
import { ImageOff } from 'lucide-react';
import { toast } from '~/lib/toast';
import { safeImageSrc } from '@shared/rules/image-address';
import { articleHeroSizes } from '@shared/rules/responsive-image';
import type { ResponsiveImage } from '@shared/schemas/media';
import { ResponsivePicture } from '~/components/media/responsive-picture';
import { Skeleton } from '~/components/ui/skeleton';
import { articleCopy } from '~/content/article-page';
import { defaultArticleImage } from '~/content/insights';

type ImageState = 'loading' | 'loaded' | 'failed';

/**
 * `image`: the upload's processed variants, when the API sent them. The hero is the page's
 * largest paint: it loads at once with high priority.
 */
export function ArticleHeroImage({
  url,
  image,
  alt,
}: {
  url: string;
  image?: ResponsiveImage;
  alt: string;
}) {
  const trimmed = url.trim();
  const safe = safeImageSrc(trimmed);
  const src = safe ?? defaultArticleImage;
  const [state, setState] = useState<ImageState>('loading');
  const copy = articleCopy.image;

  useEffect(() => {
    if (trimmed !== '' && !safe) {
      toast.error(copy.invalidToast.title, { description: copy.invalidToast.description });
    }
  }, [trimmed, safe, copy]);

  useEffect(() => {
    if (state === 'failed') {
      toast.error(copy.failedToast.title, { description: copy.failedToast.description });
    }
  }, [state, copy]);

  if (state === 'failed') {
    return (
      <div
        className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-xl border bg-muted p-6 text-center"
        data-testid="article-image-failed"
      >
        <ImageOff className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{copy.failedText}</p>
        <p className="max-w-full text-sm break-all text-muted-foreground">{src}</p>
      </div>
    );
  }

  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-muted">
      {state === 'loading' ? <Skeleton radius="none" className="absolute inset-0" /> : null}
      <ResponsivePicture
        src={src}
        image={safe ? image : undefined}
        sizes={articleHeroSizes}
        alt={alt}
        width={1200}
        height={675}
        fetchPriority="high"
        onLoad={() => setState('loaded')}
        onError={() => setState('failed')}
        className="relative h-full w-full object-cover"
        data-state={state}
      />
    </div>
  );
}
