/**
 * Routes of the internal links (DESIGN.md section 14): the editor's link suggestions. Part of the
 * manifest: see infra/manifest.ts.
 *
 * Suggesting reads the published pages and articles (their fingerprints from the content index)
 * and writes nothing: the editor inserts a link only when asked, as an ordinary edit.
 */
import type { RouteDef } from '../manifest';
import { linkCandidatesRead } from './permissions';

export const linkRoutes = [
  {
    method: 'POST',
    path: '/api/admin/links/suggestions',
    handler: 'functions/http/links/suggest-links.ts',
    access: 'admin',
    // Whoever may write an article may ask where it could link.
    role: 'contributor',
    ...linkCandidatesRead,
  },
] as const satisfies readonly RouteDef[];
