/**
 * The listeners of the publication events (functions/domain/publication/publication-events.ts):
 * what follows when an article or page becomes public, changes while public, or stops being
 * public. This is the one place they are wired; every write that can publish (the editor's save,
 * the publish switches, the scheduled publish, an approval, a restore, generation, a delete)
 * announces through {@link publicationEvents}.
 *
 * A listener's AWS calls are granted by one permission set, `publicationListeners` in
 * infra/routes/permissions.ts, which every set that can publish includes: adding a listener is an
 * entry in {@link listeners} plus its grant in that set.
 *
 * What is deliberately not a listener here:
 * - the counters (published counts): they change in the write's own transaction so a count is
 *   exact, by the same rule (`publicTransition`, used by counters-repository.ts);
 * - the feeds and the sitemap: they are read from the published content on each request
 *   (CloudFront does not cache `/api/*`, infra/cdk/constructs/static-site.ts), so there is
 *   nothing to refresh; a listener belongs here the day they are built ahead of a request.
 */
import { newsletterQueue } from '@functions/adapters/newsletter-queue';
import { renderRequests } from '@functions/adapters/render-queue';
import { sendOnPublish } from '@functions/domain/newsletter/send-on-publish';
import type {
  PublicationEvent,
  PublicationEvents,
  PublicationListener,
} from '@functions/domain/publication/publication-events';
import type { RenderJob } from '@shared/schemas/render-job';
import { logger } from '@functions/lib/logger';

/** Most slugs one render job names (its schema's limit). */
const maxJobSlugs = 100;

/** The render job of an event: the worker reads the current state and renders or takes down. */
export function renderJobOf(event: PublicationEvent): RenderJob {
  if (event.kind === 'page') return { type: 'page', id: event.id, slug: event.slug };
  const slugs = new Set([
    event.slug,
    ...(event.previousSlug ? [event.previousSlug] : []),
    ...event.earlierSlugs,
  ]);
  return { type: 'article', id: event.id, slugs: [...slugs].slice(0, maxJobSlugs) };
}

/** Render on publish: the public pages of the item (and the Insights list) rendered again. */
const renderPublicPages: PublicationListener = (event) =>
  renderRequests.requestRender(renderJobOf(event));

/** The newsletter: an article published with "Email to subscribers when published" is sent. */
const newsletterOnPublish: PublicationListener = (event) => sendOnPublish(newsletterQueue, event);

/**
 * The related links of the programmatic pages near the item: the render worker works out which
 * pages list it (or now should) and renders those again. Every transition counts: a new item may
 * enter lists, a changed one may move in them or change its title, a withdrawn one must leave them.
 */
const refreshRelatedLinks: PublicationListener = (event) => {
  const base = event.kind === 'page' ? '/solutions/' : '/insights/';
  const slugs = [event.slug, ...(event.previousSlug ? [event.previousSlug] : [])];
  return renderRequests.requestRender({
    type: 'related',
    kind: event.kind,
    id: event.id,
    paths: slugs.map((slug) => base + slug),
  });
};

/**
 * Every listener, in order; their grants are `publicationListeners`.
 */
const listeners: readonly PublicationListener[] = [
  renderPublicPages,
  refreshRelatedLinks,
  newsletterOnPublish,
];

/** Where the articles and pages domains announce their writes. */
export const publicationEvents: PublicationEvents = {
  async announce(event) {
    for (const listener of listeners) {
      try {
        await listener(event);
      } catch (error) {
        // The write has happened: a listener that fails is logged, never turned into a failed save.
        logger.error('A publication listener failed', { event, error: error as Error });
      }
    }
  },
};
