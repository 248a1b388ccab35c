/** What the newsletter needs of its storage, said without AWS words (adapter: `subscribers`). */
import type { ActivityEntry } from '@shared/schemas/activity';
import type { Attribution } from '@shared/schemas/analytics';
import type { SubscriberRecord, SubscriberStatus } from '@shared/schemas/newsletter';

export interface SubscriberPage {
  items: SubscriberRecord[];
  nextCursor?: string;
}

export interface SubscriberStore {
  get(email: string): Promise<SubscriberRecord | undefined>;
  /**
   * Stores a pending subscription with confirmation link `tokenId`, dated `at`: a new one, or a
   * pending one replaced (its older link stops working). Resolves false (writing nothing) when
   * the address is confirmed. `attribution` is kept with it, for the lead its confirmation is.
   */
  putPending(email: string, tokenId: string, at: Date, attribution?: Attribution): Promise<boolean>;
  /**
   * Confirms a pending subscription whose link is `tokenId`, answering it as confirmed; undefined
   * when there is none (deleted, replaced by a newer link, or already confirmed).
   */
  confirm(email: string, tokenId: string, at: Date): Promise<SubscriberRecord | undefined>;
  /** Erases a subscription (and with it its link); resolves whether there was one. */
  /** Erases the subscription (with the admin's activity entry when given); false when none. */
  remove(email: string, activity?: ActivityEntry): Promise<boolean>;
  /** A page of subscriptions, newest first, optionally of one status and matching a search. */
  list(query: {
    status?: SubscriberStatus;
    search?: string;
    limit: number;
    cursor?: string;
  }): Promise<SubscriberPage>;
  /** Subscriptions per status. */
  counts(): Promise<Record<SubscriberStatus, number>>;
}
