/**
 * The sandbox's KMS emulator answers the real SDK client as KMS does: GenerateMac and VerifyMac
 * with each named key (by id or ARN), KMSInvalidMacException for a MAC that does not match,
 * NotFoundException for a key it does not have, InvalidKeyUsageException for another algorithm.
 * Its keys are new at each start, so a link signed in an earlier run is refused.
 */
import {
  GenerateMacCommand,
  KMSClient,
  KMSInvalidMacException,
  VerifyMacCommand,
} from '@aws-sdk/client-kms';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { kmsSigner } from '@functions/adapters/preview-signer';
import * as kms from '@infra/local/kms';

let store: kms.KmsSandbox;
let client: KMSClient;

const credentials = { accessKeyId: 'sandbox', secretAccessKey: 'sandbox' };
const clientOf = (endpoint: string) =>
  new KMSClient({ region: 'us-east-1', endpoint, credentials, maxAttempts: 1 });

beforeAll(async () => {
  // The functions' signer signs with Lambda's credentials, from the environment.
  vi.stubEnv('AWS_ACCESS_KEY_ID', credentials.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', credentials.secretAccessKey);
  store = await kms.start({ names: ['preview', 'newsletter'] });
  client = clientOf(store.endpoint);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  client?.destroy();
  await store?.end();
});

const message = Buffer.from('payload of a link');

/** The error a call rejected with (fails the test when it succeeded). */
async function refusal(call: Promise<unknown>): Promise<Error & Record<string, unknown>> {
  const error = await call.then(
    () => undefined,
    (failure: unknown) => failure as Error & Record<string, unknown>,
  );
  if (!error) throw new Error('The call succeeded');
  return error;
}

describe('the KMS emulator', () => {
  it('makes a 32-byte MAC with a key named by its ARN or its id, and verifies it', async () => {
    const arn = store.keys.preview!;
    expect(arn).toMatch(/^arn:aws:kms:us-east-1:000000000000:key\/[0-9a-f-]{36}$/);
    const id = arn.split('/').pop()!;

    const byArn = await client.send(
      new GenerateMacCommand({ KeyId: arn, MacAlgorithm: 'HMAC_SHA_256', Message: message }),
    );
    const byId = await client.send(
      new GenerateMacCommand({ KeyId: id, MacAlgorithm: 'HMAC_SHA_256', Message: message }),
    );

    expect(byArn).toMatchObject({ KeyId: arn, MacAlgorithm: 'HMAC_SHA_256' });
    expect(byArn.Mac).toHaveLength(32);
    expect(Buffer.from(byId.Mac!).equals(Buffer.from(byArn.Mac!))).toBe(true);
    const verified = await client.send(
      new VerifyMacCommand({
        KeyId: id,
        MacAlgorithm: 'HMAC_SHA_256',
        Message: message,
        Mac: byArn.Mac,
      }),
    );
    expect(verified).toMatchObject({ KeyId: arn, MacValid: true, MacAlgorithm: 'HMAC_SHA_256' });
  });

  it('answers KMSInvalidMacException to a MAC of another message or another key', async () => {
    const { Mac } = await client.send(
      new GenerateMacCommand({
        KeyId: store.keys.preview,
        MacAlgorithm: 'HMAC_SHA_256',
        Message: message,
      }),
    );
    const verify = (keyId: string, text: Buffer) =>
      client.send(
        new VerifyMacCommand({ KeyId: keyId, MacAlgorithm: 'HMAC_SHA_256', Message: text, Mac }),
      );

    const altered = await refusal(verify(store.keys.preview!, Buffer.from('payload of a lynk')));
    const otherKey = await refusal(verify(store.keys.newsletter!, message));

    for (const error of [altered, otherKey]) {
      expect(error).toBeInstanceOf(KMSInvalidMacException);
      expect(error.$metadata).toMatchObject({ httpStatusCode: 400 });
    }
  });

  it('answers NotFoundException to an unknown key and InvalidKeyUsageException to another algorithm', async () => {
    const missing = await refusal(
      client.send(
        new GenerateMacCommand({
          KeyId: '11111111-2222-3333-4444-555555555555',
          MacAlgorithm: 'HMAC_SHA_256',
          Message: message,
        }),
      ),
    );
    expect(missing.name).toBe('NotFoundException');
    expect(missing.message).toBe(
      "Key 'arn:aws:kms:us-east-1:000000000000:key/11111111-2222-3333-4444-555555555555' does not exist",
    );

    const usage = await refusal(
      client.send(
        new GenerateMacCommand({
          KeyId: store.keys.preview,
          MacAlgorithm: 'HMAC_SHA_512',
          Message: message,
        }),
      ),
    );
    expect(usage.name).toBe('InvalidKeyUsageException');
  });

  it('refuses an empty message with a ValidationException naming it', async () => {
    const empty = await refusal(
      client.send(
        new GenerateMacCommand({
          KeyId: store.keys.preview,
          MacAlgorithm: 'HMAC_SHA_256',
          Message: Buffer.alloc(0),
        }),
      ),
    );
    expect(empty.name).toBe('ValidationException');
    expect(empty.message).toContain('Message');
  });

  it('has new keys at each start: a link signed before is refused, not an error', async () => {
    const before = kmsSigner(store.keys.newsletter!, {
      region: 'us-east-1',
      endpoint: store.endpoint,
    });
    const mac = await before.sign('confirm link');
    expect(await before.verify('confirm link', mac)).toBe(true);
    expect(await before.verify('confirm lynk', mac)).toBe(false);

    const restarted = await kms.start({ names: ['newsletter'] });
    const restartedClient = clientOf(restarted.endpoint);
    try {
      const after = kmsSigner(restarted.keys.newsletter!, {
        region: 'us-east-1',
        endpoint: restarted.endpoint,
      });
      expect(restarted.keys.newsletter).not.toBe(store.keys.newsletter);
      expect(await after.verify('confirm link', mac)).toBe(false);
    } finally {
      restartedClient.destroy();
      await restarted.end();
    }
  });
});
