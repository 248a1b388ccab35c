/** What newsletter sends need of storage and the queue, said without AWS words. */
import type {
  NewsletterQueueMessage,
  NewsletterSend,
  NewsletterSendList,
  SendCounters,
} from '@shared/schemas/newsletter-sends';

/** The fields of an article a newsletter is made from. */
export interface MailableArticle {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  introduction: string;
  key_points: string[];
  sections: { title: string; content: string }[];
  conclusion: string;
  image_url: string;
  image_alt?: string;
  is_published: boolean;
  version: number;
}

/** The counters a batch or an SES event moves. */
export type CounterChange = Partial<Record<keyof SendCounters, number>>;

/** The lease every claim of one batch is taken with. */
export interface DeliveryLease {
  /**
   * Names this attempt's claims: a claim call retried after a timeout whose first try went
   * through finds its own leases and takes them again, where it would find them "taken" and
   * leave their addresses unsent.
   */
  id: string;
  at: Date;
  /** A `sending` claim made before this is stale: its worker has timed out. */
  staleBefore: Date;
}

/** A claim of one delivery: a lease while the mail goes out, or final for a skipped address. */
export interface DeliveryClaim {
  address: string;
  /** `failed`: given up on (its batch dead-lettered); final, as `skipped` is. */
  status: 'sending' | 'skipped' | 'failed';
}

/** Sends, their per-recipient deliveries, test sends and the shared send rate (adapter: `newsletters`). */
export interface SendStore {
  create(send: NewsletterSend): Promise<void>;
  get(id: string): Promise<NewsletterSend | undefined>;
  /** The newest sends first. */
  list(page: { limit: number; cursor?: string | undefined }): Promise<NewsletterSendList>;
  /**
   * Records a page of the fan-out: adds `recipients` to the total and moves the page cursor from
   * `from` to `next` (undefined: that was the last page), status `sending`. False when the cursor
   * was already moved (a redelivered fan-out message): nothing is counted twice.
   */
  recordPage(
    id: string,
    from: string | undefined,
    next: string | undefined,
    recipients: number,
  ): Promise<boolean>;
  /** Adds to the counters; answers the send as it now is. */
  count(id: string, change: CounterChange): Promise<NewsletterSend | undefined>;
  /** Marks a send finished (`sent`, or `failed`) once, when it is still queued or sending. */
  finish(id: string, at: Date, status: 'sent' | 'failed'): Promise<void>;
  /**
   * Claims the one delivery of a send to each address (conditional writes) and answers the
   * addresses claimed now: one claimed already is left out, so a redelivered batch or a retried
   * job sends nobody twice. A `sending` claim is a lease: one older than `lease.staleBefore` (its
   * worker timed out between the claim and the mail) may be taken again, so the address is not
   * lost; a `skipped` claim is final.
   */
  claimDeliveries(id: string, claims: DeliveryClaim[], lease: DeliveryLease): Promise<Set<string>>;
  /**
   * Ends the leases once SES accepted the mails (those claims are never taken again) and adds
   * the batch's counters, at once and once however the call is retried; answers the send as it
   * now is.
   */
  markSent(
    id: string,
    addresses: string[],
    at: Date,
    change: CounterChange,
  ): Promise<NewsletterSend | undefined>;
  /** Gives claims back after their sends failed, so the retry may send them. */
  releaseDeliveries(id: string, addresses: string[]): Promise<void>;
  /**
   * Adds `change` to a send's counters for one SES event of a message, once: false when that
   * event was counted already, or the send is gone.
   */
  countEvent(id: string, messageId: string, type: string, change: CounterChange): Promise<boolean>;
  /** Records that a test of this article version went to a staff member. */
  recordTest(articleId: string, version: number, to: string, at: Date): Promise<void>;
  /** Whether a test of this article version was sent. */
  hasTest(articleId: string, version: number): Promise<boolean>;
  /** Asks for (or, with `by` undefined, cancels) a send when the article is next published. */
  setSendOnPublish(articleId: string, by: string | undefined, at: Date): Promise<void>;
  /** Who asked for a send on publish; undefined when nobody did. */
  sendOnPublishBy(articleId: string): Promise<string | undefined>;
  /** Takes the request (a conditional delete): who asked, once; undefined when there was none. */
  takeSendOnPublish(articleId: string): Promise<string | undefined>;
}

/** Recipients of a send: confirmed subscribers, a page at a time. */
export interface ConfirmedSubscribers {
  page(cursor: string | undefined, limit: number): Promise<{ emails: string[]; next?: string }>;
  /** Which of these addresses are confirmed subscribers now (one may have left since the fan-out). */
  confirmedOf(emails: string[]): Promise<Set<string>>;
}

/** The email queue, for the newsletter's own messages. */
export interface NewsletterQueue {
  enqueue(messages: NewsletterQueueMessage[]): Promise<void>;
}

/** Reads the article a send is made from. */
export interface MailableArticles {
  get(id: string): Promise<MailableArticle | undefined>;
}
