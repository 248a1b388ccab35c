/**
 * The edge store ({@link EdgeStore}): what the edge reads for every request (published slugs and
 * their redirects; see shared/rules/path-rule.ts). Values are the JSON of an {@link EdgeEntry}.
 *
 * A CloudFront KeyValueStore, the one the site's CloudFront Function reads: in AWS the real one,
 * in the sandbox its emulator (infra/local/cloudfront.ts), through the same SDK calls either way.
 * Its API takes SigV4A signatures and a conditional write per change (the store's ETag); a write
 * that loses to another is retried on the new ETag.
 */
import {
  DeleteKeyCommand,
  DescribeKeyValueStoreCommand,
  GetKeyCommand,
  ListKeysCommand,
  PutKeyCommand,
  UpdateKeysCommand,
} from '@aws-sdk/client-cloudfront-keyvaluestore';
import { parseEdgeEntry, type EdgeEntry } from '@shared/rules/path-rule';
import { maxEdgeUpdate, type EdgeStore } from '@functions/domain/render/render-ports';
// The KeyValueStore API takes SigV4A signatures only; the SDK loads the signer from this package.
// Imported here, by the store's only user, not with the shared clients: every other function's
// bundle would carry the signer (about 36 KB minified) for nothing.
import '@aws-sdk/signature-v4a';
import { keyValueStoreClient } from '@functions/adapters/aws-clients';
import { config } from '@functions/lib/config';

const conflictAttempts = 5;
/** Most keys one ListKeys answers (the service's maximum). */
const listPage = 50;

/** A CloudFront KeyValueStore as the edge store. */
export function keyValueEdgeStore(kvsArn: string): EdgeStore {
  const client = keyValueStoreClient();
  const etag = async () =>
    (await client.send(new DescribeKeyValueStoreCommand({ KvsARN: kvsArn }))).ETag;
  const conditional = async (write: (ifMatch: string | undefined) => Promise<unknown>) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await write(await etag());
        return;
      } catch (error) {
        // A write made against an ETag another write has moved on is refused as a conflict.
        const lost = (error as Error).name === 'ConflictException';
        if (!lost || attempt >= conflictAttempts) throw error;
      }
    }
  };
  return {
    async get(key) {
      try {
        const answer = await client.send(new GetKeyCommand({ KvsARN: kvsArn, Key: key }));
        return parseEdgeEntry(answer.Value);
      } catch (error) {
        if ((error as Error).name === 'ResourceNotFoundException') return undefined;
        throw error;
      }
    },
    async entries() {
      const found = new Map<string, EdgeEntry>();
      let token: string | undefined;
      do {
        const answer = await client.send(
          new ListKeysCommand({ KvsARN: kvsArn, MaxResults: listPage, NextToken: token }),
        );
        for (const item of answer.Items ?? []) {
          const entry = item.Key ? parseEdgeEntry(item.Value) : undefined;
          if (entry) found.set(item.Key!, entry);
        }
        token = answer.NextToken;
      } while (token);
      return found;
    },
    async put(key: string, entry: EdgeEntry) {
      await conditional((ifMatch) =>
        client.send(
          new PutKeyCommand({
            KvsARN: kvsArn,
            Key: key,
            Value: JSON.stringify(entry),
            IfMatch: ifMatch,
          }),
        ),
      );
    },
    async remove(key) {
      await conditional(async (ifMatch) => {
        try {
          await client.send(new DeleteKeyCommand({ KvsARN: kvsArn, Key: key, IfMatch: ifMatch }));
        } catch (error) {
          if ((error as Error).name !== 'ResourceNotFoundException') throw error;
        }
      });
    },
    async update(puts, removes) {
      if (puts.size + removes.size === 0) return;
      if (puts.size + removes.size > maxEdgeUpdate)
        throw new Error(`One edge store update changes at most ${maxEdgeUpdate} keys`);
      await conditional((ifMatch) =>
        client.send(
          new UpdateKeysCommand({
            KvsARN: kvsArn,
            IfMatch: ifMatch,
            Puts: [...puts].map(([key, entry]) => ({ Key: key, Value: JSON.stringify(entry) })),
            Deletes: [...removes].map((key) => ({ Key: key })),
          }),
        ),
      );
    },
  };
}

/** The edge store of this stage: its KeyValueStore (the sandbox's emulated one locally). */
export function edgeStore(): EdgeStore {
  const { render } = config();
  if (!render.edgeStoreArn) throw new Error('No edge store configured: set EDGE_STORE_ARN');
  return keyValueEdgeStore(render.edgeStoreArn);
}
