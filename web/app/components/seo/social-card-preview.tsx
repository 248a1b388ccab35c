/**
 * A link shared on LinkedIn, X or Slack as a large card: the social image at 1.91:1 (1200 x 630),
 * the site's domain, the title and the description, as the page's og:/twitter: tags give them.
 */
import { ImageOff } from 'lucide-react';
import { safeImageSrc } from '@shared/rules/image-address';
import { usePreviewSrc } from '~/components/media/preview-src';

export function SocialCardPreview({
  domain,
  title,
  description,
  image,
}: {
  domain: string;
  title: string;
  description: string;
  /** The card's image address; '' for none (the site's default card image is used then). */
  image: string;
}) {
  // An upload's original is private: the portal shows its variant (the page names its 1200 px one).
  const address = safeImageSrc(image);
  const preview = usePreviewSrc(address ?? '');
  const src = address ? preview : undefined;
  return (
    <figure
      aria-label="Social card preview"
      className="max-w-md overflow-hidden rounded-lg border bg-background"
    >
      <div className="aspect-[1.91/1] w-full bg-muted" data-testid="social-image">
        {src ? (
          <img src={src} alt="" className="size-full object-cover" />
        ) : (
          <span className="flex size-full items-center justify-center gap-2 text-sm text-muted-foreground">
            <ImageOff className="size-4" aria-hidden="true" />
            Site default image
          </span>
        )}
      </div>
      <figcaption className="grid gap-1 border-t bg-muted/40 p-3">
        <span className="text-xs tracking-wide text-muted-foreground uppercase">{domain}</span>
        <span className="line-clamp-2 font-semibold" data-testid="social-title">
          {title}
        </span>
        <span
          className="line-clamp-2 text-sm text-muted-foreground"
          data-testid="social-description"
        >
          {description}
        </span>
      </figcaption>
    </figure>
  );
}
