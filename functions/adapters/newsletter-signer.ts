/**
 * The newsletter links' MAC signer: the preview links' mechanism (preview-signer.ts) with a KMS
 * HMAC key of its own (NEWSLETTER_KEY_ID), so neither kind of link can be made with the other's key.
 */
import { kmsSigner } from '@functions/adapters/preview-signer';
import type { MacSigner } from '@functions/domain/previews/preview-ports';
import { config } from '@functions/lib/config';

let signer: MacSigner | undefined;

export function newsletterSigner(): MacSigner {
  if (signer) return signer;
  const { keyId } = config().newsletter;
  if (!keyId) throw new Error('No newsletter key configured: set NEWSLETTER_KEY_ID');
  return (signer = kmsSigner(keyId));
}
