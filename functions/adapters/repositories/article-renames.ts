/**
 * Renames reaching the articles: an author's or a category's new name is copied onto each of
 * their articles (names are denormalised for listing, DESIGN.md section 4), with the counters and
 * index attributes the change implies. A fan-out over many articles, kept apart from the
 * repository's single-article writes.
 */
import type { ArticleRecord } from '@shared/schemas/article';
import { batchGetByKey } from '@functions/adapters/dynamo/batch-get';
import { transactWrite, type TransactItem } from '@functions/adapters/dynamo/transact-write';
import { failedConditions } from '@functions/adapters/dynamo/uniques';
import {
  articleCountChanges,
  counterUpdates,
  mergeCounterChanges,
  type CounterChanges,
} from '@functions/adapters/repositories/counters-repository';
import type { ArticleRenames } from '@functions/domain/articles/article-ports';
import {
  fromProjection,
  indexAttributes,
  indexes,
  keysOf,
  table,
  type Index,
} from './articles-table';

/** What a rename needs to read of each article it rewrites. */
const renameAttributes = [
  'id',
  'version',
  'author_id',
  'author_name',
  'category_id',
  'category_name',
  'is_published',
] as const satisfies readonly (keyof ArticleRecord)[];

type RenameView = Pick<ArticleRecord, (typeof renameAttributes)[number]>;

/**
 * Articles rewritten per transaction by a rename: each one item, plus the published count of the
 * old and the new category name on their shards (32 rows at most), within the 100 items allowed.
 */
const renameChunk = 40;
const renameAttempts = 5;

/** Author and category renames applied to their articles in DynamoDB. */
export class DynamoArticleRenames implements ArticleRenames {
  async renameAuthor(authorId: string, name: string): Promise<number> {
    return this.rewrite(indexes.author, authorId, (article) =>
      article.author_id === authorId && article.author_name !== name
        ? { ...article, author_name: name }
        : undefined,
    );
  }

  async renameCategory(categoryId: string, name: string): Promise<number> {
    return this.rewrite(indexes.category, categoryId, (article) =>
      article.category_id === categoryId && article.category_name !== name
        ? { ...article, category_name: name }
        : undefined,
    );
  }

  /**
   * Applies `change` to every article of an index partition (an author's or a category's), in
   * transactions of {@link renameChunk} articles, each with its counter changes, so counts stay
   * exact at every moment. Each article is rewritten only if its version is the one just read;
   * a chunk that lost a race is read again. Safe to run again: articles already right are skipped,
   * so repeating a rename finishes one that was interrupted.
   */
  private async rewrite(
    index: Index,
    ownerId: string,
    change: (article: RenameView) => RenameView | undefined,
  ): Promise<number> {
    const ids = await keysOf(index, ownerId);
    let changed = 0;
    for (let start = 0; start < ids.length; start += renameChunk) {
      const chunk = ids.slice(start, start + renameChunk);
      for (let attempt = 1; ; attempt += 1) {
        const current = (
          await batchGetByKey(chunk, {
            table: table(),
            keyName: 'id',
            attributes: renameAttributes,
            consistent: true,
          })
        ).map((item) => fromProjection(item, renameAttributes));
        const rewrites = current.flatMap((before) => {
          const after = change(before);
          return after ? [{ before, after }] : [];
        });
        if (rewrites.length === 0) break;
        const counters: CounterChanges = new Map();
        for (const { before, after } of rewrites)
          mergeCounterChanges(counters, articleCountChanges(before, after));
        try {
          await transactWrite([
            ...rewrites.map(({ before, after }) => renameUpdate(before, after)),
            ...counterUpdates(counters),
          ]);
          changed += rewrites.length;
          break;
        } catch (error) {
          if (failedConditions(error).length === 0 || attempt >= renameAttempts) throw error;
        }
      }
    }
    return changed;
  }
}

/** The process's article renames, built once at module scope. */
export const articleRenames = new DynamoArticleRenames();

/** The update of one article by a rename: the new names, index attributes, next version. */
function renameUpdate(before: RenameView, after: RenameView): TransactItem {
  const index = indexAttributes(after);
  const names: Record<string, string> = {
    '#version': 'version',
    '#author': 'author_name',
    '#category': 'category_name',
    '#pk': 'published_key',
    '#pc': 'published_category',
  };
  const values: Record<string, unknown> = {
    ':version': before.version,
    ':next': before.version + 1,
    ':author': after.author_name,
    ':category': after.category_name,
  };
  let expression = 'SET #version = :next, #author = :author, #category = :category';
  if (index.published_key) {
    expression += ', #pk = :pk, #pc = :pc';
    values[':pk'] = index.published_key;
    values[':pc'] = index.published_category;
  } else {
    expression += ' REMOVE #pk, #pc';
  }
  return {
    Update: {
      TableName: table(),
      Key: { id: before.id },
      UpdateExpression: expression,
      ConditionExpression: '#version = :version',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}
