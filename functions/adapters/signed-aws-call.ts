/**
 * One AWS call without an SDK client: the request signed with SigV4 and sent over node:http. For the
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
import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { SignatureV4 } from '@smithy/signature-v4';
import type { HttpRequest, SourceData } from '@smithy/types';
import { isConnectionFailure } from '@functions/lib/connection-failure';
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

/** A signed call's answer: the part of fetch's Response its callers read. */
export interface AwsAnswer {
  status: number;
  ok: boolean;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** The error of a call that took longer than its time-out (named as fetch's abort names it). */
function timeoutError(ms: number): Error {
  const error = new Error(`The AWS call took longer than ${ms} ms`);
  error.name = 'TimeoutError';
  return error;
}

function answerOf(status: number, headers: IncomingHttpHeaders, body: Buffer): AwsAnswer {
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: {
      get(name) {
        const value = headers[name.toLowerCase()];
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
      },
    },
    text: async () => body.toString('utf8'),
    arrayBuffer: async () =>
      body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer,
  };
}

// Connections are kept and reused, as the SDK's own HTTP handler keeps them. Why node:http and
// not fetch: fetch (undici) spent about four times the CPU per call, in its web streams, abort
// signals and header objects; a function making ten calls a request paid it ten times.
const agents = {
  http: new HttpAgent({ keepAlive: true }),
  https: new HttpsAgent({ keepAlive: true }),
};

/**
 * Sends one request and reads its whole answer. Rejects with a `TimeoutError` when the answer is
 * not all in after `timeoutMs`, and with the connection's own error (its `code`: ECONNREFUSED,
 * ECONNRESET, ...) when there is none.
 */
function send(
  url: URL,
  init: { method: string; headers: Record<string, string>; body?: string; timeoutMs: number },
): Promise<AwsAnswer> {
  return new Promise((resolve, reject) => {
    const body = init.body === undefined ? undefined : Buffer.from(init.body);
    const https = url.protocol === 'https:';
    const request = (https ? httpsRequest : httpRequest)(
      url,
      {
        method: init.method,
        headers: body ? { ...init.headers, 'content-length': String(body.length) } : init.headers,
        agent: https ? agents.https : agents.http,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', fail);
        response.on('end', () => {
          clearTimeout(timer);
          resolve(answerOf(response.statusCode ?? 0, response.headers, Buffer.concat(chunks)));
        });
      },
    );
    const timer = setTimeout(() => request.destroy(timeoutError(init.timeoutMs)), init.timeoutMs);
    function fail(error: Error) {
      clearTimeout(timer);
      reject(error);
    }
    request.on('error', fail);
    request.end(body);
  });
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
): Promise<AwsAnswer> {
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
  return send(url, {
    method: request.method,
    headers: signed.headers,
    body: request.body,
    timeoutMs: request.timeoutMs ?? 3000,
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
export async function readJsonAnswer(response: AwsAnswer): Promise<Record<string, unknown>> {
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
        : isConnectionFailure(error),
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
