/**
 * The permission sets of the manifest: what one kind of write touches, named once. Routes, queues
 * and schedules are built from them, so two callers of the same domain write (a save and a
 * restore, the publish switch and the scheduled publish) get the same grants by construction.
 * CDK turns a function's merged sets into IAM statements; the sandbox refuses anything else
 * (infra/function-uses.ts).
 */
import { mergeUses } from '../function-uses';
import type { FunctionUse, TableUse } from '../manifest';

/** Several permission sets as one (table modes widen to `write`, queues unite). */
export function grants(...sets: readonly FunctionUse[]): FunctionUse & { tables: TableUse } {
  return { tables: {}, ...mergeUses(sets) };
}

/** Every admin write of an article or page keeps the state it replaced and its activity entry. */
const audited = { revisions: 'write', activity: 'append' } as const;

/**
 * An article save (the editor's Save, a restore): the item, its slug marker, the counters and
 * list rows kept with it, the author and category it names (condition checks), a render.
 */
export const articleSave = {
  tables: {
    articles: 'write',
    authors: 'read',
    categories: 'read',
    uniques: 'write',
    counters: 'write',
    listings: 'write',
    ...audited,
  },
  queues: ['render'],
} as const satisfies FunctionUse;

/** A new article: as a save, but there is no earlier state to keep. */
export const articleCreate = {
  tables: {
    articles: 'write',
    authors: 'read',
    categories: 'read',
    uniques: 'write',
    counters: 'write',
    listings: 'write',
    activity: 'append',
  },
  queues: ['render'],
} as const satisfies FunctionUse;

/** Deleting an article: its slug marker, counters, list rows and revisions go with it. */
export const articleDelete = {
  tables: { articles: 'write', uniques: 'write', counters: 'write', listings: 'write', ...audited },
  queues: ['render'],
} as const satisfies FunctionUse;

/** The article publish switch (the toggle, an approval, the scheduled publish). */
export const articlePublish = {
  tables: { articles: 'write', counters: 'write', listings: 'write', ...audited },
  queues: ['render'],
} as const satisfies FunctionUse;

/** A programmatic page save (its SEO, a restore): the item, its list rows, a render. */
export const pageSave = {
  tables: { pages: 'write', listings: 'write', ...audited },
  queues: ['render'],
} as const satisfies FunctionUse;

/** The page publish switch: a save that also ends a review (the Waiting for review count). */
export const pagePublish = grants(pageSave, { tables: { counters: 'write' } });

/** Deleting a page: its slug marker and the Waiting for review count go with it. */
export const pageDelete = grants(pagePublish, { tables: { uniques: 'write' } });

/** New programmatic pages (one, or a CSV import): the items, slug markers, list rows, generation. */
export const pageCreate = {
  tables: { pages: 'write', uniques: 'write', listings: 'write', activity: 'append' },
  queues: ['generation'],
} as const satisfies FunctionUse;

/** What a review write touches besides its item's own table. */
export const reviewWrites = {
  tables: { listings: 'write', counters: 'write', ...audited },
} as const satisfies FunctionUse;

/** Scheduling a draft: the item (given by the caller), ending its review, its activity entry. */
export const scheduleWrite = {
  tables: { activity: 'append', listings: 'write', counters: 'write' },
} as const satisfies FunctionUse;

/** A restore writes a revision's fields back through the item's own save. */
export const restore = grants(articleSave, pageSave);

/** The scheduled publish: the publish switch of articles and pages. */
export const scheduledPublish = grants(articlePublish, pagePublish);
