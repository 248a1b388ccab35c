/** Schemas of the path parameters routes share (`{id}`, `{slug}`), so each is declared once. */
import * as z from 'zod';
import { idSchema } from '@shared/schemas/primitives';

/** `{id}`: an entity id (400 'Invalid id' otherwise). */
export const idParamsSchema = z.object({ id: idSchema });

/**
 * `{slug}`: any text. A malformed slug is not a bad request but an unknown page: the domain
 * answers it as not found, as a visitor following a bad link expects.
 */
export const slugParamsSchema = z.object({ slug: z.string() });
