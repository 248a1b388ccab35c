/**
 * The KMS emulator: the two calls the functions make with their HMAC keys (GenerateMac,
 * VerifyMac), in KMS's JSON protocol, so the sandbox's signers make real SDK calls (which the
 * grant check sees) instead of holding a key in their environment. One HMAC_SHA_256 key per
 * named key, its material random at each start: links signed in an earlier run stop working, as
 * after a key is replaced. The material never leaves this module, as it never leaves KMS.
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

const account = '000000000000';
const macAlgorithm = 'HMAC_SHA_256';
/** KMS takes messages of 1 to 4096 bytes. */
const maxMessageBytes = 4096;

export interface KmsSandbox {
  endpoint: string;
  /** The ARN of each named key, as CDK hands a key's ARN to the functions. */
  keys: Record<string, string>;
  end(): Promise<void>;
}

/** A KMS error: its `__type` and HTTP status, as the SDK reads them. */
class KmsError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

interface Key {
  arn: string;
  material: Buffer;
}

/** The bytes of a base64 blob field of the request, or a ValidationException naming it. */
function blob(input: Record<string, unknown>, field: string): Buffer {
  const value = input[field];
  if (typeof value !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(value))
    throw new KmsError('ValidationException', `1 validation error detected: ${field} is required`);
  return Buffer.from(value, 'base64');
}

export async function start(options: {
  names: readonly string[];
  region?: string;
}): Promise<KmsSandbox> {
  const region = options.region ?? 'us-east-1';
  const byId = new Map<string, Key>();
  const keys: Record<string, string> = {};
  for (const name of options.names) {
    const id = randomUUID();
    const key = { arn: `arn:aws:kms:${region}:${account}:key/${id}`, material: randomBytes(32) };
    // A key is named by its id or its ARN, as in KMS.
    byId.set(id, key);
    byId.set(key.arn, key);
    keys[name] = key.arn;
  }

  function keyOf(input: Record<string, unknown>): Key {
    const keyId = input.KeyId;
    if (typeof keyId !== 'string' || !keyId)
      throw new KmsError('ValidationException', '1 validation error detected: KeyId is required');
    const key = byId.get(keyId);
    if (!key) {
      const arn = keyId.startsWith('arn:')
        ? keyId
        : `arn:aws:kms:${region}:${account}:key/${keyId}`;
      throw new KmsError('NotFoundException', `Key '${arn}' does not exist`);
    }
    return key;
  }

  function macOf(key: Key, input: Record<string, unknown>): Buffer {
    if (input.MacAlgorithm !== macAlgorithm)
      throw new KmsError(
        'InvalidKeyUsageException',
        `${String(input.MacAlgorithm)} is not a supported MacAlgorithm for key '${key.arn}'.`,
      );
    const message = blob(input, 'Message');
    if (message.length < 1 || message.length > maxMessageBytes)
      throw new KmsError(
        'ValidationException',
        `1 validation error detected: Message must be between 1 and ${maxMessageBytes} bytes`,
      );
    return createHmac('sha256', key.material).update(message).digest();
  }

  const operations: Record<string, (input: Record<string, unknown>) => object> = {
    GenerateMac(input) {
      const key = keyOf(input);
      return {
        Mac: macOf(key, input).toString('base64'),
        KeyId: key.arn,
        MacAlgorithm: macAlgorithm,
      };
    },
    VerifyMac(input) {
      const key = keyOf(input);
      const expected = macOf(key, input);
      const given = blob(input, 'Mac');
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new KmsError('KMSInvalidMacException', '');
      return { KeyId: key.arn, MacValid: true, MacAlgorithm: macAlgorithm };
    },
  };

  async function answer(req: IncomingMessage): Promise<{ status: number; body: object }> {
    const target = String(req.headers['x-amz-target'] ?? '');
    const operation = target.startsWith('TrentService.')
      ? operations[target.slice('TrentService.'.length)]
      : undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      if (req.method !== 'POST' || !operation) throw new KmsError('UnknownOperationException', '');
      let input: unknown;
      try {
        input = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      } catch {
        throw new KmsError('SerializationException', 'The request body is not JSON');
      }
      if (!input || typeof input !== 'object')
        throw new KmsError('SerializationException', 'The request body is not a JSON object');
      return { status: 200, body: operation(input as Record<string, unknown>) };
    } catch (error) {
      if (!(error instanceof KmsError)) throw error;
      return { status: error.status, body: { __type: error.type, message: error.message } };
    }
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    answer(req).then(
      ({ status, body }) => {
        res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
        res.end(JSON.stringify(body));
      },
      () => {
        res.writeHead(500, { 'content-type': 'application/x-amz-json-1.1' });
        res.end(JSON.stringify({ __type: 'KMSInternalException', message: '' }));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    keys,
    async end() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
