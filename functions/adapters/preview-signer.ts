/**
 * The preview links' MAC signer ({@link MacSigner}): a KMS HMAC_SHA_256 key (GenerateMac /
 * VerifyMac). The key material never leaves KMS, so no secret is in the functions' environment,
 * the repository or a log. The sandbox answers with its KMS emulator (infra/local/kms.ts), whose
 * keys are new at each start: links from an earlier run stop working, as a replaced key's would.
 */
import {
  GenerateMacCommand,
  KMSInvalidMacException,
  VerifyMacCommand,
  type KMSClient,
} from '@aws-sdk/client-kms';
import { kmsClient } from '@functions/adapters/aws-clients';
import type { MacSigner } from '@functions/domain/previews/preview-ports';
import { canonicalBase64url } from '@functions/domain/previews/token-encoding';
import { config } from '@functions/lib/config';

const algorithm = 'HMAC_SHA_256';

export function kmsSigner(keyId: string, client: KMSClient = kmsClient()): MacSigner {
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

let signer: MacSigner | undefined;

/** This stage's signer, with the preview key (PREVIEW_KEY_ID). */
export function previewSigner(): MacSigner {
  if (signer) return signer;
  const { keyId } = config().previews;
  if (!keyId) throw new Error('No preview key configured: set PREVIEW_KEY_ID');
  return (signer = kmsSigner(keyId));
}
