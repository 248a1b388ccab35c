/**
 * The newsletter links' MAC signer: the preview links' mechanism (preview-signer.ts) with a key
 * of its own, so neither kind of link can be made with the other's key: a KMS HMAC key in AWS
 * (NEWSLETTER_KEY_ID), the key the sandbox makes at start (NEWSLETTER_HMAC_KEY) locally.
 */
import { hmacSigner, kmsSigner } from '@functions/adapters/preview-signer';
import type { MacSigner } from '@functions/domain/previews/preview-ports';
import { config } from '@functions/lib/config';

let signer: MacSigner | undefined;

export function newsletterSigner(): MacSigner {
  if (signer) return signer;
  const { newsletter, region } = config();
  if (newsletter.keyId) return (signer = kmsSigner(newsletter.keyId, region));
  if (newsletter.hmacKey) return (signer = hmacSigner(newsletter.hmacKey));
  throw new Error('No newsletter key configured: set NEWSLETTER_KEY_ID or NEWSLETTER_HMAC_KEY');
}
