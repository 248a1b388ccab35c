/**
 * An article card: image (the default image when missing or broken), date ('No date'), category
 * label, title ('Untitled'), two-line excerpt and author ('Anonymous'), linking to the article.
 */
import { safeImageSrc } from '@shared/rules/image-address';
import { useState } from 'react';
import { Link } from 'react-router';
import { categoryLabel } from '@shared/content/categories';
import { articleCardText } from '@shared/rules/article-content';
import { insightsCardSizes } from '@shared/rules/responsive-image';
import type { ArticleSummary } from '@shared/schemas/article';
import { Badge } from '~/components/ui/badge';
import { ResponsivePicture } from '~/components/media/responsive-picture';
import { Card } from '~/components/ui/card';
import { Skeleton } from '~/components/ui/skeleton';
import { defaultArticleImage } from '~/content/insights';

/**
 * How a card's image loads: the first row's at once ('eager'), the very first with high priority
 * ('priority'), since one of them is the page's largest paint and a lazy image waits for layout
 * before it is fetched; the rest when scrolled near ('lazy').
 */
type CardImageLoading = 'priority' | 'eager' | 'lazy';

export function ArticleCard({
  article,
  imageLoading = 'lazy',
}: {
  article: ArticleSummary;
  imageLoading?: CardImageLoading;
}) {
  const [broken, setBroken] = useState(false);
  const text = articleCardText(article);
  // Only an image address of the site's own (a rendered page has no chance to swap a bad one
  // before it hydrates); anything else, or an image that fails, is the default.
  const address = safeImageSrc(article.imageUrl);
  const image = broken ? defaultArticleImage : (address ?? defaultArticleImage);
  return (
    <Card className="group relative flex flex-col overflow-hidden transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <ResponsivePicture
        src={image}
        // Variants only of the card's own upload; a broken one falls back to the plain default.
        image={broken || !address ? undefined : article.image}
        sizes={insightsCardSizes}
        // The upload's alt text; the default illustration is decorative.
        alt={broken || !address ? '' : (article.imageAlt ?? '')}
        width={800}
        height={450}
        loading={imageLoading === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={imageLoading === 'priority' ? 'high' : 'auto'}
        decoding="async"
        onError={() => setBroken(true)}
        className="aspect-video w-full bg-muted object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
          <span>{text.date}</span>
          {article.category ? (
            <Badge variant="secondary">{categoryLabel(article.category)}</Badge>
          ) : null}
        </div>
        <h2 className="text-lg leading-snug font-semibold">
          <Link
            to={`/insights/${encodeURIComponent(article.slug)}`}
            className="outline-none after:absolute after:inset-0 group-hover:text-brand-text"
          >
            {text.title}
          </Link>
        </h2>
        <p className="line-clamp-2 text-sm text-muted-foreground">{article.excerpt}</p>
        <p className="mt-auto text-sm font-medium">{text.author}</p>
      </div>
    </Card>
  );
}

/** A placeholder card shown while the list loads. */
export function ArticleCardSkeleton() {
  return (
    <Card className="overflow-hidden" data-testid="article-card-skeleton">
      <Skeleton radius="none" className="aspect-video w-full" />
      <div className="grid gap-3 p-5">
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </Card>
  );
}
