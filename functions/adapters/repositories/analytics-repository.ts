/**
 * The analytics table (first-party analytics, DESIGN.md section 13). The only code that knows its
 * keys:
 * - daily counters: `pk = m#YYYY-MM`, `sk = YYYY-MM-DD#<dimension>#<key>` with `views`,
 *   `sessions`, `leads` (and `dropped` on the day's total), added with atomic ADD updates; one
 *   partition per month, so the dashboard's range is one Query per month it touches (a 90-day
 *   range: 4 Queries run side by side), whose cost follows days x rows per day, never the views;
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
 * days after their month's first day (the lists read only the last 30 days).
 */
import { dynamoClient, UpdateCommand } from '@functions/adapters/dynamo/document-client';
import { batchGetItems } from '@functions/adapters/dynamo/batch-get';
import { queryAll } from '@functions/adapters/dynamo/pages';
import { failedConditions } from '@functions/adapters/dynamo/uniques';
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

/** The key of a day's counter. */
function counterKey(day: string, dimension: CounterDimension, key: string) {
  return { pk: `m#${day.slice(0, 7)}`, sk: `${day}#${dimension}#${key}` };
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

function counterUpdate(add: CounterAdd): TransactItem {
  return {
    Update: {
      TableName: table(),
      Key: counterKey(add.day, add.dimension, add.key),
      UpdateExpression: `${counterSet} ADD #views :views, #sessions :sessions, #leads :leads`,
      ExpressionAttributeNames: usedNames(`${counterSet} #views #sessions #leads`),
      ExpressionAttributeValues: {
        ':expires': epochOf(add.day) + counterDays * daySeconds,
        ':views': add.views ?? 0,
        ':sessions': add.sessions ?? 0,
        ':leads': add.leads ?? 0,
      },
    },
  };
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

/** The items of some messages' summed amounts: one update per counter and per path's month. */
function amountItems(entries: readonly MessageAmounts[]): TransactItem[] {
  const counters = new Map<string, CounterAdd>();
  const rollups = new Map<string, RollupAdd>();
  for (const entry of entries) {
    for (const add of entry.counters) {
      const id = `${add.day}|${add.dimension}|${add.key}`;
      const sum = counters.get(id) ?? { day: add.day, dimension: add.dimension, key: add.key };
      for (const field of ['views', 'sessions', 'leads'] as const)
        if (add[field]) sum[field] = (sum[field] ?? 0) + add[field];
      counters.set(id, sum);
    }
    for (const add of entry.rollups) {
      const id = `${add.path}|${add.day}`;
      const sum = rollups.get(id) ?? { path: add.path, day: add.day };
      if (add.views) sum.views = (sum.views ?? 0) + add.views;
      if (add.leads) sum.leads = (sum.leads ?? 0) + add.leads;
      rollups.set(id, sum);
    }
  }
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
    const next = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1))
      .toISOString()
      .slice(0, 10);
    const last = new Date(Date.parse(next) - daySeconds * 1000).toISOString().slice(0, 10);
    months.push({ month, from: cursor, to: last < to ? last : to });
    cursor = next;
  }
  return months;
}

const number = (value: unknown) => (typeof value === 'number' ? value : 0);

function batchGetRollups(paths: string[], days: string[]): Promise<Record<string, unknown>[]> {
  const months = [...new Set(days.map((day) => day.slice(0, 7)))];
  return batchGetItems(
    paths.flatMap((path) => months.map((month) => rollupKey(path, month))),
    { table: table(), attributes: ['pk', ...days.flatMap((day) => [`v_${day}`, `l_${day}`])] },
  );
}

export const analyticsCounterReader: CounterReader = {
  async rowsBetween(from, to) {
    const months = await Promise.all(
      monthsOf(from, to).map((month) =>
        queryAll({
          TableName: table(),
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
          ExpressionAttributeNames: usedNames('#views #sessions #leads'),
          ExpressionAttributeValues: {
            ':pk': `m#${month.month}`,
            ':from': `${month.from}#`,
            // '~' sorts after every dimension name, so the last day's rows are all in range.
            ':to': `${month.to}#~`,
          },
          // The sort key names the day, dimension and key: reading it alone halves the bytes of
          // the thousands of rows a long range reads.
          ProjectionExpression: 'sk, #views, #sessions, #leads',
        }),
      ),
    );
    return months.flatMap((result) =>
      result.items.map((item): CounterRow => {
        const sk = String(item.sk);
        // `YYYY-MM-DD#<dimension>#<key>`: a key may hold '#' itself, a dimension never does.
        const dimensionEnd = sk.indexOf('#', 11);
        return {
          day: sk.slice(0, 10),
          dimension: sk.slice(11, dimensionEnd) as CounterDimension,
          key: sk.slice(dimensionEnd + 1),
          views: number(item.views),
          sessions: number(item.sessions),
          leads: number(item.leads),
        };
      }),
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
