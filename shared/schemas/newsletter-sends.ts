/**
 * Newsletter sends (DESIGN.md section 16): an article (or the weekly digest of the week's
 * articles) mailed to every confirmed subscriber as one job with its counters, and the messages
 * of the email queue that carry it out (a fan-out page, a batch of recipients, a test to one
 * staff member).
 */
import * as z from 'zod';
import '@shared/schemas/zod-browser';
import { idSchema, timestampSchema } from '@shared/schemas/primitives';

/**
 * Where a send is: queued until its fan-out starts, sending until every recipient is done (sent,
 * skipped or failed); failed when its fan-out could not go on, or no recipient could be sent.
 */
export const sendStatuses = ['queued', 'sending', 'sent', 'failed'] as const;

export type SendStatus = (typeof sendStatuses)[number];

/** The counters of a send; `skipped`: recipients suppressed (bounced, complained) at send time. */
export const sendCountersSchema = z.object({
  total: z.int().min(0),
  sent: z.int().min(0),
  skipped: z.int().min(0),
  delivered: z.int().min(0),
  bounced: z.int().min(0),
  complained: z.int().min(0),
  unsubscribed: z.int().min(0),
  /**
   * Recipients given up on: their batch used up its deliveries (dead-letter queue). A send from
   * before this counter reads 0.
   */
  failed: z.int().min(0).default(0),
});

export type SendCounters = z.infer<typeof sendCountersSchema>;

export const sendCounterNames = Object.keys(sendCountersSchema.shape) as (keyof SendCounters)[];

/** A new send's counters: every one at 0 (made from the list, so a new counter starts too). */
export const noSendCounts = Object.fromEntries(
  sendCounterNames.map((name) => [name, 0]),
) as SendCounters;

/** What a send is made from: one article, or the weekly digest of the week's articles. */
export const sendKinds = ['article', 'digest'] as const;

export type SendKind = (typeof sendKinds)[number];

/** What every send has, whatever it mails. */
const sendJobSchema = sendCountersSchema.extend({
  id: idSchema,
  /** `utm_campaign` of its links. */
  campaign: z.string(),
  status: z.enum(sendStatuses),
  created_at: timestampSchema,
  created_by: z.string(),
  /** Set once the last page of subscribers was queued. */
  fanout_done: z.boolean(),
  finished_at: timestampSchema.optional(),
});

/** A send of one article, as the admin sees it. */
export const articleSendSchema = sendJobSchema.extend({
  // Sends stored before the digest existed have no kind: they are all article sends.
  kind: z.literal('article').default('article'),
  article_id: idSchema,
  article_title: z.string(),
  article_slug: z.string(),
  /** The article version mailed. */
  article_version: z.int().min(1),
});

export type ArticleSend = z.infer<typeof articleSendSchema>;

/** Most articles one digest lists; a busier week's digest links to the rest on the site. */
export const maxDigestArticles = 50;

/** An article as a digest lists it: its title, its summary and where it is. */
export const digestArticleSchema = z.object({
  id: idSchema,
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  published_date: timestampSchema,
});

export type DigestArticle = z.infer<typeof digestArticleSchema>;

/**
 * The weekly digest: the articles published in the seven days before its time, newest first,
 * kept on the send so every batch mails the same list.
 */
export const digestSendSchema = sendJobSchema.extend({
  kind: z.literal('digest'),
  /** "This week at <brand>: N articles". */
  subject: z.string(),
  /** The Monday (UTC date) starting the week it belongs to. */
  week: z.iso.date(),
  /** How many articles the week had; `articles` lists at most {@link maxDigestArticles}. */
  article_count: z.int().min(1),
  articles: z.array(digestArticleSchema).min(1).max(maxDigestArticles),
});

export type DigestSend = z.infer<typeof digestSendSchema>;

/** A send as the admin sees it: an article's, or a digest. */
export const newsletterSendSchema = z.union([articleSendSchema, digestSendSchema]);

export type NewsletterSend = z.infer<typeof newsletterSendSchema>;

/** Page size of the Newsletters screen's list. */
export const sendPageSize = 20;

/** Query of the admin's list of sends: a page size and the cursor of the previous page. */
export const newsletterSendListQuerySchema = z.object({
  cursor: z.string().max(2048).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(sendPageSize),
});

/** A page of sends, newest first; `nextCursor` when more follow. */
export const newsletterSendListSchema = z.object({
  items: z.array(newsletterSendSchema),
  nextCursor: z.string().optional(),
});

export type NewsletterSendList = z.infer<typeof newsletterSendListSchema>;

/** Body of `POST /api/admin/newsletters/sends` and `.../tests`. */
export const newsletterSendInputSchema = z.object({
  article_id: idSchema,
  /**
   * Sends without a test of this article version first: the editor confirmed it explicitly.
   * Ignored by a test send.
   */
  confirm: z.boolean().optional(),
});

export type NewsletterSendInput = z.infer<typeof newsletterSendInputSchema>;

/** Answer of a test send. */
export const newsletterTestAnswerSchema = z.object({
  to: z.string(),
  article_version: z.int().min(1),
});

export type NewsletterTestAnswer = z.infer<typeof newsletterTestAnswerSchema>;

/** Message of the 409 when a real send has neither a test of this version nor a confirmation. */
export const testFirstMessage =
  'Send a test of this version of the article to yourself first, or confirm sending without one.';

/** Message of the 409 when the article is not public. */
export const notPublishedMessage = 'Only a published article can be sent as a newsletter.';

/** Recipients per batch message: small, so a batch sends within the worker's timeout at any rate. */
export const recipientsPerBatch = 10;

/** The email queue's newsletter messages. */
export const newsletterFanoutSchema = z.object({
  kind: z.literal('newsletter-fanout'),
  send_id: idSchema,
  /** Where this page of subscribers starts; absent on the first page. */
  cursor: z.string().max(2000).optional(),
});

export const newsletterBatchSchema = z.object({
  kind: z.literal('newsletter-batch'),
  send_id: idSchema,
  recipients: z.array(z.email().max(254)).min(1).max(recipientsPerBatch),
});

export const newsletterTestSchema = z.object({
  kind: z.literal('newsletter-test'),
  article_id: idSchema,
  to: z.email().max(254),
});

/** An article became public: the worker sends it if a send on publish was asked for. */
export const newsletterOnPublishSchema = z.object({
  kind: z.literal('newsletter-on-publish'),
  article_id: idSchema,
});

export const newsletterQueueMessageSchema = z.discriminatedUnion('kind', [
  newsletterFanoutSchema,
  newsletterBatchSchema,
  newsletterTestSchema,
  newsletterOnPublishSchema,
]);

export type NewsletterQueueMessage = z.infer<typeof newsletterQueueMessageSchema>;

/** Body of `PUT /api/admin/newsletters/on-publish/{id}`, and its answer. */
export const sendOnPublishInputSchema = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});

export type SendOnPublishInput = z.infer<typeof sendOnPublishInputSchema>;
