/** Path parameters of the revisions routes: `{type}` (article | page), `{id}`, `{version}`. */
import * as z from 'zod';
import { idSchema } from '@shared/schemas/primitives';
import { revisionItemTypeSchema } from '@shared/schemas/revision';

/** `{type}/{id}`: the item whose history is asked for. */
export const revisionItemParamsSchema = z.object({ type: revisionItemTypeSchema, id: idSchema });

/** `{type}/{id}/{version}`: one revision, by the version it kept. */
export const revisionParamsSchema = revisionItemParamsSchema.extend({
  version: z.coerce
    .number({ error: 'Version must be a whole number' })
    .int({ error: 'Version must be a whole number' })
    .min(1, { error: 'Version must be a whole number' }),
});
