/**
 * The admin lists' readers (issue #20, item 5): the ids of a page from the listings index
 * (listings-table.ts: one Query), then the rows shown by key (one BatchGetItem of at most `limit`
 * items). Neither read grows with the table.
 */
import type { CursorPage } from '@shared/schemas/admin-list';
import type { AdminArticleListItem } from '@shared/schemas/article';
import type { ContactRecord } from '@shared/schemas/contact';
import type { PageRecord } from '@shared/schemas/page';
import { batchGetByKey } from '@functions/adapters/dynamo/batch-get';
import type { ListReader, ListRequest } from '@functions/domain/lists/admin-lists';
import { config } from '@functions/lib/config';
import {
  adminArticleRowAttributes,
  fromProjection,
  table as articlesTable,
} from './articles-table';
import { queryListing, type ListKind } from './listings-table';
import { toRecord as toPageRecord } from './pages-repository';

/** Reads the items of a page by key; an id whose item is gone meanwhile is left out. */
class ListingReader<Item> implements ListReader<Item> {
  constructor(
    private readonly kind: ListKind,
    private readonly table: () => string,
    private readonly toItem: (item: Record<string, unknown>) => Item,
    private readonly attributes?: readonly string[],
  ) {}

  async page(request: ListRequest): Promise<CursorPage<Item>> {
    const ids = await queryListing(this.kind, request);
    const items = await batchGetByKey(ids.items, {
      table: this.table(),
      keyName: 'id',
      ...(this.attributes ? { attributes: this.attributes } : {}),
    });
    return { items: items.map(this.toItem), nextCursor: ids.nextCursor };
  }
}

/** An item without the attributes only the table's own indexes use. */
function withoutEntity<T>(item: Record<string, unknown>): T {
  const { entity: _entity, ...record } = item;
  return record as T;
}

/** The admin article list. */
export const articleListReader = new ListingReader<AdminArticleListItem>(
  'article',
  articlesTable,
  (item) => fromProjection(item, adminArticleRowAttributes),
  adminArticleRowAttributes,
);

/** The admin programmatic page list. */
export const pageListReader = new ListingReader<PageRecord>(
  'page',
  () => config().tables.pages,
  toPageRecord,
);

/** The admin contact submission list. */
export const contactListReader = new ListingReader<ContactRecord>(
  'contact',
  () => config().tables.contacts,
  withoutEntity,
);
