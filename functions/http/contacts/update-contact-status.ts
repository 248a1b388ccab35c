/**
 * PATCH /api/admin/contacts/{id}/status (admin): the status dropdown, body `{status}` (new,
 * in progress, contacted, completed). 200 with the submission, or 404.
 */
import * as z from 'zod';
import { contactStatusUpdateInputSchema } from '@shared/schemas/contact';
import { idSchema } from '@shared/schemas/primitives';
import { ContactsRepository } from '@functions/adapters/repositories/contacts-repository';
import { changeContactStatus } from '@functions/domain/contacts/manage-contacts';
import { route } from '@functions/lib/http';

const contacts = new ContactsRepository();

export const handler = route(
  { access: 'admin', params: z.object({ id: idSchema }), body: contactStatusUpdateInputSchema },
  async ({ params, body }) => ({
    body: await changeContactStatus(contacts, params.id, body.status),
  }),
);
