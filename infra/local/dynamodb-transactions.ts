/**
 * TransactWriteItems and TransactGetItems for the local DynamoDB, which dynalite lacks.
 *
 * A proxy in front of dynalite answers the two operations and passes everything else through.
 * Transactions run one at a time (a mutex), each item as dynalite's own conditional write with
 * ReturnValues ALL_OLD; when an item's condition fails, the items already applied are restored
 * from their old images and the client gets the TransactionCanceledException real DynamoDB sends,
 * with CancellationReasons. Like DynamoDB, a transaction may not touch one item twice.
 *
 * Like DynamoDB, a TransactWriteItems carrying the ClientRequestToken of one that succeeded in the
 * last 10 minutes succeeds without running again: the SDK sends one token per call and keeps it
 * across its retries, so a call retried after a client-side timeout, whose first attempt went
 * through meanwhile, is not refused by its own conditions.
 *
 * Isolation is weaker than DynamoDB's against single-item writes racing a transaction on the same
 * item; transactions among themselves are serial, which is what uniqueness and version checks need.
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
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export async function startTransactionProxy(options: {
  upstream: string;
  /** Key attribute names per table, to tell which item an operation touches. */
  keySchemas: Record<string, string[]>;
}): Promise<TransactionProxy> {
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => {});
    return next;
  };
  let downUntil = 0;
  const sockets = new Set<Socket>();
  let hanging: Set<ServerResponse> | undefined;
  let throttledTransactions = 0;

  /** One low-level call to dynalite. */
  async function call(
    target: string,
    body: unknown,
    headers: IncomingMessage['headers'],
  ): Promise<AttributeMap> {
    const payload = Buffer.from(JSON.stringify(body));
    return new Promise((resolve, reject) => {
      const req = request(
        options.upstream,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/x-amz-json-1.0',
            'x-amz-target': `DynamoDB_20120810.${target}`,
            authorization:
              headers.authorization ??
              'AWS4-HMAC-SHA256 Credential=local/20200101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=0',
            'x-amz-date': headers['x-amz-date'] ?? '20200101T000000Z',
            'content-length': payload.length,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const parsed = text ? (JSON.parse(text) as AttributeMap) : {};
            if ((res.statusCode ?? 500) >= 400) {
              const type = String(parsed.__type ?? 'InternalServerError')
                .split('#')
                .pop()!;
              reject(
                new DynamoError(
                  type,
                  String(parsed.message ?? parsed.Message ?? type),
                  res.statusCode,
                ),
              );
            } else resolve(parsed);
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  function keyOf(op: Operation): AttributeMap {
    if (op.Key) return op.Key;
    const names = options.keySchemas[op.TableName] ?? [];
    return Object.fromEntries(names.map((name) => [name, op.Item?.[name]]));
  }

  /** Tokens of the transactions that succeeded, with when (DynamoDB keeps them 10 minutes). */
  const succeeded = new Map<string, number>();
  const tokenLifeMs = 10 * 60_000;

  async function transactWrite(
    input: { TransactItems?: TransactItem[]; ClientRequestToken?: string },
    headers: IncomingMessage['headers'],
  ) {
    const token = input.ClientRequestToken;
    const now = Date.now();
    for (const [seen, at] of succeeded) if (now - at > tokenLifeMs) succeeded.delete(seen);
    if (token !== undefined && succeeded.has(token)) return {};
    const result = await applyTransaction(input, headers);
    if (token !== undefined) succeeded.set(token, Date.now());
    return result;
  }

  async function applyTransaction(
    input: { TransactItems?: TransactItem[] },
    headers: IncomingMessage['headers'],
  ) {
    const items = input.TransactItems ?? [];
    if (items.length === 0 || items.length > 100) {
      throw new DynamoError(
        'ValidationException',
        'TransactItems must have between 1 and 100 items',
      );
    }
    const seen = new Set<string>();
    for (const item of items) {
      const op = (item.Put ?? item.Update ?? item.Delete ?? item.ConditionCheck)!;
      const id = `${op.TableName}:${JSON.stringify(keyOf(op))}`;
      if (seen.has(id)) {
        throw new DynamoError(
          'ValidationException',
          'Transaction request cannot include multiple operations on one item',
        );
      }
      seen.add(id);
    }

    const applied: { table: string; key: AttributeMap; old?: AttributeMap }[] = [];
    const rollback = async () => {
      for (const undo of applied.reverse()) {
        if (undo.old) await call('PutItem', { TableName: undo.table, Item: undo.old }, headers);
        else await call('DeleteItem', { TableName: undo.table, Key: undo.key }, headers);
      }
    };
    for (const [index, item] of items.entries()) {
      const expression = (op: Operation) => ({
        ...(op.ConditionExpression ? { ConditionExpression: op.ConditionExpression } : {}),
        ...(op.ExpressionAttributeNames
          ? { ExpressionAttributeNames: op.ExpressionAttributeNames }
          : {}),
        ...(op.ExpressionAttributeValues
          ? { ExpressionAttributeValues: op.ExpressionAttributeValues }
          : {}),
      });
      try {
        if (item.Put) {
          const result = await call(
            'PutItem',
            {
              TableName: item.Put.TableName,
              Item: item.Put.Item,
              ...expression(item.Put),
              ReturnValues: 'ALL_OLD',
            },
            headers,
          );
          applied.push({
            table: item.Put.TableName,
            key: keyOf(item.Put),
            old: result.Attributes as AttributeMap | undefined,
          });
        } else if (item.Update) {
          const result = await call(
            'UpdateItem',
            {
              TableName: item.Update.TableName,
              Key: item.Update.Key,
              UpdateExpression: item.Update.UpdateExpression,
              ...expression(item.Update),
              ReturnValues: 'ALL_OLD',
            },
            headers,
          );
          applied.push({
            table: item.Update.TableName,
            key: keyOf(item.Update),
            old: result.Attributes as AttributeMap | undefined,
          });
        } else if (item.Delete) {
          const result = await call(
            'DeleteItem',
            {
              TableName: item.Delete.TableName,
              Key: item.Delete.Key,
              ...expression(item.Delete),
              ReturnValues: 'ALL_OLD',
            },
            headers,
          );
          applied.push({
            table: item.Delete.TableName,
            key: keyOf(item.Delete),
            old: result.Attributes as AttributeMap | undefined,
          });
        } else if (item.ConditionCheck) {
          // Evaluate the condition with a conditional update that changes nothing (it removes an
          // attribute no item has), so that concurrent readers never see the item missing, as they
          // did when it was deleted and put back. On an absent item that update creates the item
          // with its key only: delete it again.
          const check = item.ConditionCheck;
          const result = await call(
            'UpdateItem',
            {
              TableName: check.TableName,
              Key: check.Key,
              UpdateExpression: 'REMOVE #noSuchAttribute',
              ...expression(check),
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
      } catch (error) {
        await rollback();
        if (error instanceof DynamoError && error.type === 'ConditionalCheckFailedException') {
          const reasons = items.map((_, i) =>
            i === index
              ? { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' }
              : { Code: 'None' },
          );
          const codes = reasons.map((reason) => reason.Code).join(', ');
          const cancelled = new DynamoError(
            'TransactionCanceledException',
            `Transaction cancelled, please refer cancellation reasons for specific reasons [${codes}]`,
          );
          Object.assign(cancelled, { reasons });
          throw cancelled;
        }
        throw error;
      }
    }
    return {};
  }

  async function transactGet(
    input: { TransactItems?: { Get: Operation & { ProjectionExpression?: string } }[] },
    headers: IncomingMessage['headers'],
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

  function passThrough(req: IncomingMessage, res: ServerResponse, body: Buffer) {
    const upstream = request(
      options.upstream,
      { method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 500, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.destroy();
    });
    upstream.end(body);
  }

  const server: Server = createServer(async (req, res) => {
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
        .TransactItems ?? [{}];
      res.writeHead(400, { 'content-type': 'application/x-amz-json-1.0' });
      return void res.end(
        JSON.stringify({
          __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
          message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${items.map(() => 'ThrottlingError').join(', ')}]`,
          CancellationReasons: items.map(() => ({
            Code: 'ThrottlingError',
            Message:
              'Throughput exceeds the current capacity for one or more global secondary indexes.',
          })),
        }),
      );
    }
    if (target !== 'TransactWriteItems' && target !== 'TransactGetItems')
      return passThrough(req, res, body);
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, {
        'content-type': 'application/x-amz-json-1.0',
        'x-amzn-requestid': `local-${Date.now()}`,
      });
      res.end(JSON.stringify(payload));
    };
    try {
      const input = JSON.parse(body.toString('utf8') || '{}');
      const result = await serial(() =>
        target === 'TransactWriteItems'
          ? transactWrite(input, req.headers)
          : transactGet(input, req.headers),
      );
      send(200, result);
    } catch (error) {
      if (error instanceof DynamoError) {
        const reasons = (error as DynamoError & { reasons?: unknown }).reasons;
        send(error.status ?? 400, {
          __type: `com.amazonaws.dynamodb.v20120810#${error.type}`,
          message: error.message,
          ...(reasons ? { CancellationReasons: reasons } : {}),
        });
      } else {
        send(500, {
          __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError',
          message: (error as Error).message,
        });
      }
    }
  });
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
    },
  };
}
