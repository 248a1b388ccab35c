/** POST /api/admin/articles/{id}/send-back (admin): sends it back with a note (review-route.ts). */
import { sendBackHandler } from './review-route';

export const handler = sendBackHandler('article');
