/** `{id}` of a preview link (128 random bits, base64url). */
import * as z from 'zod';

export const previewIdParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid id'),
});
