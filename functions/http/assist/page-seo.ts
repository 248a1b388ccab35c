/** POST /api/admin/pages/{id}/assist/seo (admin): a suggestion only (assist-route.ts). */
import { seoHandler } from './assist-route';

export const handler = seoHandler('page');
