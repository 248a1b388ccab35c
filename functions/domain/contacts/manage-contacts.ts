/** Staff triage contact submissions (admin-portal.md sections 2 and 4): list, status, delete. */
import type { ContactRecord, ContactStatus } from '@shared/schemas/contact';
import type { ContactStore } from '@functions/domain/contacts/contact-store';
import { NotFoundError } from '@functions/domain/errors';
import { activityEntry, type Actor } from '@functions/domain/activity/activity';

/** Message of a submission that does not exist (any more). */
export const contactNotFoundMessage = 'This contact submission no longer exists.';

/** Changes a submission's status (any status to any other); 404 when it does not exist. */
export async function changeContactStatus(
  contacts: ContactStore,
  id: string,
  status: ContactStatus,
  actor: Actor,
): Promise<ContactRecord> {
  const activity = activityEntry(actor, 'status-changed', contactItem(id));
  const updated = await contacts.setStatus(id, status, activity);
  if (!updated) throw new NotFoundError(contactNotFoundMessage);
  return updated;
}

/** Deletes a submission; 404 when it does not exist. */
export async function deleteContact(
  contacts: ContactStore,
  id: string,
  actor: Actor,
): Promise<void> {
  const activity = activityEntry(actor, 'deleted', contactItem(id));
  if (!(await contacts.remove(id, activity))) throw new NotFoundError(contactNotFoundMessage);
}

/**
 * A submission as the activity log names it: by its id, never the person's name or e-mail, so
 * erasing a submission leaves no personal data behind in the log.
 */
function contactItem(id: string) {
  return { type: 'contact' as const, id, title: `Submission ${id.slice(0, 8)}` };
}
