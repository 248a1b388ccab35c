/**
 * The IAM gate in front of the sandbox's Cognito emulator. cognito-local answers every target to
 * anyone; AWS answers only the user pool's public targets (sign-up, sign-in, the signed-in user's
 * own calls, which carry a token or nothing) without IAM credentials, and every other one (the
 * `Admin*` targets, ListUsers, CreateGroup, DescribeUserPool, ...) only to a request signed with
 * SigV4 by a principal it knows. So a browser reaching the emulator through the site's
 * `/__cognito/` proxy could put itself in `administrators` here, never in AWS.
 *
 * The gate listens where the emulator is advertised (the functions' COGNITO_ENDPOINT, the proxy's
 * target) and relays to cognito-local on a port of its own. A target needs IAM when the SDK's own
 * model of the service signs it (its auth scheme for the operation is not `noAuth`); such a call
 * must carry a SigV4 signature by the sandbox's credentials (the ones it gives its functions), over
 * this very request, within AWS's 15 minutes; otherwise it gets AWS's answer to that mistake
 * (HTTP 400, `__type` MissingAuthenticationTokenException, UnrecognizedClientException,
 * IncompleteSignatureException or InvalidSignatureException) and never reaches the emulator.
 */
import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { SignatureV4 } from '@smithy/signature-v4';
import type { Checksum, SourceData } from '@smithy/types';

export interface GateCredentials {
  accessKeyId: string;
  secretAccessKey: string;
}

/** What AWS answers a request it cannot authenticate: the error type and its message. */
export interface IamRefusal {
  type:
    | 'MissingAuthenticationTokenException'
    | 'IncompleteSignatureException'
    | 'UnrecognizedClientException'
    | 'InvalidSignatureException';
  message: string;
}

/** The SDK's auth schemes per operation: the service model's own word on which targets are public. */
const authSchemes = new CognitoIdentityProviderClient({ region: 'us-east-1' }).config
  .httpAuthSchemeProvider;

/** Whether AWS requires IAM credentials (a SigV4 signature) for a Cognito user pool target. */
export async function requiresIam(target: string): Promise<boolean> {
  const options = await authSchemes({ operation: target } as Parameters<typeof authSchemes>[0]);
  return options.some((option) => option.schemeId !== 'smithy.api#noAuth');
}

/** SigV4 allows this much clock difference between the signer and AWS. */
const maxSkewMs = 15 * 60_000;

/** Bytes of what the signer hands its hash (a string, a buffer or a view of one). */
const bytesOf = (data: SourceData): string | Buffer =>
  typeof data === 'string'
    ? data
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(data);

/** The SHA-256 the signer hashes with (plain, or keyed for HMAC), on node:crypto. */
export class Sha256 implements Checksum {
  private hash: Hash | Hmac;
  constructor(private readonly secret?: SourceData) {
    this.hash = this.fresh();
  }
  private fresh() {
    return this.secret === undefined
      ? createHash('sha256')
      : createHmac('sha256', bytesOf(this.secret));
  }
  update(data: Uint8Array) {
    this.hash.update(bytesOf(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
  reset() {
    this.hash = this.fresh();
  }
}

const authorizationPattern =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/([^/,\s]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

/**
 * Checks a request's SigV4 signature as AWS does: the sandbox's access key, a fresh date, and the
 * signature recomputed over the method, path, signed headers and body. Undefined when it holds.
 */
export async function checkSignature(
  req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>,
  body: Buffer,
  credentials: GateCredentials,
  now = new Date(),
): Promise<IamRefusal | undefined> {
  const authorization = req.headers.authorization;
  if (!authorization)
    return { type: 'MissingAuthenticationTokenException', message: 'Missing Authentication Token' };
  const match = authorizationPattern.exec(authorization);
  const amzDate = req.headers['x-amz-date'];
  const signedAt =
    typeof amzDate === 'string' && /^\d{8}T\d{6}Z$/.test(amzDate)
      ? new Date(amzDate.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'))
      : undefined;
  if (!match || !signedAt)
    return {
      type: 'IncompleteSignatureException',
      message: `Authorization header requires 'Credential', 'SignedHeaders' and 'Signature' parameters and an 'X-Amz-Date' header.`,
    };
  const [, accessKeyId, , region, service, signedHeaderList, signature] = match;
  if (accessKeyId !== credentials.accessKeyId)
    return {
      type: 'UnrecognizedClientException',
      message: 'The security token included in the request is invalid.',
    };
  if (Math.abs(now.getTime() - signedAt.getTime()) > maxSkewMs)
    return { type: 'InvalidSignatureException', message: 'Signature expired.' };

  const signedHeaders = signedHeaderList!.split(';');
  const headers: Record<string, string> = {};
  for (const name of signedHeaders) {
    const value = req.headers[name];
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  // A signed payload hash stands in for the body in the signature: it must be the body's.
  const claimedHash = headers['x-amz-content-sha256'];
  const bodyHash = createHash('sha256').update(body).digest('hex');
  const url = new URL(req.url ?? '/', 'http://gate');
  const signer = new SignatureV4({
    credentials,
    region: region!,
    service: service!,
    sha256: Sha256,
    applyChecksum: false,
  });
  const expected = await signer.sign(
    {
      method: req.method ?? 'POST',
      protocol: 'http:',
      hostname: String(req.headers.host ?? ''),
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
      body,
    },
    { signingDate: signedAt, signableHeaders: new Set(signedHeaders) },
  );
  const expectedSignature = /Signature=([0-9a-f]{64})$/.exec(
    String(expected.headers.authorization),
  )?.[1];
  if ((claimedHash !== undefined && claimedHash !== bodyHash) || expectedSignature !== signature)
    return {
      type: 'InvalidSignatureException',
      message:
        'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method. Consult the service documentation for details.',
    };
  return undefined;
}

/** Reads a request's whole body. */
function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Starts the gate on `port` (127.0.0.1), relaying what passes to cognito-local at `upstream`.
 * Anything but a target call (the JWKS, CORS preflights) passes untouched, as in AWS.
 */
export async function startCognitoGate(options: {
  port: number;
  upstream: string;
  credentials: GateCredentials;
  log?: (line: string) => void;
}): Promise<{ server: Server; end(): Promise<void> }> {
  const server = createServer((req, res) => {
    const relay = (body?: Buffer) => {
      const upstream = request(
        `${options.upstream}${req.url ?? '/'}`,
        { method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
        res.end('Bad gateway');
      });
      if (body) upstream.end(body);
      else req.pipe(upstream);
    };
    const target = req.headers['x-amz-target'];
    if (req.method !== 'POST' || typeof target !== 'string') return relay();
    void (async () => {
      const body = await readBody(req);
      const operation = target.split('.')[1] ?? '';
      const refusal = (await requiresIam(operation))
        ? await checkSignature(req, body, options.credentials)
        : undefined;
      if (!refusal) return relay(body);
      options.log?.(`[cognito] refused ${operation}: ${refusal.type}`);
      res.writeHead(400, {
        'content-type': 'application/x-amz-json-1.1',
        'x-amzn-errortype': refusal.type,
      });
      res.end(JSON.stringify({ __type: refusal.type, message: refusal.message }));
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/x-amz-json-1.1' });
      res.end(JSON.stringify({ __type: 'InternalErrorException', message: 'Internal error' }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return {
    server,
    async end() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
