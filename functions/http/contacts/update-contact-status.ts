/**
 * PATCH /api/admin/contacts/{id}/status (admin): the status dropdown, body `{status}` (new,
 * in progress, contacted, completed). 200 with the submission, or 404.
 */
import * as z from 'zod';
import { contactStatusUpdateInputSchema } from '@shared/schemas/contact';
import { idSchema } from '@shared/schemas/primitives';
import { changeContactStatus } from '@functions/domain/contacts/manage-contacts';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { contactStore } from '@functions/wiring/contacts';

export const handler = route(
  { access: 'admin', params: z.object({ id: idSchema }), body: contactStatusUpdateInputSchema },
  async ({ params, body, admin }) => ({
    body: await changeContactStatus(contactStore, params.id, body.status, actorOf(admin)),
  }),
);
