/**
 * POST /api/newsletter/confirm (public): the confirmation link's page posts its token. 200 once
 * confirmed (and the same link again: already confirmed); 404 for a forged, altered, replaced or
 * expired link (the expired one says so). A POST, not a GET: mail scanners open links.
 */
import { newsletterTokenInputSchema } from '@shared/schemas/newsletter';
import { confirmSubscription } from '@functions/domain/newsletter/newsletter-links';
import { route } from '@functions/lib/http';
import { newsletterLinkDeps } from '@functions/wiring/newsletter';

export const handler = route(
  { access: 'public', body: newsletterTokenInputSchema },
  async ({ body }) => ({
    body: await confirmSubscription(newsletterLinkDeps(), body.token),
    headers: { 'Cache-Control': 'private, no-store' },
  }),
);
