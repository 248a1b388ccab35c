/**
 * The `media` table (key `key`: the object key of an upload in the images bucket), one row per
 * processed image, written once by the image worker. Reads: GetItem (the worker's "done
 * already?"), BatchGetItem of the images of one page of articles (at most six keys). No index.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mediaRecordSchema, type MediaRecord } from '@shared/schemas/media';
import { dynamoClient } from '@functions/adapters/aws-clients';
import { batchGetByKey } from '@functions/adapters/dynamo/batch-get';
import type { MediaStore } from '@functions/domain/media/image-ports';
import { config } from '@functions/lib/config';

const table = () => config().tables.media;

/** A stored row as the domain sees it; a row that no longer parses is treated as absent. */
function fromItem(item: Record<string, unknown> | undefined): MediaRecord | undefined {
  const parsed = mediaRecordSchema.safeParse(item);
  return parsed.success ? parsed.data : undefined;
}

export const mediaRepository: MediaStore = {
  async get(key) {
    const { Item } = await dynamoClient().send(
      new GetCommand({ TableName: table(), Key: { key } }),
    );
    return fromItem(Item);
  },

  async getMany(keys) {
    const items = await batchGetByKey(keys, { table: table(), keyName: 'key' });
    return items.flatMap((item) => fromItem(item) ?? []);
  },

  async put(record) {
    await dynamoClient().send(new PutCommand({ TableName: table(), Item: record }));
  },
};
