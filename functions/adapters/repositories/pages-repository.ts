/**
 * Programmatic pages in DynamoDB (table `pages`): one item per page keyed by id, with
 * `entity = 'page'` so the byEntity index lists them newest first, and the bySlug index finding
 * a page by its public slug. A page's slug is claimed with a marker in the `uniques` table in the
 * same transaction as the page, so two pages can never share a slug. The only code that knows
 * this table's keys.
 */
import {
  dynamoClient,
  GetCommand,
  QueryCommand,
  UpdateCommand,
} from '@functions/adapters/dynamo/document-client';
import { normaliseSeo, type SeoFields } from '@shared/rules/seo-fields';
import { pageRecordSchema, type PageRecord } from '@shared/schemas/page';
import { parseStoredRow } from '@functions/adapters/dynamo/stored-row';
import { batchGetByKey } from '@functions/adapters/dynamo/batch-get';
import { queryAll } from '@functions/adapters/dynamo/pages';
import { isConditionFailed } from '@functions/adapters/dynamo/conditions';
import { claimUnique, failedConditions, releaseUnique } from '@functions/adapters/dynamo/uniques';
import { transactWrite } from '@functions/adapters/dynamo/transact-write';
import {
  forgetRevisions,
  revisionWriteItems,
} from '@functions/adapters/repositories/revisions-repository';
import type { PageChanges, PageStore } from '@functions/domain/pages/page-store';
import type { ActivityEntry } from '@shared/schemas/activity';
import { activityPut } from '@functions/adapters/repositories/activity-repository';
import type { RevisionEntry } from '@functions/domain/revisions/revision-ports';
import type { PublishedSlug } from '@functions/domain/sitemap/sitemap';
import { config } from '@functions/lib/config';
import { scheduleUpdate } from './schedule-index';
import { listingSteps, pageEntry } from './listings-table';
import { counterUpdates, reviewCountChanges } from './counters-repository';

const entity = 'page';

/** What the Waiting for review count reads of a page. */
const reviewable = (page: PageRecord) => ({
  published: page.status === 'published',
  review: page.review,
});

/**
 * A stored item as a record, parsed with the record's schema (dynamo/stored-row.ts): the index
 * attributes are dropped, the defaults of fields added since the row was written filled; a row
 * that does not match throws, logged with its id.
 */
export function toRecord(item: Record<string, unknown>): PageRecord {
  return parseStoredRow(pageRecordSchema, item, {
    table: config().tables.pages,
    key: { id: item.id },
  });
}

/** The sitemap's view of a stored `seo` object: its noindex switch and canonical, when set. */
function seoSwitches(value: unknown): Pick<PublishedSlug, 'seo'> {
  if (typeof value !== 'object' || value === null) return {};
  const { noindex, canonical } = normaliseSeo(value as Partial<SeoFields>);
  return { seo: { noindex, canonical } };
}

/** {@link PageStore} on the pages table. */
export class DynamoPageRepository implements PageStore {
  private get table() {
    return config().tables.pages;
  }

  async create(page: PageRecord, activity?: ActivityEntry): Promise<'created' | 'slug-taken'> {
    try {
      await transactWrite([
        {
          Put: {
            TableName: this.table,
            Item: { ...page, entity },
            ConditionExpression: 'attribute_not_exists(id)',
          },
        },
        claimUnique('page-slug', page.slug, page.id),
        ...listingSteps('page', undefined, pageEntry(page)),
        ...counterUpdates(reviewCountChanges(page.id, undefined, reviewable(page))),
        ...(activity ? [activityPut(activity)] : []),
      ]);
      return 'created';
    } catch (error) {
      if (failedConditions(error).includes(1)) return 'slug-taken';
      throw error;
    }
  }

  async get(id: string): Promise<PageRecord | undefined> {
    const { Item } = await dynamoClient().send(
      new GetCommand({ TableName: this.table, Key: { id } }),
    );
    return Item ? toRecord(Item) : undefined;
  }

  /**
   * Pages by id, one BatchGetItem per 100; missing ids left out. Strongly consistent, as the
   * articles' `getMany`: the render worker reads a page with it right after the write that queued
   * the render, and must not render the page as it was before.
   */
  async getMany(ids: readonly string[]): Promise<PageRecord[]> {
    const items = await batchGetByKey(ids, { table: this.table, keyName: 'id', consistent: true });
    return items.map(toRecord);
  }

  async findBySlug(slug: string): Promise<PageRecord | undefined> {
    const { Items } = await dynamoClient().send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'bySlug',
        KeyConditionExpression: 'slug = :slug',
        ExpressionAttributeValues: { ':slug': slug },
        Limit: 1,
      }),
    );
    const item = Items?.[0];
    return item ? toRecord(item) : undefined;
  }

  async listNewestFirst(): Promise<PageRecord[]> {
    const { items } = await queryAll({
      TableName: this.table,
      IndexName: 'byEntity',
      KeyConditionExpression: 'entity = :entity',
      ExpressionAttributeValues: { ':entity': entity },
      ScanIndexForward: false,
    });
    return items.map(toRecord);
  }

  /**
   * Slug, last change and SEO switches of every published page, newest first, for the XML
   * sitemap: a Query on byEntity returning only those attributes (no Scan).
   */
  async publishedSlugs(): Promise<PublishedSlug[]> {
    const { items } = await queryAll({
      TableName: this.table,
      IndexName: 'byEntity',
      KeyConditionExpression: 'entity = :entity',
      FilterExpression: '#status = :published',
      ProjectionExpression: 'slug, updated_at, seo',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':entity': entity, ':published': 'published' },
      ScanIndexForward: false,
    });
    return items.map((item) => ({
      slug: String(item.slug),
      updated_at: String(item.updated_at),
      ...seoSwitches(item.seo),
    }));
  }

  async update(
    id: string,
    expectedVersion: number,
    changes: PageChanges,
    revision?: RevisionEntry,
    activity?: ActivityEntry,
  ): Promise<PageRecord | undefined> {
    // A schedule change also sets or removes its index attributes (schedule-index.ts); a review
    // present and undefined is removed (PageChanges).
    const scheduled = scheduleUpdate(changes);
    const schedule = {
      set: scheduled.set,
      remove: [
        ...scheduled.remove,
        ...('review' in changes && changes.review === undefined ? ['review'] : []),
        ...('quality' in changes && changes.quality === undefined ? ['quality'] : []),
      ],
    };
    const fields = [
      ...Object.entries(changes).filter(([, value]) => value !== undefined),
      ...Object.entries(schedule.set),
    ];
    const names = Object.fromEntries(fields.map(([name], index) => [`#f${index}`, name]));
    const values = Object.fromEntries(fields.map(([, value], index) => [`:f${index}`, value]));
    const sets = fields.map((_, index) => `#f${index} = :f${index}`);
    const removed = Object.fromEntries(schedule.remove.map((name, index) => [`#r${index}`, name]));
    const removes = Object.keys(removed);
    const update = {
      TableName: this.table,
      Key: { id },
      UpdateExpression: `SET ${[...sets, '#version = #version + :one'].join(', ')}${
        removes.length > 0 ? ` REMOVE ${removes.join(', ')}` : ''
      }`,
      ConditionExpression: 'attribute_exists(id) AND #version = :expected',
      ExpressionAttributeNames: { ...names, ...removed, '#version': 'version' },
      ExpressionAttributeValues: { ...values, ':one': 1, ':expected': expectedVersion },
    };
    // A change that keeps a revision, or moves what the admin list or the sitemap shows (status,
    // keyword, title, slug, SEO switches, last change), is one transaction with the revision and
    // the page's index rows. A transaction returns no item, so the page written is `before` (the
    // revision's kept state, or read now; the version condition proves it is the page the change
    // applies to) with the changes applied.
    const listed = [
      'status',
      'keyword',
      'title',
      'review',
      'quality',
      'slug',
      'seo',
      'updated_at',
    ].some((name) => name in changes);
    const before = revision
      ? (revision.snapshot as PageRecord)
      : listed || activity
        ? await this.get(id)
        : undefined;
    if (before) {
      if (before.version !== expectedVersion) return undefined;
      const merged: Record<string, unknown> = {
        ...before,
        ...Object.fromEntries(fields),
        version: before.version + 1,
      };
      for (const name of schedule.remove) delete merged[name];
      const after = toRecord(merged);
      try {
        await transactWrite([
          { Update: update },
          ...(listed ? listingSteps('page', pageEntry(before), pageEntry(after)) : []),
          ...(listed
            ? counterUpdates(reviewCountChanges(after.id, reviewable(before), reviewable(after)))
            : []),
          ...(revision ? await revisionWriteItems(revision, after) : []),
          ...(activity ? [activityPut(activity)] : []),
        ]);
        return after;
      } catch (error) {
        if (failedConditions(error).length > 0) return undefined;
        throw error;
      }
    }
    try {
      const { Attributes } = await dynamoClient().send(
        new UpdateCommand({ ...update, ReturnValues: 'ALL_NEW' }),
      );
      return Attributes ? toRecord(Attributes) : undefined;
    } catch (error) {
      if (isConditionFailed(error)) return undefined;
      throw error;
    }
  }

  async remove(page: PageRecord, activity?: ActivityEntry): Promise<boolean> {
    const removed = await this.removeWithMarker(page, activity);
    if (removed) await forgetRevisions('page', page.id);
    return removed;
  }

  private async removeWithMarker(page: PageRecord, activity?: ActivityEntry): Promise<boolean> {
    try {
      await transactWrite([
        {
          Delete: {
            TableName: this.table,
            Key: { id: page.id },
            ConditionExpression: 'attribute_exists(id)',
          },
        },
        releaseUnique('page-slug', page.slug, page.id),
        ...listingSteps('page', pageEntry(page), undefined),
        ...counterUpdates(reviewCountChanges(page.id, reviewable(page), undefined)),
        ...(activity ? [activityPut(activity)] : []),
      ]);
      return true;
    } catch (error) {
      const failed = failedConditions(error);
      if (failed.includes(0)) return false;
      if (failed.includes(1)) return this.removeWithoutMarker(page, activity);
      throw error;
    }
  }

  // A page whose marker is missing or held by another id (written outside this repository):
  // delete the page alone rather than leave it undeletable.
  private async removeWithoutMarker(page: PageRecord, activity?: ActivityEntry): Promise<boolean> {
    try {
      await transactWrite([
        {
          Delete: {
            TableName: this.table,
            Key: { id: page.id },
            ConditionExpression: 'attribute_exists(id)',
          },
        },
        ...listingSteps('page', pageEntry(page), undefined),
        ...counterUpdates(reviewCountChanges(page.id, reviewable(page), undefined)),
        ...(activity ? [activityPut(activity)] : []),
      ]);
      return true;
    } catch (error) {
      if (failedConditions(error).includes(0)) return false;
      throw error;
    }
  }
}

/** The process's page repository, built once at module scope (its SDK client is lazy). */
export const pageRepository = new DynamoPageRepository();
