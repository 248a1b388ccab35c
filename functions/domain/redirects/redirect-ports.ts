/**
 * What the redirects manager needs, said without AWS words. Adapter:
 * functions/adapters/repositories/redirects-repository.ts.
 */
import type { ActivityEntry } from '@shared/schemas/activity';
import type { RedirectKind } from '@shared/schemas/redirect';

/** A managed redirect as stored (the fixed ones are code, never stored). */
export interface RedirectRecord {
  from: string;
  to: string;
  status: 301 | 302;
  kind: Exclude<RedirectKind, 'fixed'>;
  /** Who keeps a `slug` redirect: `article:<id>`. */
  owner?: string;
  updated_at: string;
}

/** One all-or-nothing write of the manager. */
export interface RedirectWrite {
  record: RedirectRecord;
  /** Create (no redirect from that path yet) or replace the manual one read as `expectedTo`. */
  mode: { create: true } | { create: false; expectedTo: string };
  /** Manual redirects re-pointed at the new target, each only if it still points at `from`. */
  repoint: { from: string; to: string; expectedTo: string }[];
  /** The activity log's entry, written in the same transaction. */
  activity: ActivityEntry;
}

export interface RedirectStore {
  /** Every managed redirect, by path. */
  list(): Promise<RedirectRecord[]>;
  get(from: string): Promise<RedirectRecord | undefined>;
  /** Writes all of it or nothing; `changed` when a redirect it read has changed meanwhile. */
  save(write: RedirectWrite): Promise<'saved' | 'changed'>;
  /** Deletes the manual redirect from `from`; false when there is none. */
  removeManual(from: string, activity: ActivityEntry): Promise<boolean>;
}

/** Whether visitors reach a page at a path today. */
export interface LivePages {
  isLive(path: string): Promise<boolean>;
}
