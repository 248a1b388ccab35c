/**
 * The article page (public-site.md sections 2 and 4): a skeleton while loading, then the header
 * ('Back to all articles', category badge, title, 'By {author}', long US date), hero image,
 * like/comment/share and rating, and the body (excerpt, introduction, key points, sections,
 * conclusion) through the sanitiser. A missing article or a failed read shows 'Article Not Found'.
 * A rendered article's head tags come from its route's loader; an article read from the API sets
 * them here, on the client (article-head-tags.ts).
 */
import { lazy, Suspense } from 'react';
import type { MetaDescriptor } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { categoryLabel } from '@shared/content/categories';
import { articleCardText } from '@shared/rules/article-content';
import type { ArticleDetail } from '@shared/schemas/article';
import { HeadTags } from '~/components/layout/head-tags';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/skeleton';
import { articleCopy as copy } from '~/content/article-page';
import { pageTitle } from '~/content/page-title';
import { buildMeta } from '~/lib/seo';
import { siteConfig } from '~/lib/site-config';
import { useHydrated } from '~/lib/use-hydrated';
import { ArticleEngagement } from './article-engagement';
import { ArticleHeroImage } from './article-hero-image';
import { ArticleBodyHtml } from './article-body-html';

export function ArticleSkeleton() {
  return (
    <div
      className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6"
      aria-busy="true"
      data-testid="article-skeleton"
    >
      {/* A document always has a title: the route's own meta is empty (HeadTags sets it). */}
      <HeadTags tags={[{ title: pageTitle('Loading article', siteConfig.brandName) }]} />
      <Skeleton className="h-4 w-40" />
      <Skeleton radius="full" className="h-6 w-24" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-4 w-56" />
      <Skeleton radius="xl" className="aspect-video w-full" />
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} className="h-4 w-full" />
      ))}
    </div>
  );
}

export function ArticleNotFound() {
  return (
    <>
      <HeadTags tags={articleNotFoundHeadTags()} />
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{copy.notFound.heading}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{copy.notFound.text}</p>
        <Button asChild variant="brand" size="lg" className="mt-8">
          <Link to="/insights">{copy.notFound.back}</Link>
        </Button>
      </div>
    </>
  );
}

/** The not-found state's head tags (noindex, no canonical: it is served for any unknown slug). */
export function articleNotFoundHeadTags(): MetaDescriptor[] {
  return buildMeta({
    path: '/insights',
    title: pageTitle(copy.notFound.heading, siteConfig.brandName),
    description: copy.notFound.text,
    noindex: true,
    canonical: false,
  });
}

/**
 * `initial`: the article the page was rendered with; `null` when the page was rendered without
 * one (then the API is asked once the page has hydrated, and 'Article Not Found' shows meanwhile,
 * which is what a visitor without JavaScript sees).
 */
export function ArticleView({ slug, initial }: { slug: string; initial: ArticleDetail | null }) {
  if (initial) return <ArticleBody data={initial} />;
  return <ArticleFromApi slug={slug} />;
}

/**
 * The article read from the API (data cache and API client), a chunk of its own: a published
 * article arrives rendered (`initial`), so its page never downloads that code.
 */
const FetchedArticle = lazy(() => import('./fetched-article'));

function ArticleFromApi({ slug }: { slug: string }) {
  // Before hydration this is the not-found document as served; then a skeleton while the view's
  // code and the API answer (public-site.md section 4).
  if (!useHydrated()) return <ArticleNotFound />;
  return (
    <Suspense fallback={<ArticleSkeleton />}>
      <FetchedArticle slug={slug} />
    </Suspense>
  );
}

/** `headTags`: the page's head tags, when the article was read on the client (see article-head-tags.ts). */
export function ArticleBody({
  data,
  headTags,
}: {
  data: ArticleDetail;
  headTags?: MetaDescriptor[];
}) {
  const text = articleCardText(data);
  const { content, html } = data;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      {headTags ? <HeadTags tags={headTags} /> : null}
      <header className="grid gap-4">
        <Link
          to="/insights"
          className="inline-flex w-fit items-center gap-2 rounded-sm text-sm font-medium text-brand-text hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {copy.back}
        </Link>
        {data.category ? (
          <Badge variant="secondary" className="w-fit">
            {categoryLabel(data.category)}
          </Badge>
        ) : null}
        <h1 className="text-3xl font-bold tracking-tight text-balance md:text-4xl">{text.title}</h1>
        <p className="text-muted-foreground">
          <span>{copy.by(text.author)}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={data.date}>{text.date}</time>
        </p>
      </header>

      <div className="mt-8 grid gap-6">
        <ArticleHeroImage url={data.imageUrl} image={data.image} alt={data.imageAlt ?? ''} />
        <ArticleEngagement articleId={data.id} title={text.title} />
      </div>

      <div className="mt-8 grid gap-10">
        {html.excerpt ? <ArticleBodyHtml html={html.excerpt} lead /> : null}
        {html.introduction ? <ArticleBodyHtml html={html.introduction} /> : null}
        {html.keyPoints.length > 0 ? (
          <section aria-labelledby="article-key-points" className="rounded-xl bg-muted p-6">
            <h2 id="article-key-points" className="text-xl font-semibold">
              {copy.keyPoints}
            </h2>
            <ul className="mt-4 grid list-disc gap-2 pl-6">
              {html.keyPoints.map((point, index) => (
                <li key={index}>
                  <ArticleBodyHtml html={point} inline />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {content.sections.map((section, index) => (
          <section key={index} className="grid gap-4">
            {section.title ? <h2 className="text-2xl font-semibold">{section.title}</h2> : null}
            <ArticleBodyHtml html={html.sections[index] ?? ''} />
          </section>
        ))}
        {html.conclusion ? (
          <section aria-labelledby="article-conclusion" className="grid gap-4">
            <h2 id="article-conclusion" className="text-2xl font-semibold">
              {copy.conclusion}
            </h2>
            <ArticleBodyHtml html={html.conclusion} />
          </section>
        ) : null}
      </div>
    </article>
  );
}
