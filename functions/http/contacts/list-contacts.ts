/** GET /api/admin/contacts (admin): every contact submission, newest first. */
import { ContactsRepository } from '@functions/adapters/repositories/contacts-repository';
import { listContacts } from '@functions/domain/contacts/manage-contacts';
import { route } from '@functions/lib/http';

const contacts = new ContactsRepository();

export const handler = route({ access: 'admin' }, async () => ({
  body: { items: await listContacts(contacts) },
}));
