/** `{id}` of a redirect: its path, base64url-encoded (shared/schemas/redirect.ts). */
import * as z from 'zod';

export const redirectParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,600}$/, 'Invalid id'),
});
