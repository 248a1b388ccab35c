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

/** The worker's writes. */
export interface CounterStore {
  /**
   * Claims the first view of `sessionId` on `day` within `scope` ('' for the site, else a path)
   * for message `messageId`. True for the claimer, also when the same message asks again (a
   * redelivery); false when another message claimed it first.
   */
  claimSession(day: string, scope: string, sessionId: string, messageId: string): Promise<boolean>;
  /** Adds every amount at once, exactly once per `messageId`; false when it was added before. */
  addOnce(messageId: string, counters: CounterAdd[], rollups: RollupAdd[]): Promise<boolean>;
}

/** One counter row of a day, as read back. */
export interface CounterRow {
  day: string;
  dimension: CounterDimension;
  key: string;
  views: number;
  sessions: number;
  leads: number;
}

/** The dashboard's reads. */
export interface CounterReader {
  /** Every counter row of the days from `from` to `to` (both included). */
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
