/**
 * The sitemap check (public-site.md section 7): GET /sitemap.xml with caching disabled, then the
 * shared rules decide (status, Content-Type, XML declaration, urlset tags, URL count).
 */
import { queryOptions } from '@tanstack/react-query';
import {
  checkSitemap,
  sitemapErrorMessage,
  type SitemapVerdict,
} from '@shared/rules/sitemap-check';

/** The verdict plus what was read, for the details line. */
export interface SitemapCheck extends SitemapVerdict {
  contentType: string | null;
  /** The answer's status was not 2xx (the 'Sitemap Error' case). */
  loadFailed: boolean;
}

export async function runSitemapCheck(): Promise<SitemapCheck> {
  try {
    const response = await fetch('/sitemap.xml', { cache: 'no-store' });
    const contentType = response.headers.get('content-type');
    const verdict = checkSitemap({
      status: response.status,
      statusText: response.statusText,
      contentType,
      body: await response.text(),
    });
    return { ...verdict, contentType, loadFailed: !response.ok };
  } catch (error) {
    return {
      valid: false,
      message: sitemapErrorMessage(error),
      count: 0,
      contentType: null,
      loadFailed: false,
    };
  }
}

export const sitemapCheckQuery = queryOptions({
  queryKey: ['public', 'sitemap-check'] as const,
  queryFn: runSitemapCheck,
  retry: false,
  gcTime: 0,
  staleTime: 0,
});
