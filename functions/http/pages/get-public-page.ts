/**
 * GET /api/pages/{slug} (public): a programmatic page. Published pages for everyone; a draft or a
 * page in error only with a valid admin token; 404 with the spec's message otherwise.
 */
import * as z from 'zod';
import { PagesRepository } from '@functions/adapters/repositories/pages-repository';
import { readPublicPage } from '@functions/domain/pages/public-page';
import { optionalAdmin } from '@functions/lib/admin-guard';
import { route } from '@functions/lib/http';

// Only the repository: the public function carries no queue client.
const pages = new PagesRepository();

export const handler = route(
  { access: 'public', params: z.object({ slug: z.string().max(2048) }) },
  async ({ params, event }) => {
    const viewerIsAdmin = async () => {
      const admin = await optionalAdmin(event.headers ?? {});
      return admin !== undefined && admin !== 'forbidden';
    };
    return { body: await readPublicPage(pages, params.slug, viewerIsAdmin) };
  },
);
