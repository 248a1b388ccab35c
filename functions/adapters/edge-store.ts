/**
 * The edge store ({@link EdgeStore}): what the edge reads for every request (published slugs and
 * their redirects; see shared/rules/path-rule.ts). Values are the JSON of an {@link EdgeEntry}.
 *
 * A CloudFront KeyValueStore, the one the site's CloudFront Function reads: in AWS the real one,
 * in the sandbox its emulator (infra/local/cloudfront.ts), through the same signed calls either
 * way. Its API takes SigV4A signatures and a conditional write per change (the store's ETag); a
 * write that loses to another is retried on the new ETag.
 */
import { SignatureV4a } from '@smithy/signature-v4a';
import { parseEdgeEntry, type EdgeEntry } from '@shared/rules/path-rule';
import { maxEdgeUpdate, type EdgeStore } from '@functions/domain/render/render-ports';
import {
  readJsonAnswer,
  signedFetch,
  withAwsRetries,
  type SignerClass,
} from '@functions/adapters/signed-aws-call';
import { config } from '@functions/lib/config';

const conflictAttempts = 5;
/** Most keys one ListKeys answers (the service's maximum). */
const listPage = 50;
/** The store answers in milliseconds; an UpdateKeys is at most 50 keys. */
const callTimeoutMs = 10_000;

/** One answer of the KeyValueStore API: its JSON and its ETag header. */
interface StoreAnswer {
  body: Record<string, unknown>;
  etag?: string;
}

/**
 * The KeyValueStore API's calls, signed without the SDK client (SigV4A over every region, as the
 * service requires). The client carried `@smithy/core` into the render worker, its only user,
 * for six REST calls; the store's address is the account's own host name, derived from the ARN
 * as the client's endpoint rules derive it, or the sandbox's emulator.
 */
function keyValueStoreCalls(kvsArn: string) {
  const { region, endpoints } = config();
  const account = kvsArn.split(':')[4] ?? '';
  const base = endpoints.keyValueStore ?? `https://${account}.cloudfront-kvs.global.api.aws`;
  const storePath = `key-value-stores/${encodeURIComponent(kvsArn)}`;
  return (
    operation: string,
    request: {
      method: 'GET' | 'PUT' | 'POST' | 'DELETE';
      key?: string;
      query?: Record<string, string | undefined>;
      ifMatch?: string;
      body?: Record<string, unknown>;
    },
  ): Promise<StoreAnswer> =>
    withAwsRetries(async () => {
      const path =
        request.key === undefined && operation === 'DescribeKeyValueStore'
          ? storePath
          : `${storePath}/keys${request.key === undefined ? '' : `/${encodeURIComponent(request.key)}`}`;
      const url = new URL(path, `${base.replace(/\/+$/, '')}/`);
      for (const [name, value] of Object.entries(request.query ?? {}))
        if (value !== undefined) url.searchParams.set(name, value);
      const body = request.body && JSON.stringify(request.body);
      const response = await signedFetch('cloudfront-keyvaluestore', region, url, {
        operation: {
          name: operation,
          input: { KvsARN: kvsArn, ...(request.key ? { Key: request.key } : {}) },
        },
        method: request.method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(request.ifMatch ? { 'if-match': request.ifMatch } : {}),
        },
        body,
        timeoutMs: callTimeoutMs,
        signer: SignatureV4a as unknown as SignerClass,
      });
      const answer = await readJsonAnswer(response);
      return { body: answer, etag: response.headers.get('etag') ?? undefined };
    });
}

/** A CloudFront KeyValueStore as the edge store. */
export function keyValueEdgeStore(kvsArn: string): EdgeStore {
  const call = keyValueStoreCalls(kvsArn);
  const etag = async () => (await call('DescribeKeyValueStore', { method: 'GET' })).etag;
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
        const answer = await call('GetKey', { method: 'GET', key });
        return parseEdgeEntry(answer.body.Value as string | undefined);
      } catch (error) {
        if ((error as Error).name === 'ResourceNotFoundException') return undefined;
        throw error;
      }
    },
    async entries() {
      const found = new Map<string, EdgeEntry>();
      let token: string | undefined;
      do {
        const answer = await call('ListKeys', {
          method: 'GET',
          query: { MaxResults: String(listPage), NextToken: token },
        });
        const items = (answer.body.Items ?? []) as { Key?: string; Value?: string }[];
        for (const item of items) {
          const entry = item.Key ? parseEdgeEntry(item.Value) : undefined;
          if (entry) found.set(item.Key!, entry);
        }
        token = answer.body.NextToken as string | undefined;
      } while (token);
      return found;
    },
    async put(key: string, entry: EdgeEntry) {
      await conditional((ifMatch) =>
        call('PutKey', { method: 'PUT', key, ifMatch, body: { Value: JSON.stringify(entry) } }),
      );
    },
    async remove(key) {
      await conditional(async (ifMatch) => {
        try {
          await call('DeleteKey', { method: 'DELETE', key, ifMatch });
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
        call('UpdateKeys', {
          method: 'POST',
          ifMatch,
          body: {
            Puts: [...puts].map(([key, entry]) => ({ Key: key, Value: JSON.stringify(entry) })),
            Deletes: [...removes].map((key) => ({ Key: key })),
          },
        }),
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
