/**
 * The admin's subscriber list (/admin/subscribers): a page newest first with each state's count,
 * filtered by state and searched by address; deleting erases the subscription and so its link.
 */
import { activityEntry, type Actor } from '@functions/domain/activity/activity';
import type {
  SubscriberList,
  SubscriberRecord,
  SubscriberStatus,
  SubscriberView,
} from '@shared/schemas/newsletter';
import { NotFoundError } from '@functions/domain/errors';
import type { SubscriberStore } from '@functions/domain/newsletter/subscriber-ports';

/** The admin's view of a subscription: never its link id. */
function toView({ token_id: _token, ...view }: SubscriberRecord): SubscriberView {
  return view;
}

export async function listSubscribers(
  store: Pick<SubscriberStore, 'list' | 'counts'>,
  query: { status: SubscriberStatus | 'all'; q?: string; cursor?: string; limit: number },
): Promise<SubscriberList> {
  const [page, counts] = await Promise.all([
    store.list({
      status: query.status === 'all' ? undefined : query.status,
      search: query.q || undefined,
      cursor: query.cursor,
      limit: query.limit,
    }),
    store.counts(),
  ]);
  return {
    items: page.items.map(toView),
    ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
    counts,
  };
}

/** Erases one subscription; 404 when there is none. */
export async function deleteSubscriber(
  store: Pick<SubscriberStore, 'remove'>,
  email: string,
  actor?: Actor,
): Promise<void> {
  // The log never keeps the address: an erased subscriber leaves no personal data behind.
  const activity =
    actor &&
    activityEntry(actor, 'deleted', {
      type: 'subscriber',
      id: 'erased',
      title: 'A subscriber (address not kept)',
    });
  if (!(await store.remove(email, activity))) throw new NotFoundError('Subscriber not found');
}
