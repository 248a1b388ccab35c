/**
 * The preview links' MAC signer ({@link MacSigner}): a KMS HMAC_SHA_256 key (GenerateMac /
 * VerifyMac). The key material never leaves KMS, so no secret is in the functions' environment,
 * the repository or a log. The sandbox answers with its KMS emulator (infra/local/kms.ts), whose
 * keys are new at each start: links from an earlier run stop working, as a replaced key's would.
 */
import { retriedJsonCall, type AwsTarget } from '@functions/adapters/signed-aws-call';
import type { MacSigner } from '@functions/domain/previews/preview-ports';
import { canonicalBase64url } from '@functions/domain/previews/token-encoding';
import { config } from '@functions/lib/config';

const algorithm = 'HMAC_SHA_256';

/** The stage's KMS: its regional endpoint, or the sandbox's emulator. */
function stageKms(): AwsTarget {
  const { region, endpoints } = config();
  return { region, endpoint: endpoints.kms };
}

/**
 * A signer with the KMS key `keyId`. Its two calls are signed requests of KMS's JSON API (no SDK
 * client: the KMS client and `@smithy/core` were most of the preview routes' bundles), retried
 * as the client's standard mode retried; blobs travel as base64, as the API encodes them.
 */
export function kmsSigner(keyId: string, kms: AwsTarget = stageKms()): MacSigner {
  const call = (operation: 'GenerateMac' | 'VerifyMac', input: Record<string, unknown>) =>
    retriedJsonCall('kms', `TrentService.${operation}`, kms, input, { version: '1.1' });
  const messageOf = (message: string) => Buffer.from(message, 'utf8').toString('base64');
  return {
    async sign(message) {
      const answer = await call('GenerateMac', {
        KeyId: keyId,
        MacAlgorithm: algorithm,
        Message: messageOf(message),
      });
      return Buffer.from(String(answer.Mac ?? ''), 'base64').toString('base64url');
    },
    async verify(message, mac) {
      const given = canonicalBase64url(mac);
      if (!given) return false;
      try {
        const answer = await call('VerifyMac', {
          KeyId: keyId,
          MacAlgorithm: algorithm,
          Message: messageOf(message),
          Mac: given.toString('base64'),
        });
        return answer.MacValid === true;
      } catch (error) {
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
