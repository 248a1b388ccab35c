/** DELETE /api/admin/contacts/{id} (admin): deletes a submission. 204, or 404. */
import * as z from 'zod';
import { idSchema } from '@shared/schemas/primitives';
import { deleteContact } from '@functions/domain/contacts/manage-contacts';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { contactStore } from '@functions/wiring/contacts';

export const handler = route(
  { access: 'admin', params: z.object({ id: idSchema }) },
  async ({ params, admin }) => {
    await deleteContact(contactStore, params.id, actorOf(admin));
    return { status: 204 };
  },
);
