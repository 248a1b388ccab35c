/** A {@link ContactStore} in memory, newest first by created_at like the byEntity index. */
import type { ContactRecord, ContactStatus } from '@shared/schemas/contact';
import type { ContactStore } from '@functions/domain/contacts/contact-store';

export class InMemoryContactStore implements ContactStore {
  readonly items = new Map<string, ContactRecord>();

  async add(record: ContactRecord): Promise<void> {
    this.items.set(record.id, { ...record });
  }

  async listNewestFirst(): Promise<ContactRecord[]> {
    return [...this.items.values()].sort((a, b) => b.created_at.localeCompare(a.created_at));
  }

  async setStatus(id: string, status: ContactStatus): Promise<ContactRecord | undefined> {
    const record = this.items.get(id);
    if (!record) return undefined;
    const updated = { ...record, status };
    this.items.set(id, updated);
    return updated;
  }

  async remove(id: string): Promise<boolean> {
    return this.items.delete(id);
  }
}
