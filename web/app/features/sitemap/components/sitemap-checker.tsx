/**
 * The sitemap checker (public-site.md sections 4 and 8): 'Checking sitemap validity...', then
 * valid ('Valid XML sitemap verified' with the content type and URL count, toast 'Sitemap Valid')
 * or invalid with the rule's message (a failed load also gets the 'Sitemap Error' toast), and the
 * sitemap's static facts.
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '~/lib/toast';
import { sitemapCheckingMessage } from '@shared/rules/sitemap-check';
import { ExternalLink } from '~/components/layout/external-link';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { sitemapInfoCopy as copy } from '~/content/sitemap-info';
import { sitemapCheckQuery } from '../api/check-sitemap';

export function SitemapChecker() {
  const check = useQuery(sitemapCheckQuery);
  const result = check.data;

  useEffect(() => {
    if (!result) return;
    if (result.valid) toast.success(copy.toasts.valid, { description: result.message });
    else if (result.loadFailed) toast.error(copy.toasts.error, { description: result.message });
  }, [result]);

  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 pb-20 sm:px-6 lg:px-8">
      <Card>
        <CardHeader>
          <CardTitle as="h2">{copy.statusHeading}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div role="status" data-testid="sitemap-status" className="flex items-start gap-3">
            {!result ? (
              <>
                <Loader2
                  className="mt-0.5 size-5 animate-spin text-muted-foreground"
                  aria-hidden="true"
                />
                <p>{sitemapCheckingMessage}</p>
              </>
            ) : result.valid ? (
              <>
                <CheckCircle2
                  className="mt-0.5 size-5 text-green-600 dark:text-green-400"
                  aria-hidden="true"
                />
                <div>
                  <p className="font-medium">{result.message}</p>
                  <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-muted-foreground">
                    <dt>{copy.contentType}</dt>
                    <dd>{result.contentType}</dd>
                    <dt>{copy.urlCount}</dt>
                    <dd data-testid="sitemap-url-count">{result.count}</dd>
                  </dl>
                </div>
              </>
            ) : (
              <>
                <XCircle className="mt-0.5 size-5 text-destructive" aria-hidden="true" />
                <p className="font-medium text-destructive dark:text-red-400">{result.message}</p>
              </>
            )}
          </div>
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="outline">
              <a href="/sitemap.xml">{copy.viewXml}</a>
            </Button>
            <Button asChild variant="ghost">
              <Link to="/sitemap-page">{copy.humanSitemap}</Link>
            </Button>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">{copy.info.heading}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
            <dt className="font-medium">{copy.info.protocol}</dt>
            <dd>
              <ExternalLink
                href={copy.info.protocolUrl}
                className="text-brand-text underline underline-offset-4"
              >
                {copy.info.protocolValue}
              </ExternalLink>
            </dd>
            <dt className="font-medium">{copy.info.lastUpdated}</dt>
            <dd>{copy.info.lastUpdatedValue}</dd>
            <dt className="font-medium">{copy.info.generation}</dt>
            <dd className="text-muted-foreground">{copy.info.generationValue}</dd>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
