/**
 * Routes of the editors' AI assist: a search title and description, image alt text (articles) and
 * a passage rewrite, for articles and programmatic pages. Each answers a suggestion and writes
 * nothing; the model is the stage's (offline in the sandbox, Bedrock in AWS, granted by the
 * `assistAsk` set's `model` use). Part of the manifest: see infra/manifest.ts.
 */
import type { RouteDef } from '../manifest';
import { assistAsk } from './permissions';

const article = (action: string, maxBodyBytes: number) =>
  ({
    method: 'POST',
    path: `/api/admin/articles/{id}/assist/${action}`,
    handler: `functions/http/assist/article-${action}.ts`,
    access: 'admin',
    // A contributor asks about their own drafts only (the domain's rule, as for edits).
    role: 'contributor',
    ...assistAsk,
    maxBodyBytes,
  }) as const;

const page = (action: string, maxBodyBytes: number) =>
  ({
    method: 'POST',
    path: `/api/admin/pages/{id}/assist/${action}`,
    handler: `functions/http/assist/page-${action}.ts`,
    access: 'admin',
    role: 'editor',
    ...assistAsk,
    maxBodyBytes,
  }) as const;

// The bodies: the editor's copy (a body of up to 20,000 characters, with room for escapes), a
// passage of up to 8,000, an image address with its caption and heading.
export const assistRoutes = [
  article('seo', 96 * 1024),
  article('alt-text', 4 * 1024),
  article('rewrite', 40 * 1024),
  page('seo', 96 * 1024),
  page('rewrite', 40 * 1024),
] as const satisfies readonly RouteDef[];
