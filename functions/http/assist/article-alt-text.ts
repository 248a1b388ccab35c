/** POST /api/admin/articles/{id}/assist/alt-text (admin): a suggestion only (assist-route.ts). */
import { altTextHandler } from './assist-route';

export const handler = altTextHandler('article');
