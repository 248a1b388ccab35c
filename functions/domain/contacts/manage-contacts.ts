/** Staff triage contact submissions (admin-portal.md sections 2 and 4): list, status, delete. */
import type { ContactRecord, ContactStatus } from '@shared/schemas/contact';
import type { ContactStore } from '@functions/domain/contacts/contact-store';
import { NotFoundError } from '@functions/domain/errors';

/** Message of a submission that does not exist (any more). */
export const contactNotFoundMessage = 'This contact submission no longer exists.';

/** Every submission, newest first. */
export function listContacts(contacts: ContactStore): Promise<ContactRecord[]> {
  return contacts.listNewestFirst();
}

/** Changes a submission's status (any status to any other); 404 when it does not exist. */
export async function changeContactStatus(
  contacts: ContactStore,
  id: string,
  status: ContactStatus,
): Promise<ContactRecord> {
  const updated = await contacts.setStatus(id, status);
  if (!updated) throw new NotFoundError(contactNotFoundMessage);
  return updated;
}

/** Deletes a submission; 404 when it does not exist. */
export async function deleteContact(contacts: ContactStore, id: string): Promise<void> {
  if (!(await contacts.remove(id))) throw new NotFoundError(contactNotFoundMessage);
}
