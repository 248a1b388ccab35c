/**
 * A link signer with a key in hand (HMAC-SHA256), for tests that sign tokens without the KMS
 * emulator: the same canonical-encoding check as the KMS signer (functions/adapters/preview-signer.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MacSigner } from '@functions/domain/previews/preview-ports';
import { canonicalBase64url } from '@functions/domain/previews/token-encoding';

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
