/**
 * The analytics table (first-party analytics, DESIGN.md section 13). The only code that knows its
 * keys:
 * - daily counters: `pk = m#YYYY-MM`, `sk = YYYY-MM-DD#<dimension>#<key>` with `views`,
 *   `sessions`, `leads` (and `dropped` on the day's total), added with atomic ADD updates; one
 *   partition per month;
 * - period rollups, in the same month partition and added in the same transaction as the daily
 *   counters: `sk = all#<dimension>#<key>` sums the month, `sk = w#DD#<dimension>#<key>` the
 *   month's week starting on day DD (01, 08, 15, 22, 29: weeks never cross a month), the `total`
 *   dimension keyed by its day in both so the dashboard's series keeps every day. The dashboard
 *   reads whole months and weeks from these and only the few days at a range's ends (six at most
 *   on each side) from the daily rows, so its cost follows the keys of a period, which a busy
 *   site and a quiet one share, not the keys of each day, which thin out with the views;
 * - path rollups: `pk = r#<path>`, `sk = m#YYYY-MM`, with `v_<day>` and `l_<day>` attributes
 *   (views, leads): one row per path and month, so each expires with its month (a single row per
 *   path would be kept alive by every view, its old days with it); the lists' 30 days touch two
 *   months at most, so their columns are one BatchGetItem of up to 50 paths, projected to those
 *   30 days' attributes;
 * - message markers: `pk = x#<message id>`, written in the same transaction as the amounts, so a
 *   redelivered message adds nothing (kept 14 days, past the queue's retention); a batch's
 *   messages share one transaction (their markers and their summed amounts) where they fit;
 * - session claims: `pk = s#<day>#<session id>`, `sk = claims`, one row per session and day whose
 *   `site` and `p#<path>` attributes hold the message that claimed them, each set only where
 *   absent, so a batch claims a session's whole day with one UpdateItem (kept 2 days).
 * Every row carries `expires_at` (the table's TTL): counters 400 days after their day, rollups 400
 * days after their month's (or week's) first day, so no day outlives its 400 days in any row (the
 * lists read only the last 30 days; the dashboard reads an older period from its daily rows).
 */
import { dynamoClient, UpdateCommand } from '@functions/adapters/dynamo/document-client';
import { batchGetItems } from '@functions/adapters/dynamo/batch-get';
import { queryAll } from '@functions/adapters/dynamo/pages';
import { failedConditions } from '@functions/adapters/dynamo/uniques';
import { isConditionFailed } from '@functions/adapters/dynamo/conditions';
import {
  maxTransactItems,
  transactWrite,
  type TransactItem,
} from '@functions/adapters/dynamo/transact-write';
import type {
  AddOutcome,
  CounterAdd,
  CounterDimension,
  CounterReader,
  CounterRow,
  CounterStore,
  DroppedCounter,
  MessageAmounts,
  RollupAdd,
  SessionClaim,
  SessionOwners,
} from '@functions/domain/analytics/analytics-ports';
import { config } from '@functions/lib/config';

const table = () => config().tables.analytics;

const daySeconds = 86_400;
/** Counters and rollups are kept 400 days after their day (the TTL's bound for stored rows). */
const counterDays = 400;
const markerDays = 14;
const sessionDays = 2;

function epochOf(day: string): number {
  return Math.floor(Date.parse(day) / 1000);
}

const number = (value: unknown) => (typeof value === 'number' ? value : 0);

/** The key of a day's counter. */
function counterKey(day: string, dimension: CounterDimension, key: string) {
  return { pk: `m#${day.slice(0, 7)}`, sk: `${day}#${dimension}#${key}` };
}

/** The first day of the week of its month that `day` is in: the 1st, 8th, 15th, 22nd or 29th. */
function weekStart(day: string): string {
  const date = Number(day.slice(8, 10));
  return `${day.slice(0, 8)}${String(date - ((date - 1) % 7)).padStart(2, '0')}`;
}

/** The last day of `month` (`YYYY-MM`). */
function monthEnd(month: string): string {
  return new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0))
    .toISOString()
    .slice(0, 10);
}

const dayAfter = (day: string, days = 1) =>
  new Date(Date.parse(day) + days * daySeconds * 1000).toISOString().slice(0, 10);

/** The last day of the week starting on `start` (a week's first day). */
function weekEnd(start: string): string {
  const end = dayAfter(start, 6);
  const last = monthEnd(start.slice(0, 7));
  return end < last ? end : last;
}

/** A row a counter add lands on, and the first day it sums (its TTL counts from there). */
interface CounterTarget {
  key: { pk: string; sk: string };
  first: string;
}

/**
 * The rows one counter add lands on: its day's, its week's and its month's. The rollups key the
 * `total` by its day, the others by their key.
 */
function counterTargets(add: CounterAdd): CounterTarget[] {
  const pk = `m#${add.day.slice(0, 7)}`;
  const held = add.dimension === 'total' ? add.day : add.key;
  const week = weekStart(add.day);
  return [
    { key: counterKey(add.day, add.dimension, add.key), first: add.day },
    { key: { pk, sk: `w#${week.slice(8)}#${add.dimension}#${held}` }, first: week },
    { key: { pk, sk: `all#${add.dimension}#${held}` }, first: `${add.day.slice(0, 7)}-01` },
  ];
}

/** The key of a path's rollup row of `month` (`YYYY-MM`). */
function rollupKey(path: string, month: string) {
  return { pk: `r#${path}`, sk: `m#${month}` };
}

/**
 * Placeholders for every attribute the counters name (`views` is a reserved word). A counter keeps
 * no copy of its day, dimension and key: its sort key holds them, and the reader parses that.
 */
const counterNames = {
  '#views': 'views',
  '#sessions': 'sessions',
  '#leads': 'leads',
  '#dropped': 'dropped',
  '#expires': 'expires_at',
} as const;
const counterSet = 'SET #expires = :expires';

/** The placeholders an expression uses (DynamoDB refuses unused ones). */
function usedNames(expression: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(counterNames).filter(([placeholder]) => expression.includes(placeholder)),
  );
}

/** Summed amounts bound for one counter row. */
interface TargetSum extends CounterTarget {
  views: number;
  sessions: number;
  leads: number;
}

function counterUpdate(sum: TargetSum): TransactItem {
  return {
    Update: {
      TableName: table(),
      Key: sum.key,
      UpdateExpression: `${counterSet} ADD #views :views, #sessions :sessions, #leads :leads`,
      ExpressionAttributeNames: usedNames(`${counterSet} #views #sessions #leads`),
      ExpressionAttributeValues: {
        ':expires': epochOf(sum.first) + counterDays * daySeconds,
        ':views': sum.views,
        ':sessions': sum.sessions,
        ':leads': sum.leads,
      },
    },
  };
}

/**
 * Sums counter adds by the rows they land on (daily rows and rollups), so each row is one item of
 * a transaction, which may not touch an item twice.
 */
function sumTargets(adds: Iterable<CounterAdd>): Map<string, TargetSum> {
  const sums = new Map<string, TargetSum>();
  for (const add of adds) {
    for (const target of counterTargets(add)) {
      const id = `${target.key.pk}|${target.key.sk}`;
      const sum = sums.get(id) ?? { ...target, views: 0, sessions: 0, leads: 0 };
      sum.views += add.views ?? 0;
      sum.sessions += add.sessions ?? 0;
      sum.leads += add.leads ?? 0;
      sums.set(id, sum);
    }
  }
  return sums;
}

/**
 * One update of a path's month row with every day of `adds` (a transaction may not touch one item
 * twice, and a message can hold views of one path on two days: a batch sent across midnight).
 */
function rollupUpdate(path: string, month: string, adds: RollupAdd[]): TransactItem {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {
    // From the month's first day, so no day of the row outlives its 400 days.
    ':expires': epochOf(`${month}-01`) + counterDays * daySeconds,
  };
  const amounts: string[] = [];
  adds.forEach((add, i) => {
    if (add.views) {
      names[`#v${i}`] = `v_${add.day}`;
      values[`:v${i}`] = add.views;
      amounts.push(`#v${i} :v${i}`);
    }
    if (add.leads) {
      names[`#l${i}`] = `l_${add.day}`;
      values[`:l${i}`] = add.leads;
      amounts.push(`#l${i} :l${i}`);
    }
  });
  return {
    Update: {
      TableName: table(),
      Key: rollupKey(path, month),
      UpdateExpression: `SET expires_at = :expires ADD ${amounts.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** The rollup updates of a message: one per path and month. */
function rollupUpdates(rollups: RollupAdd[]): TransactItem[] {
  const rows = new Map<string, { path: string; month: string; adds: RollupAdd[] }>();
  for (const add of rollups) {
    if (!add.views && !add.leads) continue;
    const month = add.day.slice(0, 7);
    const id = `${month}|${add.path}`;
    const row = rows.get(id) ?? { path: add.path, month, adds: [] };
    row.adds.push(add);
    rows.set(id, row);
  }
  return [...rows.values()].map((row) => rollupUpdate(row.path, row.month, row.adds));
}

function markerPut(id: string, now: number): TransactItem {
  return {
    Put: {
      TableName: table(),
      Item: { pk: `x#${id}`, sk: 'marker', expires_at: now + markerDays * daySeconds },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** The claim row's attribute of a scope: the site, or a path. */
const scopeAttribute = (path?: string) => (path === undefined ? 'site' : `p#${path}`);

/**
 * Paths claimed in one UpdateItem at most: DynamoDB refuses an expression over 4 KB, and each
 * path's clause takes some 35 characters (a batch may hold 200 views of one session).
 */
const pathsPerClaim = 50;

/**
 * Claims a session's day: each scope set to its proposed message where unset, in one UpdateItem
 * (one per 50 paths), answering who holds each scope now.
 */
async function claimSession(claim: SessionClaim): Promise<SessionOwners> {
  const paths = [...claim.paths];
  const held: Record<string, unknown> = {};
  for (let start = 0; start === 0 || start < paths.length; start += pathsPerClaim) {
    const names: Record<string, string> = { '#site': scopeAttribute(), '#expires': 'expires_at' };
    const values: Record<string, unknown> = {
      ':site': claim.site,
      ':expires': epochOf(claim.day) + sessionDays * daySeconds,
    };
    const sets = ['#site = if_not_exists(#site, :site)', '#expires = :expires'];
    paths.slice(start, start + pathsPerClaim).forEach(([path, messageId], i) => {
      names[`#p${i}`] = scopeAttribute(path);
      values[`:p${i}`] = messageId;
      sets.push(`#p${i} = if_not_exists(#p${i}, :p${i})`);
    });
    const { Attributes = {} } = await dynamoClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: { pk: `s#${claim.day}#${claim.sessionId}`, sk: 'claims' },
        UpdateExpression: `SET ${sets.join(', ')}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    Object.assign(held, Attributes);
  }
  return {
    site: String(held.site),
    paths: new Map(paths.map(([path]) => [path, String(held[scopeAttribute(path)])])),
  };
}

/**
 * The items of some messages' summed amounts: one update per counter row (a day's, a week's, a
 * month's) and per path's month.
 */
function amountItems(entries: readonly MessageAmounts[]): TransactItem[] {
  const rollups = new Map<string, RollupAdd>();
  for (const entry of entries) {
    for (const add of entry.rollups) {
      const id = `${add.path}|${add.day}`;
      const sum = rollups.get(id) ?? { path: add.path, day: add.day };
      if (add.views) sum.views = (sum.views ?? 0) + add.views;
      if (add.leads) sum.leads = (sum.leads ?? 0) + add.leads;
      rollups.set(id, sum);
    }
  }
  const counters = sumTargets(entries.flatMap((entry) => entry.counters));
  return [...[...counters.values()].map(counterUpdate), ...rollupUpdates([...rollups.values()])];
}

/**
 * Splits a batch into groups whose markers and summed amounts fit one transaction, in order. A
 * message too large to share one goes alone (and is written in parts).
 */
function groupsOf(entries: readonly MessageAmounts[]): MessageAmounts[][] {
  const groups: MessageAmounts[][] = [];
  let group: MessageAmounts[] = [];
  for (const entry of entries) {
    const candidate = [...group, entry];
    if (group.length > 0 && candidate.length + amountItems(candidate).length > maxTransactItems) {
      groups.push(group);
      group = [entry];
    } else group = candidate;
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

/**
 * Adds a group's amounts in one transaction with each message's marker. A marker that exists
 * already names a message counted before: it leaves the group, and the others are written again
 * without it, so no message is counted twice and none is held back by another.
 */
async function addGroup(group: MessageAmounts[], outcomes: Map<string, AddOutcome>, now: number) {
  let pending = group;
  while (pending.length > 0) {
    try {
      await transactWrite([
        ...pending.map((entry) => markerPut(entry.messageId, now)),
        ...amountItems(pending),
      ]);
      for (const entry of pending) outcomes.set(entry.messageId, 'added');
      return;
    } catch (error) {
      const counted = new Set(failedConditions(error).filter((index) => index < pending.length));
      if (counted.size === 0) throw error;
      for (const index of counted) outcomes.set(pending[index]!.messageId, 'before');
      pending = pending.filter((_, index) => !counted.has(index));
    }
  }
}

/**
 * One message whose amounts exceed a transaction: written in parts, each with its own marker, so
 * each part still counts exactly once. `before` when its first part was written before.
 */
async function addInParts(entry: MessageAmounts, now: number): Promise<AddOutcome> {
  const updates = amountItems([entry]);
  const perPart = maxTransactItems - 1;
  let added = false;
  for (let start = 0, part = 0; start < updates.length; start += perPart, part += 1) {
    const id = part === 0 ? entry.messageId : `${entry.messageId}#${part}`;
    try {
      await transactWrite([markerPut(id, now), ...updates.slice(start, start + perPart)]);
      added = true;
    } catch (error) {
      if (!failedConditions(error).includes(0)) throw error;
    }
  }
  return added ? 'added' : 'before';
}

export const analyticsCounterStore: CounterStore = {
  async claimSessions(claims) {
    return Promise.all(claims.map(claimSession));
  },

  async addEach(entries) {
    const now = Math.floor(Date.now() / 1000);
    const outcomes = new Map<string, AddOutcome>();
    // One group after the other: they share the day's hot counters, and two transactions on one
    // item at once are cancelled as conflicting.
    for (const group of groupsOf(entries)) {
      try {
        if (group.length === 1 && 1 + amountItems(group).length > maxTransactItems)
          outcomes.set(group[0]!.messageId, await addInParts(group[0]!, now));
        else await addGroup(group, outcomes, now);
      } catch (error) {
        for (const entry of group)
          if (!outcomes.has(entry.messageId)) outcomes.set(entry.messageId, { error });
      }
    }
    return outcomes;
  },
};

export const analyticsDroppedCounter: DroppedCounter = {
  async addDropped(day) {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: counterKey(day, 'total', ''),
        UpdateExpression: `${counterSet} ADD #dropped :one`,
        ExpressionAttributeNames: usedNames(`${counterSet} #dropped`),
        ExpressionAttributeValues: {
          ':expires': epochOf(day) + counterDays * daySeconds,
          ':one': 1,
        },
      }),
    );
  },
};

/** The months a range of days touches, each with the part of the range inside it. */
function monthsOf(from: string, to: string): { month: string; from: string; to: string }[] {
  const months: { month: string; from: string; to: string }[] = [];
  let cursor = from;
  while (cursor <= to) {
    const month = cursor.slice(0, 7);
    const last = monthEnd(month);
    months.push({ month, from: cursor, to: last < to ? last : to });
    cursor = dayAfter(last);
  }
  return months;
}

/** A sort key range of a month partition. */
interface SortRange {
  from: string;
  to: string;
}

// '~' sorts after every dimension name, so a range's last day (or week) is read whole.
const daysRange = (from: string, to: string): SortRange => ({ from: `${from}#`, to: `${to}#~` });

/**
 * The reads of a month's part of a range: the whole month from its rollup; else the weeks wholly
 * inside from theirs and the days left at either end (six at most) from the daily rows. A period
 * whose rollup may have expired (its first day before `keptFrom`) is read from its days.
 */
export function monthReads(
  part: { month: string; from: string; to: string },
  keptFrom: string,
): SortRange[] {
  const first = `${part.month}-01`;
  if (part.from === first && part.to === monthEnd(part.month) && first >= keptFrom)
    return [{ from: 'all#', to: 'all#~' }];
  const weeks = ['01', '08', '15', '22', '29']
    .map((date) => `${part.month}-${date}`)
    .filter((start) => start >= part.from && start >= keptFrom && weekEnd(start) <= part.to);
  const firstWeek = weeks[0];
  const lastWeek = weeks.at(-1);
  if (!firstWeek || !lastWeek) return [daysRange(part.from, part.to)];
  const reads = [{ from: `w#${firstWeek.slice(8)}#`, to: `w#${lastWeek.slice(8)}#~` }];
  if (part.from < firstWeek) reads.push(daysRange(part.from, dayAfter(firstWeek, -1)));
  if (weekEnd(lastWeek) < part.to) reads.push(daysRange(dayAfter(weekEnd(lastWeek)), part.to));
  return reads;
}

/**
 * A counter row read back from its sort key: a day's (`YYYY-MM-DD#...`), a week's (`w#DD#...`,
 * its first day) or a month's (`all#...`, its first day); a rollup's `total` is keyed by its day.
 */
function counterRowOf(month: string, item: Record<string, unknown>): CounterRow {
  const sk = String(item.sk);
  const [day, rest] = sk.startsWith('all#')
    ? [`${month}-01`, sk.slice(4)]
    : sk.startsWith('w#')
      ? [`${month}-${sk.slice(2, 4)}`, sk.slice(5)]
      : [sk.slice(0, 10), sk.slice(11)];
  // A key may hold '#' itself, a dimension never does.
  const dimensionEnd = rest.indexOf('#');
  const dimension = rest.slice(0, dimensionEnd) as CounterDimension;
  const key = rest.slice(dimensionEnd + 1);
  const rollupTotal = dimension === 'total' && key !== '';
  return {
    day: rollupTotal ? key : day,
    dimension,
    key: rollupTotal ? '' : key,
    views: number(item.views),
    sessions: number(item.sessions),
    leads: number(item.leads),
  };
}

/** The first day whose week's and month's rollups are still kept (not past their TTL) `now`. */
function keptFromOf(now: number): string {
  return new Date(now - (counterDays - 1) * daySeconds * 1000).toISOString().slice(0, 10);
}

function batchGetRollups(paths: string[], days: string[]): Promise<Record<string, unknown>[]> {
  const months = [...new Set(days.map((day) => day.slice(0, 7)))];
  return batchGetItems(
    paths.flatMap((path) => months.map((month) => rollupKey(path, month))),
    { table: table(), attributes: ['pk', ...days.flatMap((day) => [`v_${day}`, `l_${day}`])] },
  );
}

export const analyticsCounterReader: CounterReader = {
  async rowsBetween(from, to) {
    const keptFrom = keptFromOf(Date.now());
    const reads = monthsOf(from, to).flatMap((part) =>
      monthReads(part, keptFrom).map((range) => ({ month: part.month, range })),
    );
    const answers = await Promise.all(
      reads.map(({ month, range }) =>
        queryAll({
          TableName: table(),
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
          ExpressionAttributeNames: usedNames('#views #sessions #leads'),
          ExpressionAttributeValues: { ':pk': `m#${month}`, ':from': range.from, ':to': range.to },
          // The sort key names the period, dimension and key: reading it alone halves the bytes.
          ProjectionExpression: 'sk, #views, #sessions, #leads',
        }),
      ),
    );
    return answers.flatMap((answer, i) =>
      answer.items.map((item) => counterRowOf(reads[i]!.month, item)),
    );
  },

  async pathDays(paths, days) {
    const items = await batchGetRollups(paths, days);
    const figures = new Map<string, { views: number; leads: number }>();
    for (const item of items) {
      const path = String(item.pk).slice(2);
      const figure = figures.get(path) ?? { views: 0, leads: 0 };
      figure.views += days.reduce((sum, day) => sum + number(item[`v_${day}`]), 0);
      figure.leads += days.reduce((sum, day) => sum + number(item[`l_${day}`]), 0);
      figures.set(path, figure);
    }
    return figures;
  },
};

/** Times a month is read again after a rollup row changed under its rebuild. */
const rebuildAttempts = 5;

/**
 * Sets one rollup row to `want` on the condition that it still holds what was read (`had`, absent
 * when there was no row): a transaction that added to it since also added to a daily row the sum
 * was made without. False when that condition failed.
 */
async function setRollup(
  want: TargetSum,
  had: Record<string, unknown> | undefined,
): Promise<boolean> {
  const names: Record<string, string> = usedNames(`${counterSet} #views #sessions #leads`);
  const values: Record<string, unknown> = {
    ':expires': epochOf(want.first) + counterDays * daySeconds,
    ':views': want.views,
    ':sessions': want.sessions,
    ':leads': want.leads,
  };
  const conditions = had ? [] : ['attribute_not_exists(sk)'];
  for (const field of had ? (['views', 'sessions', 'leads'] as const) : []) {
    if (had?.[field] === undefined) conditions.push(`attribute_not_exists(#${field})`);
    else {
      values[`:had_${field}`] = had[field];
      conditions.push(`#${field} = :had_${field}`);
    }
  }
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: want.key,
        UpdateExpression: `${counterSet}, #views = :views, #sessions = :sessions, #leads = :leads`,
        ConditionExpression: conditions.join(' AND '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/**
 * Makes one month's week and month rollups the sums of its daily rows; how many rows it set.
 * The rollups are read before the daily rows, and each is set only if unchanged since, so an add
 * that lands meanwhile (daily row and rollups in one transaction) is never lost nor counted twice:
 * the month is read again instead.
 */
async function rebuildMonth(month: string): Promise<number> {
  let set = 0;
  for (let attempt = 1; ; attempt += 1) {
    const read = (condition: string, bound: string) =>
      queryAll({
        TableName: table(),
        KeyConditionExpression: `pk = :pk AND ${condition}`,
        ExpressionAttributeValues: { ':pk': `m#${month}`, ':bound': bound },
        ConsistentRead: true,
      });
    // Every rollup's sort key starts with a letter, every day's with a digit.
    const rollups = await read('sk >= :bound', 'a');
    const days = await read('sk < :bound', 'a');
    const had = new Map(rollups.items.map((item) => [String(item.sk), item]));
    // What the daily rows add up to in each rollup (the daily rows themselves left out).
    const sums = [...sumTargets(days.items.map((item) => counterRowOf(month, item))).values()];
    const stale = sums.filter((sum) => {
      if (/^[0-9]/.test(sum.key.sk)) return false;
      const item = had.get(sum.key.sk);
      if (!item) return sum.views + sum.sessions + sum.leads > 0;
      return (
        number(item.views) !== sum.views ||
        number(item.sessions) !== sum.sessions ||
        number(item.leads) !== sum.leads
      );
    });
    let changed = 0;
    let raced = false;
    for (let start = 0; start < stale.length; start += 25) {
      const done = await Promise.all(
        stale.slice(start, start + 25).map((sum) => setRollup(sum, had.get(sum.key.sk))),
      );
      changed += done.filter(Boolean).length;
      raced ||= done.includes(false);
    }
    set += changed;
    if (!raced) return set;
    if (attempt >= rebuildAttempts)
      throw new Error(`The rollups of ${month} kept changing while being rebuilt`);
  }
}

/**
 * The week and month rollups of the counters stored before they existed (a data migration): each
 * month still kept is rebuilt from its daily rows; a month whose rollups already match them is
 * left alone, so a second run changes nothing. Says how many rollup rows it set.
 */
export async function rebuildCounterRollups(now = new Date()): Promise<string[]> {
  const months = monthsOf(keptFromOf(now.getTime()), now.toISOString().slice(0, 10)).map(
    (part) => part.month,
  );
  let set = 0;
  for (const month of months) set += await rebuildMonth(month);
  return [`${set} analytics rollup rows set over ${months.length} months`];
}
