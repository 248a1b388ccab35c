/**
 * The preview links' MAC signer ({@link MacSigner}):
 * - AWS: a KMS HMAC_SHA_256 key (GenerateMac / VerifyMac). The key material never leaves KMS, so
 *   no secret is in the functions' environment, the repository or a log.
 * - Sandbox: HMAC-SHA256 with the key the sandbox makes at each start (PREVIEW_HMAC_KEY); links
 *   from an earlier run stop working, as a rotated key would.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  GenerateMacCommand,
  KMSClient,
  KMSInvalidMacException,
  VerifyMacCommand,
} from '@aws-sdk/client-kms';
import type { MacSigner } from '@functions/domain/previews/preview-ports';
import { canonicalBase64url } from '@functions/domain/previews/token-encoding';
import { config } from '@functions/lib/config';

const algorithm = 'HMAC_SHA_256';

export function kmsSigner(keyId: string, region: string): MacSigner {
  const client = new KMSClient({ region });
  return {
    async sign(message) {
      const answer = await client.send(
        new GenerateMacCommand({
          KeyId: keyId,
          MacAlgorithm: algorithm,
          Message: Buffer.from(message, 'utf8'),
        }),
      );
      return Buffer.from(answer.Mac ?? []).toString('base64url');
    },
    async verify(message, mac) {
      const given = canonicalBase64url(mac);
      if (!given) return false;
      try {
        const answer = await client.send(
          new VerifyMacCommand({
            KeyId: keyId,
            MacAlgorithm: algorithm,
            Message: Buffer.from(message, 'utf8'),
            Mac: given,
          }),
        );
        return answer.MacValid === true;
      } catch (error) {
        if (error instanceof KMSInvalidMacException) return false;
        if ((error as Error).name === 'KMSInvalidMacException') return false;
        throw error;
      }
    },
  };
}

export function hmacSigner(key: string): MacSigner {
  const mac = (message: string) => createHmac('sha256', key).update(message).digest();
  return {
    async sign(message) {
      return mac(message).toString('base64url');
    },
    async verify(message, given) {
      const expected = mac(message);
      const actual = canonicalBase64url(given);
      return !!actual && actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}

let signer: MacSigner | undefined;

/** This stage's signer: KMS in AWS, the sandbox's key locally. */
export function previewSigner(): MacSigner {
  if (signer) return signer;
  const { previews, region } = config();
  if (previews.keyId) return (signer = kmsSigner(previews.keyId, region));
  if (previews.hmacKey) return (signer = hmacSigner(previews.hmacKey));
  throw new Error('No preview key configured: set PREVIEW_KEY_ID or PREVIEW_HMAC_KEY');
}
