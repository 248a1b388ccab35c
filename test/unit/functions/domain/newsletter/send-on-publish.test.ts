/**
 * "Email to subscribers when published": the publication listener hands an article's
 * became-public event to the email worker, which sends it once when a send was asked for, and
 * never for another event or a page.
 */
import { describe, expect, it } from 'vitest';
import type { NewsletterQueueMessage, NewsletterSend } from '@shared/schemas/newsletter-sends';
import { requestSendOnPublish, sendIfAsked } from '@functions/domain/newsletter/sends';
import { sendOnPublish } from '@functions/domain/newsletter/send-on-publish';
import type { MailableArticle, SendStore } from '@functions/domain/newsletter/sends-ports';

const articleId = '00000000-0000-4000-8000-000000000001';

function world(published = false) {
  const queued: NewsletterQueueMessage[] = [];
  const sends: NewsletterSend[] = [];
  const asked = new Map<string, string>();
  const article: MailableArticle = {
    id: articleId,
    title: 'A title',
    slug: 'a-title',
    excerpt: '',
    introduction: '',
    key_points: [],
    sections: [],
    conclusion: '',
    image_url: '',
    is_published: published,
    version: 3,
  };
  const store = {
    create: async (send: NewsletterSend) => void sends.push(send),
    hasTest: async () => false,
    setSendOnPublish: async (id: string, by: string | undefined) =>
      void (by ? asked.set(id, by) : asked.delete(id)),
    sendOnPublishBy: async (id: string) => asked.get(id),
    takeSendOnPublish: async (id: string) => {
      const by = asked.get(id);
      asked.delete(id);
      return by;
    },
  } as unknown as SendStore;
  const deps = {
    sends: store,
    articles: { get: async () => article },
    queue: { enqueue: async (messages: NewsletterQueueMessage[]) => void queued.push(...messages) },
    now: () => new Date('2026-01-01T00:00:00Z'),
  };
  return { deps, queued, sends, article };
}

describe('send on publish', () => {
  it('queues an article that became public for the worker, and nothing for a page or a change', async () => {
    const { deps, queued } = world();

    await sendOnPublish(deps.queue, { type: 'became-public', kind: 'article', id: articleId });
    await sendOnPublish(deps.queue, { type: 'became-public', kind: 'page', id: articleId });
    await sendOnPublish(deps.queue, {
      type: 'changed-while-public',
      kind: 'article',
      id: articleId,
    });

    expect(queued).toEqual([{ kind: 'newsletter-on-publish', article_id: articleId }]);
  });

  it('sends once when an editor asked for it, in their name, without a test', async () => {
    const { deps, sends, queued, article } = world();
    await requestSendOnPublish(deps, articleId, true, 'editor@example.com');
    article.is_published = true;

    const first = await sendIfAsked(deps, articleId);
    const again = await sendIfAsked(deps, articleId);

    expect(first).toMatchObject({ created_by: 'editor@example.com', article_version: 3 });
    expect(again).toBeUndefined();
    expect(sends).toHaveLength(1);
    expect(queued).toEqual([{ kind: 'newsletter-fanout', send_id: first!.id }]);
  });

  it('sends nothing when nobody asked, or the request was cancelled', async () => {
    const { deps, sends, article } = world();
    await requestSendOnPublish(deps, articleId, true, 'editor@example.com');
    await requestSendOnPublish(deps, articleId, false, 'editor@example.com');
    article.is_published = true;

    expect(await sendIfAsked(deps, articleId)).toBeUndefined();
    expect(sends).toHaveLength(0);
  });

  it('refuses the option on an article that is published already', async () => {
    const { deps } = world(true);

    await expect(requestSendOnPublish(deps, articleId, true, 'e@example.com')).rejects.toThrow(
      /published already/,
    );
  });
});
