/** A {@link SubscriberStore} in memory, with the table's conditions, for domain tests. */
import type { Attribution } from '@shared/schemas/analytics';
import type { SubscriberRecord } from '@shared/schemas/newsletter';
import type { SubscriberStore } from '@functions/domain/newsletter/subscriber-ports';

export class InMemorySubscriberStore implements SubscriberStore {
  readonly items = new Map<string, SubscriberRecord>();

  async get(email: string) {
    return this.items.get(email);
  }

  async putPending(email: string, tokenId: string, at: Date, attribution?: Attribution) {
    const current = this.items.get(email);
    if (current?.status === 'confirmed') return false;
    this.items.set(email, {
      email,
      status: 'pending',
      created_at: at.toISOString(),
      token_id: tokenId,
      ...(attribution ? { attribution } : {}),
    });
    return true;
  }

  async confirm(email: string, tokenId: string, at: Date) {
    const current = this.items.get(email);
    if (current?.status !== 'pending' || current.token_id !== tokenId) return undefined;
    const confirmed = { ...current, status: 'confirmed' as const, confirmed_at: at.toISOString() };
    this.items.set(email, confirmed);
    return confirmed;
  }

  async remove(email: string) {
    return this.items.delete(email);
  }

  async list(query: {
    status?: 'pending' | 'confirmed';
    search?: string;
    limit: number;
    cursor?: string;
  }) {
    const all = [...this.items.values()]
      .filter((item) => !query.status || item.status === query.status)
      .filter((item) => !query.search || item.email.includes(query.search))
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    const start = query.cursor ? Number(query.cursor) : 0;
    const items = all.slice(start, start + query.limit);
    const next = start + query.limit;
    return { items, ...(next < all.length ? { nextCursor: String(next) } : {}) };
  }

  async counts() {
    const values = [...this.items.values()];
    return {
      pending: values.filter((item) => item.status === 'pending').length,
      confirmed: values.filter((item) => item.status === 'confirmed').length,
    };
  }
}
