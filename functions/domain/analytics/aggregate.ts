/**
 * The analytics worker's rule: what a batch of queued messages adds to the daily counters.
 * Counting is exact under redelivery: each session's first views are claimed for a message id, so
 * a redelivered message finds the same claims and counts the same way, and each message's amounts
 * are added once per message id (its marker is written with them). A batch is claimed and written
 * together: one claim per session and day, and several messages' amounts summed into one write,
 * so a busy day's few hot counters are written once per batch, not once per view.
 */
import { directReferrer } from '@shared/schemas/analytics';
import type { AnalyticsMessage, QueuedLead, QueuedView } from '@shared/schemas/analytics-queue';
import type {
  AddOutcome,
  CounterAdd,
  CounterStore,
  MessageAmounts,
  RollupAdd,
  SessionClaim,
  SessionOwners,
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

/** The claim of a session's day, by day and session id. */
const sessionDay = (day: string, sessionId: string) => `${day}|${sessionId}`;

/**
 * The claims a batch makes: per session and day, the first message (in batch order) with a view
 * of it, for the site and for each path.
 */
function claimsOf(messages: readonly AnalyticsMessage[]): Map<string, SessionClaim> {
  const claims = new Map<string, SessionClaim & { paths: Map<string, string> }>();
  for (const message of messages) {
    for (const event of message.events) {
      if (event.type !== 'view') continue;
      const day = dayOf(event.at);
      const id = sessionDay(day, event.sessionId);
      const claim = claims.get(id) ?? {
        day,
        sessionId: event.sessionId,
        site: message.id,
        paths: new Map<string, string>(),
      };
      if (!claim.paths.has(event.path)) claim.paths.set(event.path, message.id);
      claims.set(id, claim);
    }
  }
  return claims;
}

function countView(
  amounts: Amounts,
  counted: Set<string>,
  owners: SessionOwners,
  messageId: string,
  device: string | undefined,
  view: QueuedView,
): void {
  const day = dayOf(view.at);
  // A session counts on the view of the message that holds its claim, once within that message
  // (a beacon may carry two views of one session).
  const first = (scope: string, owner: string | undefined) => {
    const id = `${scope}|${view.sessionId}|${day}`;
    if (owner !== messageId || counted.has(id)) return false;
    counted.add(id);
    return true;
  };
  const session = first('', owners.site) ? 1 : 0;
  const firstOnPath = first(view.path, owners.paths.get(view.path));
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

/**
 * Adds a batch of messages to the counters, each exactly once; resolves to each message id's
 * outcome (`before` for one counted already). A message id twice in the batch (SQS delivers at
 * least once) is counted once and both records share its outcome.
 */
export async function aggregateBatch(
  store: CounterStore,
  batch: readonly AnalyticsMessage[],
): Promise<Map<string, AddOutcome>> {
  const messages = [...new Map(batch.map((message) => [message.id, message])).values()];
  const claims = claimsOf(messages);
  const owners = new Map<string, SessionOwners>();
  const answers = await store.claimSessions([...claims.values()]);
  [...claims.keys()].forEach((id, i) => owners.set(id, answers[i]!));
  const entries: MessageAmounts[] = messages.map((message) => {
    const amounts = new Amounts();
    const counted = new Set<string>();
    for (const event of message.events) {
      if (event.type === 'view') {
        const held = owners.get(sessionDay(dayOf(event.at), event.sessionId))!;
        countView(amounts, counted, held, message.id, message.device, event);
      } else countLead(amounts, event);
    }
    return {
      messageId: message.id,
      counters: [...amounts.counters.values()],
      rollups: [...amounts.rollups.values()],
    };
  });
  return store.addEach(entries);
}
