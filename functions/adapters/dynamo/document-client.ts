/**
 * DynamoDB's document API (plain JS values in and out) without the SDK client: each command is
 * one signed call of DynamoDB's JSON protocol (signed-aws-call.ts), its attribute values
 * marshalled by `@aws-sdk/util-dynamodb`, the library the SDK's document client marshals with.
 *
 * Why not `@aws-sdk/lib-dynamodb`: its client carried `@smithy/core`'s protocol and middleware
 * machinery (about 45 KB gzip and a third of the import time) into every function, where every
 * command is one JSON POST. The commands keep the document client's names and inputs, so a
 * repository reads as it did; what the client did besides is done here:
 * - retries as its standard mode did (3 attempts, jittered backoff, on 5xx, throttling, a time-out
 *   or a failed connection: `retriedJsonCall`), each attempt abandoned after 3 s, so a hung
 *   connection cannot hold the caller until the function dies;
 * - a transaction's idempotency token, which the SDK filled, so a retried transaction that had
 *   gone through changes nothing;
 * - errors named as the SDK named them (`ConditionalCheckFailedException`,
 *   `TransactionCanceledException` with its `CancellationReasons`, ...);
 * - undefined attributes dropped, class instances refused (the client's marshall options).
 *
 * In the sandbox these calls pass the grant check and the call counter as every signed call does.
 * No table stores a binary attribute: `B` values are not converted.
 */
import { randomUUID } from 'node:crypto';
import { marshall, unmarshall, type NativeAttributeValue } from '@aws-sdk/util-dynamodb';
import type {
  BatchGetCommandInput,
  BatchGetCommandOutput,
  BatchWriteCommandInput,
  BatchWriteCommandOutput,
  DeleteCommandInput,
  DeleteCommandOutput,
  GetCommandInput,
  GetCommandOutput,
  PutCommandInput,
  PutCommandOutput,
  QueryCommandInput,
  QueryCommandOutput as DocumentQueryOutput,
  ScanCommandInput,
  ScanCommandOutput as DocumentScanOutput,
  TransactWriteCommandInput,
  TransactWriteCommandOutput,
  UpdateCommandInput,
  UpdateCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { retriedJsonCall } from '@functions/adapters/signed-aws-call';
import { config } from '@functions/lib/config';

export type {
  BatchWriteCommandInput,
  QueryCommandInput,
  ScanCommandInput,
  TransactWriteCommandInput,
};

/** An answer as the document client gave it, less the SDK's response metadata. */
type Answer<Output> = Omit<Output, '$metadata'>;
export type QueryCommandOutput = Answer<DocumentQueryOutput>;
export type ScanCommandOutput = Answer<DocumentScanOutput>;

type Wire = Record<string, unknown>;
type NativeMap = Record<string, NativeAttributeValue>;

const marshallOptions = { removeUndefinedValues: true, convertClassInstanceToMap: false };

const toAttributes = (values: unknown) =>
  values === undefined ? undefined : marshall(values as NativeMap, marshallOptions);
const fromAttributes = (values: unknown) =>
  values === undefined ? undefined : unmarshall(values as Parameters<typeof unmarshall>[0]);

/** The fields of a request that hold attribute values (keys, items, expression values). */
const valueFields = ['Key', 'Item', 'ExpressionAttributeValues', 'ExclusiveStartKey'] as const;

/** A request (or a transaction's or batch's part) with its attribute values marshalled. */
function marshalFields(request: object): Wire {
  const wire: Wire = { ...request };
  for (const field of valueFields) if (field in wire) wire[field] = toAttributes(wire[field]);
  return wire;
}

/** An answer with its attribute values as plain values. */
function unmarshalFields(answer: Wire): Wire {
  const plain: Wire = { ...answer };
  for (const field of ['Item', 'Attributes', 'LastEvaluatedKey'])
    if (plain[field] !== undefined) plain[field] = fromAttributes(plain[field]);
  if (Array.isArray(plain.Items)) plain.Items = plain.Items.map(fromAttributes);
  return plain;
}

/** Applies `change` to every value of a record (a batch's tables). */
function eachTable<T, U>(tables: Record<string, T> | undefined, change: (value: T) => U) {
  return tables && Object.fromEntries(Object.entries(tables).map(([k, v]) => [k, change(v)]));
}

/**
 * One document command: DynamoDB's operation name, the input as the document client took it, and
 * how it goes on the wire and comes back.
 */
export abstract class DocumentCommand<Input extends object, Output> {
  abstract readonly operation: string;

  constructor(readonly input: Input) {}

  /** The request as DynamoDB's JSON protocol takes it. */
  wire(): Wire {
    return marshalFields(this.input);
  }

  /** The answer as the document client gave it. */
  read(answer: Wire): Output {
    return unmarshalFields(answer) as Output;
  }
}

export class GetCommand extends DocumentCommand<GetCommandInput, Answer<GetCommandOutput>> {
  readonly operation = 'GetItem';
}

export class PutCommand extends DocumentCommand<PutCommandInput, Answer<PutCommandOutput>> {
  readonly operation = 'PutItem';
}

export class UpdateCommand extends DocumentCommand<
  UpdateCommandInput,
  Answer<UpdateCommandOutput>
> {
  readonly operation = 'UpdateItem';
}

export class DeleteCommand extends DocumentCommand<
  DeleteCommandInput,
  Answer<DeleteCommandOutput>
> {
  readonly operation = 'DeleteItem';
}

export class QueryCommand extends DocumentCommand<QueryCommandInput, QueryCommandOutput> {
  readonly operation = 'Query';
}

export class ScanCommand extends DocumentCommand<ScanCommandInput, ScanCommandOutput> {
  readonly operation = 'Scan';
}

export class BatchGetCommand extends DocumentCommand<
  BatchGetCommandInput,
  Answer<BatchGetCommandOutput>
> {
  readonly operation = 'BatchGetItem';

  override wire(): Wire {
    return {
      ...this.input,
      RequestItems: eachTable(this.input.RequestItems, (request) => ({
        ...request,
        Keys: request.Keys?.map(toAttributes),
      })),
    };
  }

  override read(answer: Wire): Answer<BatchGetCommandOutput> {
    const unprocessed = answer.UnprocessedKeys as Record<string, { Keys?: unknown[] }> | undefined;
    return {
      ...answer,
      Responses: eachTable(answer.Responses as Record<string, unknown[]> | undefined, (items) =>
        items.map(fromAttributes),
      ),
      UnprocessedKeys: eachTable(unprocessed, (request) => ({
        ...request,
        Keys: request.Keys?.map(fromAttributes),
      })),
    } as Answer<BatchGetCommandOutput>;
  }
}

/** A batch write's put or delete, either way. */
type WriteRequest = { PutRequest?: object; DeleteRequest?: object };

const eachWrite = (change: (part: object) => Wire) => (requests: WriteRequest[]) =>
  requests.map((request) => ({
    ...(request.PutRequest ? { PutRequest: change(request.PutRequest) } : {}),
    ...(request.DeleteRequest ? { DeleteRequest: change(request.DeleteRequest) } : {}),
  }));

export class BatchWriteCommand extends DocumentCommand<
  BatchWriteCommandInput,
  Answer<BatchWriteCommandOutput>
> {
  readonly operation = 'BatchWriteItem';

  override wire(): Wire {
    return {
      ...this.input,
      RequestItems: eachTable(
        this.input.RequestItems as Record<string, WriteRequest[]>,
        eachWrite(marshalFields),
      ),
    };
  }

  override read(answer: Wire): Answer<BatchWriteCommandOutput> {
    return {
      ...answer,
      UnprocessedItems: eachTable(
        answer.UnprocessedItems as Record<string, WriteRequest[]> | undefined,
        eachWrite((part) => ({ ...part, ...unmarshalFields(part as Wire) })),
      ),
    } as Answer<BatchWriteCommandOutput>;
  }
}

export class TransactWriteCommand extends DocumentCommand<
  TransactWriteCommandInput,
  Answer<TransactWriteCommandOutput>
> {
  readonly operation = 'TransactWriteItems';

  /**
   * The SDK fills the idempotency token of every transaction, so that its retry after a time-out
   * whose first try went through changes nothing (a counter in it is not added twice); so does
   * this one, once per command (the client's retries send the same wire input).
   */
  private readonly token = this.input.ClientRequestToken ?? randomUUID();

  override wire(): Wire {
    return {
      ...this.input,
      ClientRequestToken: this.token,
      TransactItems: this.input.TransactItems?.map((entry) =>
        eachTable(entry as Record<string, object>, marshalFields),
      ),
    };
  }
}

/** Sends document commands. */
export interface DocumentClient {
  send<Input extends object, Output>(command: DocumentCommand<Input, Output>): Promise<Output>;
}

/** Each attempt is abandoned after this long (DynamoDB answers in milliseconds). */
const attemptTimeoutMs = 3_000;

const client: DocumentClient = {
  async send(command) {
    const { region, endpoints } = config();
    // Marshalled once: every attempt sends the same request.
    const request = command.wire();
    const answer = await retriedJsonCall(
      'dynamodb',
      `DynamoDB_20120810.${command.operation}`,
      { region, endpoint: endpoints.dynamodb },
      request,
      { timeoutMs: attemptTimeoutMs },
    );
    return command.read(answer);
  },
};

/** The DynamoDB document client of every function. */
export function dynamoClient(): DocumentClient {
  return client;
}
