/**
 * POST /api/newsletter/unsubscribe (public, no sign-in): the unsubscribe link's page posts
 * `{token}`; mail clients post RFC 8058's one-click form (`List-Unsubscribe=One-Click`) to the
 * header's URL, whose query carries the token. Erases the subscription; 200 with the same answer
 * every time; 404 for a forged or altered token.
 */
import * as z from 'zod';
import { newsletterTokenQuerySchema } from '@shared/schemas/newsletter';
import { NotFoundError } from '@functions/domain/errors';
import { unsubscribe } from '@functions/domain/newsletter/newsletter-links';
import { route } from '@functions/lib/http';
import { newsletterLinkDeps } from '@functions/wiring/newsletter';

const bodySchema = z.object({ token: z.string().min(1).max(2048) }).nullish();

export const handler = route(
  { access: 'public', body: bodySchema, query: newsletterTokenQuerySchema, formBody: 'ignore' },
  async ({ body, query }) => {
    const token = body?.token ?? query.token;
    if (!token) throw new NotFoundError('This link is not valid.');
    return {
      body: await unsubscribe(newsletterLinkDeps(), token),
      headers: { 'Cache-Control': 'private, no-store' },
    };
  },
);
