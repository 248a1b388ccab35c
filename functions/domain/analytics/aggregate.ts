/**
 * The analytics worker's rule: what one queued message adds to the daily counters. Counting is
 * exact under redelivery: the session claims answer the same message the same way again, and the
 * amounts are added in one write that happens once per message id.
 */
import { directReferrer } from '@shared/schemas/analytics';
import type { AnalyticsMessage, QueuedLead, QueuedView } from '@shared/schemas/analytics-queue';
import type {
  CounterAdd,
  CounterStore,
  RollupAdd,
} from '@functions/domain/analytics/analytics-ports';

/** The UTC day of an ISO time. */
export function dayOf(at: string): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** The campaign counter's key, or undefined without UTM tags. */
function campaignKey(utm: { source?: string; medium?: string; campaign?: string }) {
  if (!utm.source && !utm.medium && !utm.campaign) return undefined;
  return `${utm.source ?? ''}|${utm.medium ?? ''}|${utm.campaign ?? ''}`;
}

/** Sums amounts by counter, so a message writes each counter once. */
class Amounts {
  readonly counters = new Map<string, CounterAdd>();
  readonly rollups = new Map<string, RollupAdd>();

  add(counter: CounterAdd): void {
    const id = `${counter.day}|${counter.dimension}|${counter.key}`;
    const current = this.counters.get(id) ?? {
      day: counter.day,
      dimension: counter.dimension,
      key: counter.key,
    };
    for (const field of ['views', 'sessions', 'leads'] as const) {
      if (counter[field]) current[field] = (current[field] ?? 0) + counter[field];
    }
    this.counters.set(id, current);
  }

  roll(rollup: RollupAdd): void {
    const id = `${rollup.path}|${rollup.day}`;
    const current = this.rollups.get(id) ?? { path: rollup.path, day: rollup.day };
    if (rollup.views) current.views = (current.views ?? 0) + rollup.views;
    if (rollup.leads) current.leads = (current.leads ?? 0) + rollup.leads;
    this.rollups.set(id, current);
  }
}

async function countView(
  store: CounterStore,
  amounts: Amounts,
  claimed: Set<string>,
  messageId: string,
  device: string | undefined,
  view: QueuedView,
): Promise<void> {
  const day = dayOf(view.at);
  // One claim per session, day and scope within a message: a second view of the same session in
  // the same beacon must not count as first again (its claim would succeed for this message id).
  const claim = async (scope: string) => {
    const id = `${day}|${scope}|${view.sessionId}`;
    if (claimed.has(id)) return false;
    claimed.add(id);
    return store.claimSession(day, scope, view.sessionId, messageId);
  };
  const [firstOfDay, firstOnPath] = await Promise.all([claim(''), claim(view.path)]);
  const session = firstOfDay ? 1 : 0;
  amounts.add({ day, dimension: 'total', key: '', views: 1, sessions: session });
  amounts.add({ day, dimension: 'path', key: view.path, views: 1, sessions: firstOnPath ? 1 : 0 });
  amounts.add({ day, dimension: 'referrer', key: view.referrer, views: 1, sessions: session });
  const campaign = campaignKey(view.utm);
  if (campaign)
    amounts.add({ day, dimension: 'campaign', key: campaign, views: 1, sessions: session });
  if (device) amounts.add({ day, dimension: 'device', key: device, views: 1 });
  amounts.roll({ path: view.path, day, views: 1 });
}

function countLead(amounts: Amounts, lead: QueuedLead): void {
  const day = dayOf(lead.at);
  const attribution = lead.attribution;
  // Credit goes to the last content read before the lead, else the page it was sent from.
  const path = attribution?.lastContentPath ?? attribution?.sourcePath ?? lead.path;
  amounts.add({ day, dimension: 'total', key: '', leads: 1 });
  amounts.add({ day, dimension: 'kind', key: lead.kind, leads: 1 });
  amounts.add({ day, dimension: 'path', key: path, leads: 1 });
  amounts.roll({ path, day, leads: 1 });
  const firstTouch = attribution?.firstTouch;
  if (firstTouch) {
    amounts.add({
      day,
      dimension: 'referrer',
      key: firstTouch.referrer || directReferrer,
      leads: 1,
    });
    const campaign = campaignKey(firstTouch.utm);
    if (campaign) amounts.add({ day, dimension: 'campaign', key: campaign, leads: 1 });
  }
}

/** Adds a message to the counters; false when it had been counted already (a redelivery). */
export async function aggregateMessage(
  store: CounterStore,
  message: AnalyticsMessage,
): Promise<boolean> {
  const amounts = new Amounts();
  const claimed = new Set<string>();
  // In order: a redelivery replays the same claims in the same order, so they answer alike.
  for (const event of message.events) {
    if (event.type === 'view')
      await countView(store, amounts, claimed, message.id, message.device, event);
    else countLead(amounts, event);
  }
  return store.addOnce(message.id, [...amounts.counters.values()], [...amounts.rollups.values()]);
}
