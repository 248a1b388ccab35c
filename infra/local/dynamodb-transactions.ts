/**
 * TransactWriteItems and TransactGetItems for the local DynamoDB, which dynalite lacks.
 *
 * A proxy in front of dynalite answers the two operations and passes everything else through.
 * Each transaction first locks the items it names (one lock per table and key, taken in one
 * global order, so two transactions never wait on each other in a cycle), then applies each item
 * that can fail (a condition, an update) as dynalite's own conditional write with ReturnValues
 * ALL_OLD, all at once, and the plain puts and deletes after them with BatchWriteItem, their old
 * images read first; when an item's condition fails, the items already applied are restored from their old
 * images and the client gets the TransactionCanceledException real DynamoDB sends, with
 * CancellationReasons. Like DynamoDB, a transaction may not touch one item twice.
 *
 * As in DynamoDB, transactions conflict only when they touch the same item: those run one after
 * the other (DynamoDB would cancel the later one with TransactionConflict and the caller retry; here
 * it waits its turn, which the callers' retry makes the same outcome), while transactions on other
 * items are not held up by it for long: they take turns applying, each for 50 ms at most
 * (`TransactionTurns`). A TransactGetItems takes the same locks, so it never sees a transaction
 * half applied.
 *
 * Like DynamoDB, a TransactWriteItems carrying the ClientRequestToken of one that succeeded in the
 * last 10 minutes succeeds without running again: the SDK sends one token per call and keeps it
 * across its retries, so a call retried after a client-side timeout, whose first attempt went
 * through meanwhile, is not refused by its own conditions.
 *
 * Isolation is weaker than DynamoDB's against single-item writes racing a transaction on the same
 * item (they take no lock); transactions among themselves are serial per item, which is what
 * uniqueness and version checks need.
 *
 * The proxy can also be taken down for a while (`outage`), for the fault-tolerance tests.
 */
import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { EventEmitter } from 'node:events';
import type { AddressInfo, Socket } from 'node:net';

type AttributeMap = Record<string, unknown>;

interface Operation {
  TableName: string;
  Key?: AttributeMap;
  Item?: AttributeMap;
  ConditionExpression?: string;
  UpdateExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: AttributeMap;
}

type TransactItem = {
  Put?: Operation;
  Update?: Operation;
  Delete?: Operation;
  ConditionCheck?: Operation;
};

export interface TransactionProxy {
  endpoint: string;
  /** Refuses every connection for `ms` milliseconds, as if the database were down. */
  outage(ms: number): Promise<void>;
  /**
   * Accepts requests and never answers them (a hung connection: no answer, no reset) until the
   * returned function is called, which then drops the held connections.
   */
  hang(): () => void;
  /**
   * Cancels the next `count` TransactWriteItems calls as DynamoDB does when a transaction is
   * throttled: TransactionCanceledException with a ThrottlingError reason per item.
   */
  throttleTransactions(count: number): void;
  end(): Promise<void>;
}

class DynamoError extends Error {
  /** A cancelled transaction's reason per item, as DynamoDB sends them. */
  reasons?: CancellationReason[];

  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

interface CancellationReason {
  Code: string;
  Message?: string;
}

type Headers = IncomingMessage['headers'];

/** One low-level call to dynalite. */
type DynaliteCall = (target: string, body: unknown, headers: Headers) => Promise<AttributeMap>;

/** What undoes one applied write: the item's image before it, or its deletion. */
interface AppliedWrite {
  table: string;
  key: AttributeMap;
  old?: AttributeMap;
}

const errorTypePrefix = 'com.amazonaws.dynamodb.v20120810#';

// --- the upstream ---------------------------------------------------------------------------------

/** dynalite's request listener: the function its HTTP server runs for each request. */
export type DynaliteListener = (req: IncomingMessage, res: ServerResponse) => void;

/** One request to dynalite and its answer, the body whole. */
interface UpstreamRequest {
  method: string;
  path: string;
  headers: Headers;
  body: Buffer;
}

interface UpstreamAnswer {
  status: number;
  headers: Record<string, string | number | string[]>;
  body: Buffer;
}

type Upstream = (request: UpstreamRequest) => Promise<UpstreamAnswer>;

/** dynalite over HTTP, at `url`. */
function httpUpstream(url: string): Upstream {
  return ({ method, path, headers, body }) =>
    new Promise((resolve, reject) => {
      const req = request(url, { method, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 500,
            headers: res.headers as UpstreamAnswer['headers'],
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
}

/**
 * dynalite's own request listener called in this process, with the request and answer objects
 * it uses (events `data`, `end`; `statusCode`, `setHeader`, `end`): the same code answers, minus
 * a loopback HTTP exchange per call (two for each call the functions make, whose CPU the one
 * thread the sandbox runs on shares with every function).
 */
function inProcessUpstream(listener: DynaliteListener): Upstream {
  return ({ method, path, headers, body }) =>
    new Promise((resolve) => {
      const req = Object.assign(new EventEmitter(), { method, url: path, headers });
      const answerHeaders: UpstreamAnswer['headers'] = {};
      const res = {
        statusCode: 200,
        setHeader(name: string, value: string | number | string[]) {
          answerHeaders[name.toLowerCase()] = value;
        },
        end(chunk?: string | Buffer) {
          resolve({
            status: res.statusCode,
            headers: answerHeaders,
            body: chunk === undefined ? Buffer.alloc(0) : Buffer.from(chunk),
          });
        },
      };
      listener(req as unknown as IncomingMessage, res as unknown as ServerResponse);
      if (body.length > 0) req.emit('data', body);
      req.emit('end');
    });
}

function dynaliteCaller(upstream: Upstream): DynaliteCall {
  return async (target, body, headers) => {
    const payload = Buffer.from(JSON.stringify(body));
    const answer = await upstream({
      method: 'POST',
      path: '/',
      headers: {
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': `DynamoDB_20120810.${target}`,
        authorization:
          headers.authorization ??
          'AWS4-HMAC-SHA256 Credential=local/20200101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=0',
        'x-amz-date': headers['x-amz-date'] ?? '20200101T000000Z',
        'content-length': String(payload.length),
      },
      body: payload,
    });
    const text = answer.body.toString('utf8');
    const parsed = text ? (JSON.parse(text) as AttributeMap) : {};
    if (answer.status >= 400) {
      const type = String(parsed.__type ?? 'InternalServerError')
        .split('#')
        .pop()!;
      throw new DynamoError(type, String(parsed.message ?? parsed.Message ?? type), answer.status);
    }
    return parsed;
  };
}

async function passThrough(
  upstream: Upstream,
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
) {
  let answer: UpstreamAnswer;
  try {
    answer = await upstream({
      method: req.method ?? 'POST',
      path: req.url ?? '/',
      headers: req.headers,
      body,
    });
  } catch {
    res.destroy();
    return;
  }
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
}

// --- locking and idempotency -------------------------------------------------------------------

/**
 * One lock per item. `acquire` takes the locks of a set of items, in sorted order: every holder
 * takes its keys in the same order, so no two wait on each other in a cycle. Each lock is granted
 * in the order it was asked for.
 */
class ItemLocks {
  /** Per locked key, what the next one to ask waits for: the release of the last one queued. */
  private readonly tails = new Map<string, Promise<void>>();

  /** Resolves once every key is held, to the function that releases them all. */
  async acquire(keys: Iterable<string>): Promise<() => void> {
    const releases: (() => void)[] = [];
    for (const key of [...new Set(keys)].sort()) releases.push(await this.lockOne(key));
    return () => {
      for (const release of releases) release();
    };
  }

  private async lockOne(key: string): Promise<() => void> {
    const before = this.tails.get(key);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    this.tails.set(key, held);
    await before;
    return () => {
      release();
      // The last in line leaves no entry behind, so the map holds only keys in use.
      if (this.tails.get(key) === held) this.tails.delete(key);
    };
  }
}

/**
 * Transactions take turns applying, in the order they got their locks. The sandbox answers on
 * the one thread every function also runs on: transactions applied at the same time interleave
 * their dozens of steps, so each takes as long as all of them together and they all end at
 * once (ten article creates of 56 items each, at the same time, took 50-140 ms each to apply
 * instead of about 10). In turns, the first ends in its own time, the next just after it.
 *
 * A turn lasts until its transaction ends or for `sliceMs` at most, so one that waits on
 * something slow never holds up the transactions on other items for long: those still run at
 * the same time, as in DynamoDB.
 */
class TransactionTurns {
  /** Resolves when the last turn given out ends (its transaction ended, or its slice ran out). */
  private last: Promise<void> = Promise.resolve();

  constructor(private readonly sliceMs: number) {}

  /** Resolves once it is this transaction's turn, to the function that ends the turn. */
  async take(): Promise<() => void> {
    const before = this.last;
    let end!: () => void;
    this.last = new Promise<void>((resolve) => (end = resolve));
    await before;
    const slice = setTimeout(end, this.sliceMs);
    return () => {
      clearTimeout(slice);
      end();
    };
  }
}

/** Tokens of the transactions that succeeded, with when (DynamoDB keeps them 10 minutes). */
class RequestTokens {
  private readonly succeeded = new Map<string, number>();
  private static readonly lifeMs = 10 * 60_000;

  /** Whether `token` succeeded within its life; forgets those past it. */
  has(token: string | undefined): boolean {
    const now = Date.now();
    // Kept in the order they succeeded: past the first one still alive, all are younger. (Looking
    // at every one cost each transaction a pass over the last ten minutes' thousands under load.)
    for (const [seen, at] of this.succeeded) {
      if (now - at <= RequestTokens.lifeMs) break;
      this.succeeded.delete(seen);
    }
    return token !== undefined && this.succeeded.has(token);
  }

  remember(token: string | undefined): void {
    if (token !== undefined) this.succeeded.set(token, Date.now());
  }
}

// --- validation --------------------------------------------------------------------------------

/** The operation of a transaction item, whichever kind it is. */
function operationOf(item: TransactItem): Operation {
  return (item.Put ?? item.Update ?? item.Delete ?? item.ConditionCheck)!;
}

/** The key of the item an operation touches (a Put names it inside its item). */
function keyOf(op: Operation, keySchemas: Record<string, string[]>): AttributeMap {
  if (op.Key) return op.Key;
  const names = keySchemas[op.TableName] ?? [];
  return Object.fromEntries(names.map((name) => [name, op.Item?.[name]]));
}

/**
 * One string per item, whichever way an operation names it: the table and the key's values in
 * the key schema's order (a Key's attributes may come in any order).
 */
function itemId(op: Operation, keySchemas: Record<string, string[]>): string {
  const key = keyOf(op, keySchemas);
  const names = keySchemas[op.TableName] ?? Object.keys(key).sort();
  return JSON.stringify([op.TableName, ...names.map((name) => key[name] ?? null)]);
}

/** Refuses what DynamoDB refuses before running anything: the item count, one item twice. */
function validateTransaction(
  items: readonly TransactItem[],
  keySchemas: Record<string, string[]>,
): void {
  if (items.length === 0 || items.length > 100) {
    throw new DynamoError('ValidationException', 'TransactItems must have between 1 and 100 items');
  }
  const seen = new Set<string>();
  for (const item of items) {
    const id = itemId(operationOf(item), keySchemas);
    if (seen.has(id)) {
      throw new DynamoError(
        'ValidationException',
        'Transaction request cannot include multiple operations on one item',
      );
    }
    seen.add(id);
  }
}

// --- condition evaluation and applying -----------------------------------------------------------

/** The condition parts of an operation, for dynalite's own conditional writes. */
function conditionOf(op: Operation): Partial<Operation> {
  return {
    ...(op.ConditionExpression ? { ConditionExpression: op.ConditionExpression } : {}),
    ...(op.ExpressionAttributeNames
      ? { ExpressionAttributeNames: op.ExpressionAttributeNames }
      : {}),
    ...(op.ExpressionAttributeValues
      ? { ExpressionAttributeValues: op.ExpressionAttributeValues }
      : {}),
  };
}

/**
 * Evaluates a ConditionCheck with a conditional update that changes nothing (it removes an
 * attribute no item has), so that concurrent readers never see the item missing, as they did
 * when it was deleted and put back. On an absent item that update creates the item with its key
 * only: delete it again. Throws ConditionalCheckFailedException when the condition fails.
 */
async function checkCondition(call: DynaliteCall, check: Operation, headers: Headers) {
  const result = await call(
    'UpdateItem',
    {
      TableName: check.TableName,
      Key: check.Key,
      UpdateExpression: 'REMOVE #noSuchAttribute',
      ...conditionOf(check),
      ExpressionAttributeNames: {
        ...(check.ExpressionAttributeNames ?? {}),
        '#noSuchAttribute': '__condition_check__',
      },
      ReturnValues: 'ALL_OLD',
    },
    headers,
  );
  if (!result.Attributes) {
    await call('DeleteItem', { TableName: check.TableName, Key: check.Key }, headers);
  }
}

/**
 * Applies one write item as dynalite's conditional write, returning what undoes it; a condition
 * check changes nothing and returns nothing to undo.
 */
async function applyItem(
  call: DynaliteCall,
  item: TransactItem,
  keySchemas: Record<string, string[]>,
  headers: Headers,
): Promise<AppliedWrite | undefined> {
  const write = async (target: string, op: Operation, fields: AttributeMap) => {
    const result = await call(
      target,
      { TableName: op.TableName, ...fields, ...conditionOf(op), ReturnValues: 'ALL_OLD' },
      headers,
    );
    return {
      table: op.TableName,
      key: keyOf(op, keySchemas),
      old: result.Attributes as AttributeMap | undefined,
    };
  };
  if (item.Put) return write('PutItem', item.Put, { Item: item.Put.Item });
  if (item.Update) {
    return write('UpdateItem', item.Update, {
      Key: item.Update.Key,
      UpdateExpression: item.Update.UpdateExpression,
    });
  }
  if (item.Delete) return write('DeleteItem', item.Delete, { Key: item.Delete.Key });
  if (item.ConditionCheck) await checkCondition(call, item.ConditionCheck, headers);
  return undefined;
}

/** Restores the items already applied, last first, from their old images. */
async function rollback(call: DynaliteCall, applied: AppliedWrite[], headers: Headers) {
  for (const undo of [...applied].reverse()) {
    if (undo.old) await call('PutItem', { TableName: undo.table, Item: undo.old }, headers);
    else await call('DeleteItem', { TableName: undo.table, Key: undo.key }, headers);
  }
}

/**
 * A plain Put or Delete: no condition to check and nothing computed from the item before it, so
 * it cannot fail on the data and may go to dynalite in a batch with others.
 */
function isPlainWrite(item: TransactItem): boolean {
  const op = item.Put ?? item.Delete;
  return op !== undefined && !op.ConditionExpression;
}

/** DynamoDB's most items per BatchWriteItem and per BatchGetItem. */
const batchWriteItems = 25;
const batchGetItems = 100;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    out.push(items.slice(start, start + size));
  return out;
}

/** The current images of `keys` (consistent reads), by table and key in the order given. */
async function currentImages(
  call: DynaliteCall,
  keys: readonly { table: string; key: AttributeMap }[],
  keySchemas: Record<string, string[]>,
  headers: Headers,
): Promise<(AttributeMap | undefined)[]> {
  const found = new Map<string, AttributeMap>();
  for (const chunk of chunks(keys, batchGetItems)) {
    let request: Record<string, { Keys: AttributeMap[]; ConsistentRead: boolean }> = {};
    for (const { table, key } of chunk) {
      request[table] ??= { Keys: [], ConsistentRead: true };
      request[table].Keys.push(key);
    }
    while (Object.keys(request).length > 0) {
      const answer = await call('BatchGetItem', { RequestItems: request }, headers);
      const responses = (answer.Responses ?? {}) as Record<string, AttributeMap[]>;
      for (const [table, items] of Object.entries(responses)) {
        for (const item of items)
          found.set(itemId({ TableName: table, Item: item }, keySchemas), item);
      }
      request = (answer.UnprocessedKeys ?? {}) as typeof request;
    }
  }
  return keys.map(({ table, key }) =>
    found.get(itemId({ TableName: table, Key: key }, keySchemas)),
  );
}

/** What undoes each of `items` (plain writes): the image of its item before it. */
async function undoOfPlainWrites(
  call: DynaliteCall,
  items: readonly TransactItem[],
  keySchemas: Record<string, string[]>,
  headers: Headers,
): Promise<AppliedWrite[]> {
  const targets = items.map((item) => {
    const op = operationOf(item);
    return { table: op.TableName, key: keyOf(op, keySchemas) };
  });
  const olds = await currentImages(call, targets, keySchemas, headers);
  return targets.map((target, index) => ({ ...target, old: olds[index] }));
}

/**
 * Writes plain Puts and Deletes with BatchWriteItem, 25 to a call: one call per 25 items instead
 * of one per item keeps a transaction's locks held briefly (an article's create carries 44 list
 * index rows, and every article's create locks the same counters).
 */
async function batchWrite(
  call: DynaliteCall,
  items: readonly TransactItem[],
  headers: Headers,
): Promise<void> {
  const requests = items.map((item) => ({
    table: operationOf(item).TableName,
    request: item.Put
      ? { PutRequest: { Item: item.Put.Item } }
      : { DeleteRequest: { Key: item.Delete!.Key } },
  }));
  for (const chunk of chunks(requests, batchWriteItems)) {
    let request: Record<string, object[]> = {};
    for (const { table, request: one } of chunk) (request[table] ??= []).push(one);
    while (Object.keys(request).length > 0) {
      const answer = await call('BatchWriteItem', { RequestItems: request }, headers);
      request = (answer.UnprocessedItems ?? {}) as typeof request;
    }
  }
}

/**
 * Applies every item or, when one fails, none: the applied ones are rolled back. The items that
 * can fail (conditions, updates) go first, one by one; the plain writes after them, in batches.
 */
async function applyTransaction(
  call: DynaliteCall,
  items: readonly TransactItem[],
  keySchemas: Record<string, string[]>,
  headers: Headers,
): Promise<void> {
  // The items lock their own keys, so they are independent of each other: all at once, then
  // judged together (DynamoDB also names every item whose condition failed).
  const attempts = await Promise.allSettled(
    items.map((item) =>
      isPlainWrite(item) ? undefined : applyItem(call, item, keySchemas, headers),
    ),
  );
  const applied: AppliedWrite[] = [];
  const failed: number[] = [];
  let error: unknown;
  for (const [index, attempt] of attempts.entries()) {
    if (attempt.status === 'fulfilled') {
      if (attempt.value) applied.push(attempt.value);
    } else if (
      attempt.reason instanceof DynamoError &&
      attempt.reason.type === 'ConditionalCheckFailedException'
    ) {
      failed.push(index);
    } else {
      error ??= attempt.reason;
    }
  }
  if (error !== undefined || failed.length > 0) {
    await rollback(call, applied, headers);
    throw error ?? conditionCancellation(items.length, failed);
  }
  const plain = items.filter(isPlainWrite);
  if (plain.length === 0) return;
  let undo: AppliedWrite[] = [];
  try {
    undo = await undoOfPlainWrites(call, plain, keySchemas, headers);
    await batchWrite(call, plain, headers);
  } catch (error) {
    // Which batches went through is not known: every plain item goes back to its image before.
    await rollback(call, [...applied, ...undo], headers);
    throw error;
  }
}

/** One item of a TransactGetItems. */
type GetOperation = Operation & { ProjectionExpression?: string };

async function transactGet(
  call: DynaliteCall,
  input: { TransactItems?: { Get: GetOperation }[] },
  headers: Headers,
) {
  const responses = [];
  for (const { Get } of input.TransactItems ?? []) {
    const result = await call(
      'GetItem',
      {
        TableName: Get.TableName,
        Key: Get.Key,
        ConsistentRead: true,
        ...(Get.ProjectionExpression ? { ProjectionExpression: Get.ProjectionExpression } : {}),
        ...(Get.ExpressionAttributeNames
          ? { ExpressionAttributeNames: Get.ExpressionAttributeNames }
          : {}),
      },
      headers,
    );
    responses.push(result.Item ? { Item: result.Item } : {});
  }
  return { Responses: responses };
}

// --- error shaping -----------------------------------------------------------------------------

/** DynamoDB's TransactionCanceledException carrying one reason per item. */
function cancellation(reasons: CancellationReason[]): DynamoError {
  const codes = reasons.map((reason) => reason.Code).join(', ');
  const cancelled = new DynamoError(
    'TransactionCanceledException',
    `Transaction cancelled, please refer cancellation reasons for specific reasons [${codes}]`,
  );
  cancelled.reasons = reasons;
  return cancelled;
}

/** The cancellation of a transaction of `count` items whose items `failed` failed their condition. */
function conditionCancellation(count: number, failed: readonly number[]): DynamoError {
  return cancellation(
    Array.from({ length: count }, (_, i) =>
      failed.includes(i)
        ? { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' }
        : { Code: 'None' },
    ),
  );
}

/** The cancellation of a throttled transaction of `count` items. */
function throttledCancellation(count: number): DynamoError {
  return cancellation(
    Array.from({ length: count }, () => ({
      Code: 'ThrottlingError',
      Message: 'Throughput exceeds the current capacity for one or more global secondary indexes.',
    })),
  );
}

/** The status and JSON body DynamoDB answers an error with. */
function errorAnswer(error: unknown): { status: number; body: AttributeMap } {
  if (error instanceof DynamoError) {
    return {
      status: error.status ?? 400,
      body: {
        __type: `${errorTypePrefix}${error.type}`,
        message: error.message,
        ...(error.reasons ? { CancellationReasons: error.reasons } : {}),
      },
    };
  }
  return {
    status: 500,
    body: { __type: `${errorTypePrefix}InternalServerError`, message: (error as Error).message },
  };
}

function sendJson(res: ServerResponse, status: number, payload: unknown) {
  res.writeHead(status, {
    'content-type': 'application/x-amz-json-1.0',
    'x-amzn-requestid': `local-${Date.now()}`,
  });
  res.end(JSON.stringify(payload));
}

// --- the proxy ---------------------------------------------------------------------------------

export async function startTransactionProxy(options: {
  /** dynalite: its URL, or its request listener to call in this process. */
  upstream: string | DynaliteListener;
  /** Key attribute names per table, to tell which item an operation touches. */
  keySchemas: Record<string, string[]>;
  /** The longest a transaction's turn holds the next one back (ms); default 50. */
  turnSliceMs?: number;
}): Promise<TransactionProxy> {
  const upstream =
    typeof options.upstream === 'string'
      ? httpUpstream(options.upstream)
      : inProcessUpstream(options.upstream);
  const call = dynaliteCaller(upstream);
  const locks = new ItemLocks();
  const turns = new TransactionTurns(options.turnSliceMs ?? 50);
  const tokens = new RequestTokens();
  let downUntil = 0;
  const sockets = new Set<Socket>();
  let hanging: Set<ServerResponse> | undefined;
  let throttledTransactions = 0;

  async function transactWrite(
    input: { TransactItems?: TransactItem[]; ClientRequestToken?: string },
    headers: Headers,
  ) {
    const items = input.TransactItems ?? [];
    validateTransaction(items, options.keySchemas);
    const release = await locks.acquire(
      items.map((item) => itemId(operationOf(item), options.keySchemas)),
    );
    try {
      // Looked at under the locks: a retry racing its own first attempt (same items) waits for
      // it, then finds its token.
      const token = input.ClientRequestToken;
      if (tokens.has(token)) return {};
      const endTurn = await turns.take();
      try {
        await applyTransaction(call, items, options.keySchemas, headers);
      } finally {
        endTurn();
      }
      tokens.remember(token);
      return {};
    } finally {
      release();
    }
  }

  async function transactRead(
    input: { TransactItems?: { Get: GetOperation }[] },
    headers: Headers,
  ) {
    const release = await locks.acquire(
      (input.TransactItems ?? []).map(({ Get }) => itemId(Get, options.keySchemas)),
    );
    try {
      return await transactGet(call, input, headers);
    } finally {
      release();
    }
  }

  /** Requests being answered, and what end() waits on once none is left. */
  let working = 0;
  let whenIdle: (() => void) | undefined;
  const settled = () => {
    working -= 1;
    if (working === 0) whenIdle?.();
  };

  const server: Server = createServer((req, res) => {
    working += 1;
    void answer(req, res).finally(settled);
  });

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (hanging) {
      hanging.add(res);
      return;
    }
    const body = Buffer.concat(chunks);
    const target = String(req.headers['x-amz-target'] ?? '')
      .split('.')
      .pop();
    if (target === 'TransactWriteItems' && throttledTransactions > 0) {
      throttledTransactions -= 1;
      const items = (JSON.parse(body.toString('utf8') || '{}') as { TransactItems?: unknown[] })
        .TransactItems;
      const { status, body: answer } = errorAnswer(throttledCancellation(items?.length ?? 1));
      res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0' });
      return void res.end(JSON.stringify(answer));
    }
    if (target !== 'TransactWriteItems' && target !== 'TransactGetItems')
      return passThrough(upstream, req, res, body);
    try {
      const input = JSON.parse(body.toString('utf8') || '{}');
      const result =
        target === 'TransactWriteItems'
          ? await transactWrite(input, req.headers)
          : await transactRead(input, req.headers);
      sendJson(res, 200, result);
    } catch (error) {
      const { status, body: answer } = errorAnswer(error);
      sendJson(res, status, answer);
    }
  }
  server.on('connection', (socket) => {
    if (Date.now() < downUntil) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async outage(ms) {
      downUntil = Date.now() + ms;
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, ms));
    },
    hang() {
      const held = new Set<ServerResponse>();
      hanging = held;
      return () => {
        if (hanging === held) hanging = undefined;
        for (const res of held) res.destroy();
      };
    },
    throttleTransactions(count) {
      throttledTransactions = count;
    },
    async end() {
      for (const res of hanging ?? []) res.destroy();
      hanging = undefined;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // dynalite answers in this process, so no connection of its own keeps its database open
      // while a request is still being answered: its callers close it once this resolves.
      while (working > 0) await new Promise<void>((resolve) => (whenIdle = resolve));
    },
  };
}
