/** POST /api/admin/articles/{id}/assist/rewrite (admin): a suggestion only (assist-route.ts). */
import { rewriteHandler } from './assist-route';

export const handler = rewriteHandler('article');
