/** GET /api/admin/contacts (admin): every contact submission, newest first. */
import { listContacts } from '@functions/domain/contacts/manage-contacts';
import { route } from '@functions/lib/http';
import { contactStore } from '@functions/wiring/contacts';

export const handler = route({ access: 'admin' }, async () => ({
  body: { items: await listContacts(contactStore) },
}));
