/**
 * DELETE /api/admin/subscribers/{email} (admin): erases a subscription and with it its links;
 * 204, or 404 when there is none.
 */
import { subscriberParamsSchema } from '@shared/schemas/newsletter';
import { deleteSubscriber } from '@functions/domain/newsletter/manage-subscribers';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { subscriberStore } from '@functions/wiring/newsletter';

export const handler = route(
  { access: 'admin', params: subscriberParamsSchema },
  async ({ params, admin }) => {
    await deleteSubscriber(subscriberStore, params.email, actorOf(admin));
    return { status: 204 };
  },
);
