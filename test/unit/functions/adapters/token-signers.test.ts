/**
 * Signed links accept only the encoding they were issued with: a token re-encoded with padding,
 * the standard alphabet, another spelling of its last character's unused bits or another case is
 * refused, though Node's decoder reads most of them as the same bytes.
 */
import { describe, expect, it } from 'vitest';
import { hmacSigner } from '../../../support/hmac-signer';
import { readToken, issueToken } from '@functions/domain/newsletter/newsletter-tokens';
import { canonicalBase64url } from '@functions/domain/previews/token-encoding';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Other spellings of the same bytes (or close to them) than the canonical `text`. */
function respellings(text: string): string[] {
  const bytes = Buffer.from(text, 'base64url');
  const last = alphabet.indexOf(text.at(-1)!);
  // The last character of a 32-byte value carries 2 unused bits: flip them, same bytes.
  const lowBits = text.slice(0, -1) + alphabet[last ^ 1];
  expect(Buffer.from(lowBits, 'base64url').equals(bytes)).toBe(true);
  return [
    lowBits,
    `${text}=`,
    bytes.toString('base64'),
    text.replace(/[a-z]/, (char) => char.toUpperCase()),
    ` ${text}`,
  ].filter((form) => form !== text);
}

describe('canonicalBase64url', () => {
  it('reads the canonical form and nothing else', () => {
    const text = Buffer.from('any bytes \u00ff').toString('base64url');

    expect(canonicalBase64url(text)?.toString()).toBe('any bytes \u00ff');
    for (const form of [`${text}==`, text.replace(/_/g, '/'), `${text}A`, `${text}.`]) {
      expect(canonicalBase64url(form), form).toBeUndefined();
    }
  });
});

describe('hmacSigner', () => {
  it('verifies the MAC it made, and refuses every other spelling of it', async () => {
    const signer = hmacSigner('k'.repeat(32));
    const mac = await signer.sign('message');

    expect(await signer.verify('message', mac)).toBe(true);
    for (const form of respellings(mac)) {
      expect(await signer.verify('message', form), form).toBe(false);
    }
  });
});

describe('newsletter tokens', () => {
  it('read only as issued: a re-encoded payload or MAC reads as no token', async () => {
    const signer = hmacSigner('k'.repeat(32));
    const token = await issueToken(signer, { p: 'unsubscribe', e: 'ada@example.com' });
    const [payload, mac] = token.split('.') as [string, string];

    expect(await readToken(signer, token)).toEqual({ p: 'unsubscribe', e: 'ada@example.com' });
    for (const form of respellings(mac)) {
      expect(await readToken(signer, `${payload}.${form}`), form).toBeUndefined();
    }
    const padded = `${payload}${'='.repeat((4 - (payload.length % 4)) % 4) || '=='}`;
    expect(await readToken(signer, `${padded}.${mac}`)).toBeUndefined();
  });
});
