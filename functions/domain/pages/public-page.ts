/**
 * The public programmatic page at /solutions/{slug} (public-site.md sections 2 and 4): published
 * pages for everyone; drafts and pages in error only for a signed-in admin; otherwise the spec's
 * not-found message, whether the page is missing or merely unpublished.
 */
import { toPublicPage, type PublicPage } from '@shared/schemas/page';
import { slugPattern } from '@shared/schemas/primitives';
import { NotFoundError } from '@functions/domain/errors';
import type { PageStore } from '@functions/domain/pages/page-store';

/** The public not-found message (public-site.md section 8). */
export const publicPageNotFoundMessage =
  'Sorry, the page you are looking for does not exist or is not published yet.';

/**
 * The page at `slug` as a visitor may see it, in its public projection. `viewerIsAdmin` is asked only for an unpublished
 * page, so reading a published page never costs a token check.
 */
export async function readPublicPage(
  pages: PageStore,
  slug: string,
  viewerIsAdmin: () => Promise<boolean>,
): Promise<PublicPage> {
  const page = slugPattern.test(slug) ? await pages.findBySlug(slug) : undefined;
  if (page?.status === 'published') return toPublicPage(page);
  if (page && (await viewerIsAdmin())) return toPublicPage(page);
  throw new NotFoundError(publicPageNotFoundMessage);
}
