/**
 * GET /api/pages/{slug} (public): a programmatic page. Published pages for everyone; a draft or a
 * page in error only with a valid admin token; 404 with the spec's message otherwise.
 */
import * as z from 'zod';
import { readPublicPage } from '@functions/domain/pages/public-page';
import { route } from '@functions/lib/http';
import { adminGuard } from '@functions/wiring/admin-guard';
import { pageStore } from '@functions/wiring/pages';

export const handler = route(
  { access: 'public', params: z.object({ slug: z.string().max(2048) }) },
  async ({ params, event }) => {
    const viewerIsAdmin = async () => {
      const admin = await adminGuard.optionalAdmin(event.headers ?? {});
      // Only a current staff member: not a refused token, nor one whose access has changed.
      return typeof admin === 'object';
    };
    return { body: await readPublicPage(pageStore, params.slug, viewerIsAdmin) };
  },
);
