/**
 * The edge store ({@link EdgeStore}): what the edge reads for every request (published slugs and
 * their redirects; see shared/rules/path-rule.ts). Values are the JSON of an {@link EdgeEntry}.
 *
 * - AWS: a CloudFront KeyValueStore, the one the site's CloudFront Function reads. Its API takes
 *   SigV4A signatures and a conditional write per change (the store's ETag); a write that loses
 *   to another is retried on the new ETag.
 * - Sandbox: a JSON file (`{ key: value }`) that the sandbox's HTTP server reads. Each change
 *   reads, changes and replaces the file synchronously, so concurrent jobs in the one process
 *   never lose each other's writes; a reader never sees it half-written (write, then rename).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  CloudFrontKeyValueStoreClient,
  DeleteKeyCommand,
  DescribeKeyValueStoreCommand,
  GetKeyCommand,
  PutKeyCommand,
} from '@aws-sdk/client-cloudfront-keyvaluestore';
import '@aws-sdk/signature-v4a';
import { parseEdgeEntry, type EdgeEntry } from '@shared/rules/path-rule';
import type { EdgeStore } from '@functions/domain/render/render-ports';
import { config } from '@functions/lib/config';

/** The sandbox's file: every key with its stored value. */
export function readEdgeFile(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/**
 * The file's content as this process last read or wrote it, with the file's stamp then: a
 * whole-site render reads an entry per page, and parsing the whole file for each one made the
 * render slower with every page. Another writer (a test, another process) changes the stamp, and
 * the file is read again.
 */
const edgeFiles = new Map<string, { stamp: string; values: Record<string, string> }>();

function stampOf(file: string): string {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.mtimeMs}:${stat.size}:${stat.ino}` : 'none';
}

function edgeValues(file: string): Record<string, string> {
  const stamp = stampOf(file);
  const cached = edgeFiles.get(file);
  if (cached?.stamp === stamp) return cached.values;
  const values = readEdgeFile(file);
  edgeFiles.set(file, { stamp, values });
  return values;
}

function changeEdgeFile(file: string, change: (values: Record<string, string>) => void): void {
  const values = { ...edgeValues(file) };
  change(values);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, JSON.stringify(values));
  renameSync(`${file}.tmp`, file);
  edgeFiles.set(file, { stamp: stampOf(file), values });
}

/** The sandbox's edge store, in `file`. */
export function fileEdgeStore(file: string): EdgeStore {
  return {
    async get(key) {
      return parseEdgeEntry(edgeValues(file)[key]);
    },
    async put(key, entry) {
      changeEdgeFile(file, (values) => {
        values[key] = JSON.stringify(entry);
      });
    },
    async remove(key) {
      changeEdgeFile(file, (values) => {
        delete values[key];
      });
    },
  };
}

const conflictAttempts = 5;

/** A CloudFront KeyValueStore as the edge store. */
export function keyValueEdgeStore(kvsArn: string, region: string): EdgeStore {
  const client = new CloudFrontKeyValueStoreClient({ region });
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
  };
}

/** The edge store of this stage: the KeyValueStore in AWS, the file in the sandbox. */
export function edgeStore(): EdgeStore {
  const { render, region } = config();
  if (render.edgeStoreArn) return keyValueEdgeStore(render.edgeStoreArn, region);
  if (render.edgeStoreFile) return fileEdgeStore(render.edgeStoreFile);
  throw new Error('No edge store configured: set EDGE_STORE_ARN or EDGE_STORE_FILE');
}
