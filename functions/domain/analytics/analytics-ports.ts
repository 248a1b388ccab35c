/** What the analytics domain needs, said without AWS words (adapters: the analytics table, SQS). */
import type { Attribution, LeadKind } from '@shared/schemas/analytics';
import type { AnalyticsMessage } from '@shared/schemas/analytics-queue';

/** Hands a message to the analytics worker. Throws when the queue refuses it. */
export interface AnalyticsQueue {
  send(message: AnalyticsMessage): Promise<void>;
}

/** What a counter row counts. */
export type CounterDimension = 'total' | 'path' | 'referrer' | 'campaign' | 'device' | 'kind';

/** Amounts one message adds to one daily counter. */
export interface CounterAdd {
  /** `YYYY-MM-DD` (UTC). */
  day: string;
  dimension: CounterDimension;
  /** The path, referrer domain, `source|medium|campaign`, device class or lead kind ('' for total). */
  key: string;
  views?: number;
  sessions?: number;
  leads?: number;
}

/** Amounts one message adds to one path's rolling per-day figures (the lists' columns). */
export interface RollupAdd {
  path: string;
  day: string;
  views?: number;
  leads?: number;
}

/**
 * What a batch asks of one session's day: for the site and for each path it viewed, the message
 * proposed as that session's first view (the first in the batch that has one).
 */
export interface SessionClaim {
  day: string;
  sessionId: string;
  /** The message proposed as the session's first view of the day. */
  site: string;
  /** Per path, the message proposed as the session's first view of that path on the day. */
  paths: ReadonlyMap<string, string>;
}

/** Who holds a session's day after a claim: the message that claimed each scope first, ever. */
export interface SessionOwners {
  site: string;
  paths: ReadonlyMap<string, string>;
}

/** Everything one message adds, summed by counter and by path rollup. */
export interface MessageAmounts {
  messageId: string;
  counters: CounterAdd[];
  rollups: RollupAdd[];
}

/**
 * What became of one message's amounts: added now, found added before (a redelivery), or not
 * written (the error says why; SQS delivers the message again).
 */
export type AddOutcome = 'added' | 'before' | { error: unknown };

/** The worker's writes. */
export interface CounterStore {
  /**
   * Claims each session's first views (one claim per session and day of a batch). A scope already
   * held keeps its holder, so a redelivered message finds itself holding what it claimed before
   * and counts the same way again.
   */
  claimSessions(claims: readonly SessionClaim[]): Promise<SessionOwners[]>;
  /**
   * Adds each message's amounts exactly once per `messageId` (a message counted before adds
   * nothing), several messages to a write where they fit. Never throws: a write that fails is
   * that message's outcome.
   */
  addEach(entries: readonly MessageAmounts[]): Promise<Map<string, AddOutcome>>;
}

/** One counter row of a day, or of a longer period (a rollup), as read back. */
export interface CounterRow {
  /** The row's day: the first day of the period for a rollup's row (a `total` is always a day's). */
  day: string;
  dimension: CounterDimension;
  key: string;
  views: number;
  sessions: number;
  leads: number;
}

/** The dashboard's reads. */
export interface CounterReader {
  /**
   * Counter rows that sum exactly the days from `from` to `to` (both included): one `total` row
   * per day with counts, while another dimension's row may sum several of the days (a rollup).
   */
  rowsBetween(from: string, to: string): Promise<CounterRow[]>;
  /** Views and leads of each path on each of `days`. */
  pathDays(paths: string[], days: string[]): Promise<Map<string, { views: number; leads: number }>>;
}

/** A refused beacon, counted as dropped on its day (the HTTP side's only write). */
export interface DroppedCounter {
  addDropped(day: string): Promise<void>;
}

/** What the dashboard shows of a path's content, when it is an article or a programmatic page. */
export interface PathContent {
  title?: string;
  /** An article's category. */
  category?: string;
  /** A programmatic page's keyword and industry. */
  keyword?: string;
  industry?: string;
}

/** Looks up the content behind public paths (articles and pages by slug). */
export interface ContentLookup {
  describe(paths: string[]): Promise<Map<string, PathContent>>;
}

/**
 * Reports a stored lead to the counters (contact submissions, confirmed subscriptions). Never
 * throws: the lead is stored already, and losing its count must not fail the visitor's request.
 */
export interface LeadReporter {
  report(
    kind: LeadKind,
    leadId: string,
    attribution: Attribution | undefined,
    fallbackPath: string,
    at: Date,
  ): Promise<void>;
}
