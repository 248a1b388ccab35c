/**
 * Newsletter sends (DESIGN.md section 16), the admin's side: a test to oneself, a send of a
 * published article to every confirmed subscriber (a job row with its counters, queued for the
 * email worker: delivery.ts carries it out), "email to subscribers when published", the sends
 * listed, and the SES events counted on their send. Nothing here renders a mail, so the admin's
 * routes do not load the mail templates or the markdown toolchain.
 */
import { randomUUID } from 'node:crypto';
import {
  noSendCounts,
  notPublishedMessage,
  type ArticleSend,
  testFirstMessage,
  type NewsletterSend,
  type NewsletterSendInput,
  type NewsletterSendList,
  type NewsletterTestAnswer,
  type SendCounters,
} from '@shared/schemas/newsletter-sends';
import { ConflictError, NotFoundError } from '@functions/domain/errors';
import type {
  MailableArticles,
  NewsletterQueue,
  SendStore,
} from '@functions/domain/newsletter/sends-ports';

export interface SendDeps {
  sends: SendStore;
  articles: MailableArticles;
  queue: NewsletterQueue;
  now: () => Date;
}

/**
 * What every new send starts as, an article's or the digest's: queued, its fan-out not begun,
 * every counter at 0.
 */
export function queuedSend(
  id: string,
  at: Date,
  by: string,
): Pick<NewsletterSend, 'id' | 'status' | 'created_at' | 'created_by' | 'fanout_done'> &
  SendCounters {
  return {
    id,
    status: 'queued',
    created_at: at.toISOString(),
    created_by: by,
    fanout_done: false,
    ...noSendCounts,
  };
}

async function publishedArticle(articles: MailableArticles, id: string) {
  const article = await articles.get(id);
  if (!article) throw new NotFoundError('Article not found');
  if (!article.is_published) throw new ConflictError(notPublishedMessage);
  return article;
}

/** Mails the article to the staff member who asked (`to`), and records the test of its version. */
export async function sendTest(
  deps: SendDeps,
  articleId: string,
  to: string,
): Promise<NewsletterTestAnswer> {
  const article = await publishedArticle(deps.articles, articleId);
  await deps.queue.enqueue([{ kind: 'newsletter-test', article_id: article.id, to }]);
  await deps.sends.recordTest(article.id, article.version, to, deps.now());
  return { to, article_version: article.version };
}

/**
 * Starts a send of a published article to every confirmed subscriber: the job row, then its
 * first fan-out page. Needs a test of the same article version first, or `confirm`.
 */
export async function startSend(
  deps: SendDeps,
  input: NewsletterSendInput,
  actor: string,
): Promise<ArticleSend> {
  const article = await publishedArticle(deps.articles, input.article_id);
  if (!input.confirm && !(await deps.sends.hasTest(article.id, article.version)))
    throw new ConflictError(testFirstMessage);
  const id = randomUUID();
  const send: ArticleSend = {
    ...queuedSend(id, deps.now(), actor),
    kind: 'article',
    article_id: article.id,
    article_title: article.title,
    article_slug: article.slug,
    article_version: article.version,
    campaign: `${article.slug.slice(0, 60)}-${id.slice(0, 8)}`,
  };
  // Stored first: a queue that refuses leaves a visible `queued` job, never a lost one.
  await deps.sends.create(send);
  await deps.queue.enqueue([{ kind: 'newsletter-fanout', send_id: id }]);
  return send;
}

/**
 * "Email to subscribers when published" on a draft: the request is kept beside the sends and
 * taken once by the publication listener ({@link sendOnPublish}).
 */
export async function requestSendOnPublish(
  deps: Pick<SendDeps, 'sends' | 'articles' | 'now'>,
  articleId: string,
  enabled: boolean,
  actor: string,
): Promise<{ enabled: boolean }> {
  const article = await deps.articles.get(articleId);
  if (!article) throw new NotFoundError('Article not found');
  if (enabled && article.is_published)
    throw new ConflictError('The article is published already: send it from the editor now.');
  await deps.sends.setSendOnPublish(articleId, enabled ? actor : undefined, deps.now());
  return { enabled };
}

/** Whether a send on publish is asked for. */
export async function sendOnPublishState(
  sends: Pick<SendStore, 'sendOnPublishBy'>,
  articleId: string,
): Promise<{ enabled: boolean }> {
  return { enabled: (await sends.sendOnPublishBy(articleId)) !== undefined };
}

/**
 * Sends a just-published article when a send on publish was asked for, once: the request is
 * taken with a conditional delete, so a repeated event or message sends nothing more. The
 * editor's explicit choice stands for the test a manual send asks for.
 */
export async function sendIfAsked(
  deps: SendDeps,
  articleId: string,
): Promise<ArticleSend | undefined> {
  const by = await deps.sends.takeSendOnPublish(articleId);
  if (!by) return undefined;
  return startSend(deps, { article_id: articleId, confirm: true }, by);
}

/** A page of the sends, newest first. */
export function listSends(
  sends: Pick<SendStore, 'list'>,
  page: { limit: number; cursor?: string | undefined },
): Promise<NewsletterSendList> {
  return sends.list(page);
}

/** One send; 404 when unknown. */
export async function getSend(sends: Pick<SendStore, 'get'>, id: string): Promise<NewsletterSend> {
  const send = await sends.get(id);
  if (!send) throw new NotFoundError('Newsletter send not found');
  return send;
}

/** The SES events a send counts, by SES's `eventType`. */
const countedEvents = {
  Delivery: 'delivered',
  Bounce: 'bounced',
  Complaint: 'complained',
} as const;

/** Counts one SES event of a newsletter message on its send, once per message and type. */
export async function countSesEvent(
  sends: Pick<SendStore, 'countEvent'>,
  event: { eventType?: string; sendId?: string; messageId?: string },
): Promise<boolean> {
  const counter = countedEvents[event.eventType as keyof typeof countedEvents];
  if (!counter || !event.sendId || !event.messageId) return false;
  return sends.countEvent(event.sendId, event.messageId, event.eventType!, { [counter]: 1 });
}
