/**
 * A preview link (/preview#{token}): the draft it names, as its public page will look, under a
 * banner saying it is a preview. Client-rendered (the SPA fallback serves it): the draft comes
 * from `POST /api/preview`, which checks the signed token and answers
 * `Cache-Control: private, no-store`; the document asks search engines not to index it.
 */
import { useQuery } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { previewAnswerSchema, previewMessages } from '@shared/schemas/preview';
import { SiteFooter } from '~/components/layout/site-footer';
import { SiteHeader } from '~/components/layout/site-header';
import { ArticleView } from '~/features/articles/components/article-view';
import { ProgrammaticPageView } from '~/features/pages/components/programmatic-page-view';
import { publicRequest } from '~/lib/public-api';
import { QueryProvider } from '~/lib/query-client';
import { siteConfig } from '~/lib/site-config';

export const meta = () => [
  { title: `Preview | ${siteConfig.brandName}` },
  { name: 'robots', content: 'noindex, nofollow' },
];

const expiry = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function PreviewBanner({ expiresAt }: { expiresAt?: string }) {
  return (
    <div
      role="note"
      className="fixed inset-x-0 bottom-0 z-[60] flex flex-wrap items-center justify-center gap-2 bg-amber-300 px-4 py-2 text-center text-sm font-medium text-amber-950 shadow-lg"
    >
      <Eye className="size-4" aria-hidden="true" />
      <span>Preview: this draft is not published.</span>
      {expiresAt ? (
        <span>
          This link expires <time dateTime={expiresAt}>{expiry.format(new Date(expiresAt))}</time>.
        </span>
      ) : null}
    </div>
  );
}

function Preview() {
  // The token is the fragment (never sent to a server); read once the page runs.
  const token = decodeURIComponent(useLocation().hash.slice(1));
  const preview = useQuery({
    queryKey: ['preview', token],
    queryFn: async () =>
      previewAnswerSchema.parse(
        await publicRequest<object>('/api/preview', { method: 'POST', body: { token } }),
      ),
    retry: false,
    enabled: token !== '',
  });
  if (preview.isPending && token !== '' && !preview.isError) {
    return (
      <>
        <PreviewBanner />
        <p className="p-10 text-center text-muted-foreground" role="status">
          Loading the preview...
        </p>
      </>
    );
  }
  if (preview.isError || preview.data === undefined) {
    // No draft is shown, so no "draft" banner; the site's own frame gives the way back.
    return (
      <div className="flex min-h-screen flex-col">
        <SiteHeader brandName={siteConfig.brandName} schedulingUrl={siteConfig.schedulingUrl} />
        <main
          id="main"
          className="mx-auto grid max-w-xl flex-1 content-center gap-3 px-4 py-28 text-center"
        >
          <h1 className="text-2xl font-bold">Preview not available</h1>
          <p className="text-muted-foreground">{previewMessages.notFound}</p>
          <p>
            <Link to="/" className="font-medium text-brand-text underline-offset-4 hover:underline">
              Go to the home page
            </Link>
          </p>
        </main>
        <SiteFooter brandName={siteConfig.brandName} />
      </div>
    );
  }
  const answer = preview.data;
  if (answer.kind === 'page') {
    return (
      <>
        <PreviewBanner expiresAt={answer.expires_at} />
        <div className="pb-12">
          <ProgrammaticPageView slug={answer.page.slug} initial={answer.page} />
        </div>
      </>
    );
  }
  return (
    <div className="flex min-h-screen flex-col">
      <PreviewBanner expiresAt={answer.expires_at} />
      <SiteHeader brandName={siteConfig.brandName} schedulingUrl={siteConfig.schedulingUrl} />
      <main id="main" className="flex-1 pt-16 pb-12">
        <ArticleView slug={answer.article.slug} initial={answer.article} />
      </main>
      <SiteFooter brandName={siteConfig.brandName} />
    </div>
  );
}

export default function PreviewRoute() {
  return (
    <QueryProvider>
      <Preview />
    </QueryProvider>
  );
}
