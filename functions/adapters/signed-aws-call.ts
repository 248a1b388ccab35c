/**
 * One AWS call without an SDK client: the request signed with SigV4 and sent with fetch. For the
 * few calls whose client would be most of a function's bundle for one operation (one SDK client
 * is about 40 KB gzip): the health route's probes (aws-probes.ts), the admin guard's two-step
 * sign-in question (mfa-status.ts), queued messages (sqs-messages.ts) and a few S3, CloudFront
 * and Cognito calls. Everything else goes through aws-clients.ts.
 *
 * The calls carry Lambda's credentials from the environment, as every bundle does
 * (functions/lib/lambda-credentials.ts). Being no SDK client, they carry no middleware stack: the
 * checks added with {@link addSignedCallCheck} stand in for it, so the sandbox's grant table
 * (infra/local/grants.ts) refuses these calls exactly as it refuses the clients'.
 */
import { createHash, createHmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import type { HttpRequest, SourceData } from '@smithy/types';
import { retryWithBackoff } from '@functions/lib/retry';

/** A signer class of SigV4's shape (SigV4's own, or SigV4A's). */
export type SignerClass = new (init: ConstructorParameters<typeof SignatureV4>[0]) => {
  sign(request: HttpRequest): Promise<HttpRequest>;
};

/** Where a call goes: the service's regional endpoint, or the sandbox's emulator. */
export interface AwsTarget {
  region: string;
  /** An endpoint override (the sandbox's emulators); the service's public endpoint otherwise. */
  endpoint?: string;
}

/** What the signer hands the hash (text or bytes), as node:crypto takes it. */
function bytes(data: SourceData): string | Uint8Array {
  if (typeof data === 'string') return data;
  return ArrayBuffer.isView(data)
    ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
    : new Uint8Array(data);
}

/** SHA-256 (HMAC-SHA-256 with a secret) on node:crypto, in the shape the signer asks for. */
class NodeSha256 {
  private readonly hash;

  constructor(secret?: SourceData) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(secret));
  }

  update(data: SourceData): void {
    this.hash.update(bytes(data));
  }

  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
}

/** The call a signed request makes: the service's operation name and its input. */
export interface SignedOperation {
  name: string;
  input: Record<string, unknown>;
}

/** Runs before each signed call and throws to refuse it, as an SDK client's middleware would. */
export type SignedCallCheck = (service: string, operation: SignedOperation) => void;

const checks: SignedCallCheck[] = [];

/**
 * Adds a check to every signed call of this process (the sandbox's grants and the tests' call
 * counts; nothing in AWS). Answers a function that removes it.
 */
export function addSignedCallCheck(check: SignedCallCheck): () => void {
  if (!checks.includes(check)) checks.push(check);
  return () => {
    const index = checks.indexOf(check);
    if (index >= 0) checks.splice(index, 1);
  };
}

/** Lambda's credentials, read on each call (the runtime may rotate them between invocations). */
export function lambdaCredentials() {
  const accessKeyId = process.env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = process.env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) throw new Error('No AWS credentials in the environment');
  const sessionToken = process.env.AWS_SESSION_TOKEN;
  return { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) };
}

/** Signs and sends one request; the service's answer, whatever its status. */
export async function signedFetch(
  service: string,
  region: string,
  url: URL,
  request: {
    operation: SignedOperation;
    method: string;
    headers: Record<string, string>;
    body?: string;
    timeoutMs?: number;
    /**
     * Another signer of SigV4's shape (the KeyValueStore API takes SigV4A only), passed in by
     * its one caller so that no other bundle carries it.
     */
    signer?: SignerClass;
  },
): Promise<Response> {
  for (const check of checks) check(service, request.operation);
  const Signer = request.signer ?? SignatureV4;
  const signer = new Signer({
    service,
    region,
    credentials: lambdaCredentials(),
    sha256: NodeSha256,
    // S3 signs the path as sent; the other services sign it escaped once more.
    uriEscapePath: service !== 's3',
  });
  const signed = await signer.sign({
    method: request.method,
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: { ...request.headers, host: url.host },
    body: request.body,
  });
  return fetch(url, {
    method: request.method,
    headers: signed.headers,
    body: request.body,
    signal: AbortSignal.timeout(request.timeoutMs ?? 3000),
  });
}

/** An error answer of an AWS JSON API, named by its error type as the SDK names its errors. */
export class AwsCallError extends Error {
  constructor(
    name: string,
    readonly status: number,
    /** The service's own message, when its answer has one. */
    message?: string,
  ) {
    super(message ?? `${name} (${status})`);
    this.name = name;
  }

  /** Whose fault, as the SDK's service exceptions say it (Bedrock's retry rule reads it). */
  get $fault(): 'client' | 'server' {
    return this.status >= 500 ? 'server' : 'client';
  }

  /** The status where the SDK's service exceptions keep it. */
  get $metadata(): { httpStatusCode: number } {
    return { httpStatusCode: this.status };
  }
}

/**
 * The JSON of an AWS answer (the JSON protocols and REST JSON alike). An error answer is thrown
 * as an {@link AwsCallError} named as the SDK names it: by the `x-amzn-ErrorType` header
 * (`Name:namespace-url`), else the body's `code` or `__type` (`namespace#Name`). The rest of the
 * body stays on the error, as the SDK keeps it (a cancelled transaction's `CancellationReasons`).
 */
export async function readJsonAnswer(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
  if (response.ok) return body;
  const { __type, code, message, Message, ...fields } = body;
  const type = response.headers.get('x-amzn-errortype') ?? String(code ?? __type ?? '');
  const name = type.split(':')[0]!.split('#').pop() || `Http${response.status}Error`;
  const said = message ?? Message;
  const error = new AwsCallError(
    name,
    response.status,
    typeof said === 'string' ? said : undefined,
  );
  throw Object.assign(error, fields);
}

/**
 * A call of an AWS JSON API (DynamoDB and SQS speak 1.0, Cognito 1.1): POST / with the operation
 * in X-Amz-Target. Resolves to the answer's JSON; rejects with an {@link AwsCallError}.
 */
export async function awsJsonCall(
  service: string,
  target: string,
  { region, endpoint }: AwsTarget,
  input: unknown,
  options: { version?: '1.0' | '1.1'; timeoutMs?: number } = {},
): Promise<Record<string, unknown>> {
  const url = new URL(endpoint ?? `https://${service}.${region}.amazonaws.com/`);
  const response = await signedFetch(service, region, url, {
    operation: {
      name: target.slice(target.lastIndexOf('.') + 1),
      input: input as Record<string, unknown>,
    },
    method: 'POST',
    headers: {
      'content-type': `application/x-amz-json-${options.version ?? '1.0'}`,
      'x-amz-target': target,
    },
    body: JSON.stringify(input),
    timeoutMs: options.timeoutMs,
  });
  return readJsonAnswer(response);
}

/** Error names AWS answers for "slow down", whatever the status (the SDK's retry list). */
const throttlingNames = new Set([
  'Throttling',
  'ThrottlingException',
  'ThrottledException',
  'RequestThrottledException',
  'TooManyRequestsException',
  'ProvisionedThroughputExceededException',
  'TransactionInProgressException',
  'RequestLimitExceeded',
  'BandwidthLimitExceeded',
  'LimitExceededException',
  'RequestThrottled',
  'SlowDown',
  'PriorRequestNotComplete',
]);

/**
 * Runs a signed call with the SDK's standard retries, which a client would have made: up to 3
 * attempts with jittered backoff on a server error (5xx), throttling, a time-out or a failed
 * connection; any other refusal is thrown at once.
 */
export function withAwsRetries<T>(call: () => Promise<T>): Promise<T> {
  return retryWithBackoff(call, {
    attempts: 3,
    firstDelayMs: 100,
    maxDelayMs: 2000,
    retryable: (error) =>
      error instanceof AwsCallError
        ? error.status >= 500 || error.status === 429 || throttlingNames.has(error.name)
        : error instanceof Error &&
          (error.name === 'TimeoutError' || (error.name === 'TypeError' && 'cause' in error)),
  });
}

/**
 * {@link awsJsonCall} with the SDK's standard retries ({@link withAwsRetries}): a call that stands
 * in for a client's (queued messages, the Cognito admin calls) retries as the client did.
 */
export function retriedJsonCall(
  ...call: Parameters<typeof awsJsonCall>
): Promise<Record<string, unknown>> {
  return withAwsRetries(() => awsJsonCall(...call));
}
