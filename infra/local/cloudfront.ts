/**
 * The CloudFront emulator: the KeyValueStore API the render worker writes the edge store with
 * (DescribeKeyValueStore, GetKey, PutKey, DeleteKey, ListKeys, in its REST JSON protocol) and
 * CloudFront's CreateInvalidation (REST XML), so the sandbox's adapters make the same SDK calls as
 * in AWS and the grant check sees them. The HTTP server reads the same store ({@link
 * CloudFrontSandbox.edgeValue}) for every request, as the CloudFront Function reads the
 * KeyValueStore.
 *
 * - Writes are conditional on the store's ETag, as in AWS: a PutKey, DeleteKey or UpdateKeys
 *   without IfMatch is a ValidationException, one with an ETag another write has moved on a
 *   ConflictException (409). The ETag changes on every write; a restart gives a new one.
 * - UpdateKeys puts and deletes up to 50 keys in one all-or-nothing write (AWS's quota per call:
 *   50 keys or 3 MB), so a whole-site render changes the store once per 50 pages.
 * - The store is kept in `<dir>/store.json` (`{ key: value }`), replaced whole on each write
 *   (write, then rename), so `npm start` keeps it and a reader never sees it half-written.
 * - Invalidations complete at once (there is no cache) and are kept in memory for tests to read;
 *   their paths are checked as CloudFront checks them.
 * - Calls must be signed with the sandbox's access key (SigV4A for the store, SigV4 for
 *   CloudFront); the signature itself is not verified, as for the Cognito gate's key check.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';

const account = '000000000000';
const xmlns = 'http://cloudfront.amazonaws.com/doc/2020-05-31/';

/**
 * KeyValueStore limits (CloudFront's quotas): key length, value size, store size, and the keys
 * and bytes of one UpdateKeys call.
 */
export const kvsLimits = {
  keyChars: 512,
  valueBytes: 1024,
  storeBytes: 5 * 1024 * 1024,
  updateKeys: 50,
  updateBytes: 3 * 1024 * 1024,
};
/**
 * Invalidation limits CloudFront documents: paths in progress at once (file paths, wildcard
 * paths) and the length of one path.
 */
export const invalidationLimits = { paths: 3000, wildcardPaths: 15, pathChars: 4000 };

export interface Invalidation {
  id: string;
  distributionId: string;
  callerReference: string;
  paths: string[];
  createTime: string;
}

export interface CloudFrontSandbox {
  endpoint: string;
  /** The KeyValueStore's ARN, as CDK hands it to the render worker. */
  keyValueStoreArn: string;
  /** The distribution's id, as CDK hands it to the render worker. */
  distributionId: string;
  /** The stored value of `key`, as the CloudFront Function reads it. */
  edgeValue(key: string): string | undefined;
  /** Every invalidation made since start, oldest first. */
  invalidations(): readonly Invalidation[];
  end(): Promise<void>;
}

/** An error of either API: its code and HTTP status, as the SDK reads them. */
class ServiceError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface Answer {
  status: number;
  headers?: Record<string, string>;
  body: string;
}

const json = (status: number, body: object, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** The store's values, persisted in `file`. */
function persistentStore(file: string) {
  const values = new Map<string, string>(
    existsSync(file)
      ? Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)
      : [],
  );
  const created = new Date();
  let lastModified = created;
  // A new ETag per write (and per start): an ETag read before any change is stale after it.
  const newEtag = () => `KV${randomBytes(8).toString('hex').toUpperCase()}`;
  let etag = newEtag();
  const entryBytes = (key: string, value: string | undefined) =>
    value === undefined ? 0 : Buffer.byteLength(key) + Buffer.byteLength(value);
  // Kept up to date by every change: every answer reports the size, and summing 10,000 entries
  // for each would make a whole-site render quadratic.
  let bytes = 0;
  for (const [key, value] of values) bytes += entryBytes(key, value);
  return {
    /** The stored values; read them here, change them through `set` and `delete` in `change`. */
    values: values as ReadonlyMap<string, string>,
    created,
    get etag() {
      return etag;
    },
    get lastModified() {
      return lastModified;
    },
    sizeOf: () => bytes,
    /** The store's size once `puts` and `deletes` are applied. */
    sizeAfter(puts: ReadonlyMap<string, string>, deletes: ReadonlySet<string>) {
      let after = bytes;
      for (const [key, value] of puts)
        after += entryBytes(key, value) - entryBytes(key, values.get(key));
      for (const key of deletes) after -= entryBytes(key, values.get(key));
      return after;
    },
    /** Changes the store and saves it; synchronous, so two writes never interleave. */
    change(puts: ReadonlyMap<string, string>, deletes: ReadonlySet<string> = new Set()) {
      for (const [key, value] of puts) {
        bytes += entryBytes(key, value) - entryBytes(key, values.get(key));
        values.set(key, value);
      }
      for (const key of deletes) {
        bytes -= entryBytes(key, values.get(key));
        values.delete(key);
      }
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(`${file}.tmp`, JSON.stringify(Object.fromEntries(values)));
      renameSync(`${file}.tmp`, file);
      etag = newEtag();
      lastModified = new Date();
    },
  };
}

/**
 * Refuses a call that is not signed with `algorithm` by the sandbox's access key, with the
 * service's own access-denied error (`code`).
 */
function checkSigned(
  req: IncomingMessage,
  algorithm: string,
  accessKeyId: string,
  code: 'AccessDeniedException' | 'AccessDenied',
): void {
  const authorization = String(req.headers.authorization ?? '');
  if (!authorization) throw new ServiceError(code, 403, 'Missing Authentication Token');
  const [, given, key] = authorization.match(/^(\S+) Credential=([^/]+)\//) ?? [];
  if (given !== algorithm || key !== accessKeyId)
    throw new ServiceError(code, 403, 'The security token included in the request is invalid.');
}

function ifMatchOf(req: IncomingMessage): string | undefined {
  const header = req.headers['if-match'];
  return Array.isArray(header) ? header[0] : header;
}

function parseBody<T>(body: string): T {
  try {
    return JSON.parse(body || '{}') as T;
  } catch {
    throw new ServiceError('ValidationException', 400, 'The request body is not JSON.');
  }
}

function checkKey(key: string): void {
  if (key.length < 1 || key.length > kvsLimits.keyChars)
    throw new ServiceError(
      'ValidationException',
      400,
      `Key must be between 1 and ${kvsLimits.keyChars} characters.`,
    );
}

function checkValue(value: unknown): asserts value is string {
  if (typeof value !== 'string')
    throw new ServiceError('ValidationException', 400, 'Value is required.');
  if (Buffer.byteLength(value) > kvsLimits.valueBytes)
    throw new ServiceError(
      'ValidationException',
      400,
      `Value must be at most ${kvsLimits.valueBytes} bytes.`,
    );
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function start(options: {
  dir: string;
  credentials: { accessKeyId: string };
}): Promise<CloudFrontSandbox> {
  const store = persistentStore(join(options.dir, 'store.json'));
  // Fixed names: the sandbox has one store and one distribution, kept across restarts.
  const keyValueStoreArn = `arn:aws:cloudfront::${account}:key-value-store/00000000-0000-4000-8000-000000000ed9`;
  const distributionId = 'ESANDBOX000001';
  const invalidations: Invalidation[] = [];

  function keyValueStore(req: IncomingMessage, rest: string[], body: string): Answer {
    checkSigned(
      req,
      'AWS4-ECDSA-P256-SHA256',
      options.credentials.accessKeyId,
      'AccessDeniedException',
    );
    const [arn = '', keysSegment, encodedKey] = rest;
    if (decodeURIComponent(arn) !== keyValueStoreArn)
      throw new ServiceError('ResourceNotFoundException', 404, 'Resource not found.');
    const method = req.method ?? 'GET';
    const stats = () => ({ ItemCount: store.values.size, TotalSizeInBytes: store.sizeOf() });

    if (keysSegment === undefined && method === 'GET')
      return json(
        200,
        {
          ...stats(),
          KvsARN: keyValueStoreArn,
          Created: store.created.getTime() / 1000,
          LastModified: store.lastModified.getTime() / 1000,
          Status: 'READY',
        },
        { etag: store.etag },
      );
    if (keysSegment !== 'keys')
      throw new ServiceError('ValidationException', 400, 'Unknown operation.');

    if (encodedKey === undefined && method === 'POST') {
      updateKeys(ifMatchOf(req), body);
      return json(200, stats(), { etag: store.etag });
    }
    if (encodedKey === undefined && method === 'GET') {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const max = Number(url.searchParams.get('MaxResults') ?? 50);
      if (!Number.isInteger(max) || max < 1 || max > 50)
        throw new ServiceError('ValidationException', 400, 'MaxResults must be between 1 and 50.');
      const keys = [...store.values.keys()].sort();
      const after = url.searchParams.get('NextToken');
      const from = after ? keys.findIndex((key) => key > after) : 0;
      const page = from < 0 ? [] : keys.slice(from, from + max);
      const next = from >= 0 && from + max < keys.length ? page.at(-1) : undefined;
      return json(200, {
        Items: page.map((key) => ({ Key: key, Value: store.values.get(key) })),
        ...(next ? { NextToken: next } : {}),
      });
    }
    if (encodedKey === undefined)
      throw new ServiceError('ValidationException', 400, 'Unknown operation.');

    const key = decodeURIComponent(encodedKey);
    checkKey(key);
    if (method === 'GET') {
      const value = store.values.get(key);
      if (value === undefined)
        throw new ServiceError('ResourceNotFoundException', 404, 'Resource not found.');
      return json(200, { Key: key, Value: value, ...stats() });
    }
    if (method !== 'PUT' && method !== 'DELETE')
      throw new ServiceError('ValidationException', 400, 'Unknown operation.');

    checkIfMatch(ifMatchOf(req));
    if (method === 'PUT') {
      const value = parseBody<{ Value?: unknown }>(body).Value;
      checkValue(value);
      write(new Map([[key, value]]), new Set());
    } else {
      if (!store.values.has(key))
        throw new ServiceError('ResourceNotFoundException', 404, 'Resource not found.');
      write(new Map(), new Set([key]));
    }
    return json(200, stats(), { etag: store.etag });
  }

  /** UpdateKeys: every put and delete, or none. */
  function updateKeys(ifMatch: string | undefined, body: string): void {
    checkIfMatch(ifMatch);
    if (Buffer.byteLength(body) > kvsLimits.updateBytes)
      throw new ServiceError(
        'ServiceQuotaExceededException',
        402,
        `An UpdateKeys request is at most ${kvsLimits.updateBytes} bytes.`,
      );
    const input = parseBody<{
      Puts?: { Key?: unknown; Value?: unknown }[];
      Deletes?: { Key?: unknown }[];
    }>(body);
    const puts = new Map<string, string>();
    const deletes = new Set<string>();
    const named = (key: unknown): string => {
      if (typeof key !== 'string')
        throw new ServiceError('ValidationException', 400, 'Key is required.');
      checkKey(key);
      if (puts.has(key) || deletes.has(key))
        throw new ServiceError('ValidationException', 400, `Key ${key} is named twice.`);
      return key;
    };
    for (const put of input.Puts ?? []) {
      const key = named(put.Key);
      checkValue(put.Value);
      puts.set(key, put.Value);
    }
    for (const remove of input.Deletes ?? []) deletes.add(named(remove.Key));
    if (puts.size + deletes.size > kvsLimits.updateKeys)
      throw new ServiceError(
        'ServiceQuotaExceededException',
        402,
        `An UpdateKeys request changes at most ${kvsLimits.updateKeys} keys.`,
      );
    write(puts, deletes);
  }

  /** Applies a checked change, unless it would take the store over its size. */
  function write(puts: ReadonlyMap<string, string>, deletes: ReadonlySet<string>): void {
    if (store.sizeAfter(puts, deletes) > kvsLimits.storeBytes)
      throw new ServiceError(
        'ServiceQuotaExceededException',
        402,
        'The KeyValueStore would exceed its maximum size.',
      );
    store.change(puts, deletes);
  }

  function checkIfMatch(ifMatch: string | undefined): void {
    if (!ifMatch) throw new ServiceError('ValidationException', 400, 'IfMatch is required.');
    if (ifMatch !== store.etag)
      throw new ServiceError(
        'ConflictException',
        409,
        'Pre-condition failed: the IfMatch ETag is not the current ETag of the KeyValueStore.',
      );
  }

  const parser = new XMLParser({
    ignoreAttributes: true,
    parseTagValue: false,
    isArray: (name) => name === 'Path',
  });
  const builder = new XMLBuilder({ ignoreAttributes: false, suppressEmptyNode: true });
  const xml = (status: number, root: string, content: object, headers = {}): Answer => ({
    status,
    headers: { 'content-type': 'text/xml', ...headers },
    body: `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({ [root]: { '@_xmlns': xmlns, ...content } })}`,
  });
  const invalid = (message: string) => new ServiceError('InvalidArgument', 400, message);

  /** The paths of an invalidation batch, refused as CloudFront refuses them. */
  function batchOf(body: string): { paths: string[]; callerReference: string } {
    let parsed: Record<string, unknown>;
    try {
      parsed = parser.parse(body) as Record<string, unknown>;
    } catch {
      throw new ServiceError('MalformedInput', 400, 'The request body is not XML.');
    }
    const batch = parsed.InvalidationBatch as
      | { CallerReference?: string; Paths?: { Quantity?: string; Items?: { Path?: string[] } } }
      | undefined;
    const callerReference = batch?.CallerReference ?? '';
    if (!callerReference) throw invalid('CallerReference is required.');
    const paths = batch?.Paths?.Items?.Path ?? [];
    if (Number(batch?.Paths?.Quantity) !== paths.length)
      throw new ServiceError(
        'InconsistentQuantities',
        400,
        'The value of Quantity and the size of Items don’t match.',
      );
    if (paths.length === 0) throw invalid('An invalidation names at least one path.');
    for (const path of paths) {
      if (!path.startsWith('/')) throw invalid(`Your request contains an invalid path: ${path}`);
      if (path.length > invalidationLimits.pathChars)
        throw invalid(
          `A path is at most ${invalidationLimits.pathChars} characters: ${path.slice(0, 40)}...`,
        );
      // The wildcard goes only at the end of a path.
      if (path.slice(0, -1).includes('*'))
        throw invalid(`Your request contains an invalid path: ${path}`);
    }
    // Every earlier invalidation here is complete: only this batch is in progress.
    const wildcards = paths.filter((path) => path.endsWith('*')).length;
    if (
      paths.length - wildcards > invalidationLimits.paths ||
      wildcards > invalidationLimits.wildcardPaths
    )
      throw new ServiceError(
        'TooManyInvalidationsInProgress',
        400,
        `You have exceeded the maximum number of allowable InProgress invalidation batch requests, or invalidation objects (${invalidationLimits.paths} paths, ${invalidationLimits.wildcardPaths} wildcard paths).`,
      );
    return { paths, callerReference };
  }

  function createInvalidation(req: IncomingMessage, rest: string[], body: string): Answer {
    checkSigned(req, 'AWS4-HMAC-SHA256', options.credentials.accessKeyId, 'AccessDenied');
    const [id = '', what] = rest;
    if (req.method !== 'POST' || what !== 'invalidation')
      throw new ServiceError('InvalidArgument', 400, 'Unknown operation.');
    if (id !== distributionId)
      throw new ServiceError(
        'NoSuchDistribution',
        404,
        'The specified distribution does not exist.',
      );
    const { paths, callerReference } = batchOf(body);
    const same = invalidations.find(
      (made) => made.distributionId === id && made.callerReference === callerReference,
    );
    let made = same;
    if (same && same.paths.join('\n') !== paths.join('\n'))
      throw new ServiceError(
        'InvalidationBatchAlreadyExists',
        409,
        'The CallerReference you attempted to create the invalidation batch with is already in use with a different batch.',
      );
    if (!made) {
      made = {
        id: `I${randomUUID().replace(/-/g, '').slice(0, 13).toUpperCase()}`,
        distributionId: id,
        callerReference,
        paths,
        createTime: new Date().toISOString(),
      };
      invalidations.push(made);
    }
    return xml(
      201,
      'Invalidation',
      {
        Id: made.id,
        Status: 'Completed',
        CreateTime: made.createTime,
        InvalidationBatch: {
          Paths: { Quantity: made.paths.length, Items: { Path: made.paths } },
          CallerReference: made.callerReference,
        },
      },
      { location: `/2020-05-31/distribution/${id}/invalidation/${made.id}` },
    );
  }

  async function answer(req: IncomingMessage): Promise<Answer> {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const [, first, ...rest] = path.split('/');
    const body = await readBody(req);
    const cloudfront = first === '2020-05-31' && rest[0] === 'distribution';
    try {
      if (first === 'key-value-stores') return keyValueStore(req, rest, body);
      if (cloudfront) return createInvalidation(req, rest.slice(1), body);
      throw new ServiceError('ValidationException', 400, 'Unknown operation.');
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      if (cloudfront)
        return xml(error.status, 'ErrorResponse', {
          Error: {
            Type: error.status >= 500 ? 'Receiver' : 'Sender',
            Code: error.code,
            Message: error.message,
          },
          RequestId: randomUUID(),
        });
      return json(error.status, { Message: error.message }, { 'x-amzn-errortype': error.code });
    }
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    answer(req).then(
      ({ status, headers, body }) => {
        res.writeHead(status, headers);
        res.end(body);
      },
      () => {
        res.writeHead(500, { 'x-amzn-errortype': 'InternalServerException' });
        res.end(JSON.stringify({ Message: 'Internal error' }));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    keyValueStoreArn,
    distributionId,
    edgeValue: (key) => store.values.get(key),
    invalidations: () => invalidations,
    async end() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
