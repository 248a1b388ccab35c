/**
 * Shareable preview links: staff make a link that shows a draft article or
 * programmatic page, as it will look, to anyone holding it until it expires (7 days unless the
 * stage says otherwise) or is revoked. The link carries a signed token; the server checks the
 * signature, the expiry and that the link was not revoked before it shows anything.
 */
import * as z from 'zod';
import '@shared/schemas/zod-browser';
import { listSchema } from '@shared/schemas/api';
import { articleDetailSchema } from '@shared/schemas/article';
import { publicPageSchema } from '@shared/schemas/page';
import { idSchema, timestampSchema } from '@shared/schemas/primitives';

/**
 * The public page of a preview link: `/preview#<token>`. The token rides in the fragment, which
 * browsers never send, so it stays out of every request line, CDN log and Referer header; the
 * page hands it to the API itself.
 */
export const previewPagePath = '/preview';

export const previewMessages = {
  notFound: 'This preview link is not valid or has expired.',
  itemNotFound: 'Nothing to preview: the item was not found',
  contributorOwnDrafts:
    'Contributors can make and revoke preview links only for their own drafts; this one belongs to someone else, is published, or is a programmatic page.',
} as const;

export const previewKindSchema = z.enum(['article', 'page']);
export type PreviewKind = z.infer<typeof previewKindSchema>;

/** POST /api/admin/previews and GET's query: which item. */
export const previewTargetSchema = z.object({ kind: previewKindSchema, id: idSchema });
export type PreviewTarget = z.infer<typeof previewTargetSchema>;

/**
 * A preview link as the admin sees it. `path` (`/preview#<token>`) is only given when the link is
 * made; the admin adds its own origin, which is the site's (one origin everywhere).
 */
export const previewLinkSchema = z.object({
  id: z.string(),
  kind: previewKindSchema,
  item_id: idSchema,
  created_by: z.string(),
  created_at: timestampSchema,
  expires_at: timestampSchema,
  path: z.string().optional(),
});
export type PreviewLink = z.infer<typeof previewLinkSchema>;

export const previewLinkListSchema = listSchema(previewLinkSchema);

/** POST /api/preview `{token}`: the draft, as the public page would show it. */
export const previewAnswerSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('article'),
    expires_at: timestampSchema,
    article: articleDetailSchema,
  }),
  z.object({ kind: z.literal('page'), expires_at: timestampSchema, page: publicPageSchema }),
]);
export type PreviewAnswer = z.infer<typeof previewAnswerSchema>;
