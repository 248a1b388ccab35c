/** The port the contacts domain stores submissions through (a DynamoDB repository in AWS). */
import type { ActivityEntry } from '@shared/schemas/activity';
import type { ContactRecord, ContactStatus } from '@shared/schemas/contact';

/** Stored contact form submissions. */
export interface ContactStore {
  /** Stores a new submission. */
  add(record: ContactRecord): Promise<void>;
  /** Every submission, newest first. */
  listNewestFirst(): Promise<ContactRecord[]>;
  /** Sets the status of a submission; undefined when there is no such submission. */
  setStatus(
    id: string,
    status: ContactStatus,
    activity: ActivityEntry,
  ): Promise<ContactRecord | undefined>;
  /** Deletes a submission, with its activity entry; false when there was no such submission. */
  remove(id: string, activity: ActivityEntry): Promise<boolean>;
}
