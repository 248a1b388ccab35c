/** POST /api/admin/pages/{id}/review (admin): submits a draft for review (review-route.ts). */
import { submitHandler } from './review-route';

export const handler = submitHandler('page');
