/** POST /api/admin/pages/{id}/approve (admin): approves it: publish now or schedule (review-route.ts). */
import { approveHandler } from './review-route';

export const handler = approveHandler('page');
