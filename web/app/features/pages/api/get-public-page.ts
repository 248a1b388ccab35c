/**
 * GET /api/pages/{slug} (public): a published programmatic page for everyone; a draft or a page in
 * error only with an admin's ID token (sent when one is stored); 404 otherwise. When the call
 * fails for any other reason and the slug is a built-in sample, the sample is served
 * (public-site.md section 7).
 */
import { queryOptions } from '@tanstack/react-query';
import { samplePageRecord } from '@shared/content/sample-pages';
import type { PublicPage } from '@shared/schemas/page';
import { isNotFound, publicRequest } from '~/lib/public-api';
import { storedIdToken } from './stored-id-token';

/** The page, or null when there is none for this visitor. */
export async function fetchPublicPage(
  slug: string,
  signal?: AbortSignal,
): Promise<PublicPage | null> {
  const token = storedIdToken();
  try {
    return await publicRequest<PublicPage>(`/api/pages/${encodeURIComponent(slug)}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal,
    });
  } catch (error) {
    if (isNotFound(error)) return null;
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return samplePageRecord(slug) ?? null;
  }
}

export function publicPageQuery(slug: string) {
  return queryOptions({
    queryKey: ['public', 'page', slug] as const,
    queryFn: ({ signal }) => fetchPublicPage(slug, signal),
    retry: false,
  });
}
