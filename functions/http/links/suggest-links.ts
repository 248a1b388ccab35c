/**
 * POST /api/admin/links/suggestions (admin, contributors too): up to five internal links for the
 * draft on screen, each with the phrase of the draft to link. Writes nothing.
 */
import { linkSuggestionsInputSchema } from '@shared/schemas/links';
import { suggestLinks } from '@functions/domain/links/internal-links';
import { route } from '@functions/lib/http';
import { suggestionDeps } from '@functions/wiring/links';

export const handler = route(
  { access: 'admin', body: linkSuggestionsInputSchema },
  async ({ body }) => ({ body: { suggestions: await suggestLinks(suggestionDeps(), body) } }),
);
