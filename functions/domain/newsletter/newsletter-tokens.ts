/**
 * The newsletter's signed links. A token is `<payload>.<mac>`: the payload (base64url JSON) names
 * its purpose, the address and, for a confirmation, the link's id and expiry; the MAC is made by
 * the newsletter's own key (KMS HMAC in AWS, the sandbox's key locally), over the purpose-tagged
 * payload, so a token of one purpose can never pass as another, nor a preview link as either (a
 * confirmation mail's `subscribe` token has both of its links' purposes, and no other).
 * A forged or altered token reads as undefined.
 */
import * as z from 'zod';
import type { MacSigner } from '@functions/domain/previews/preview-ports';
import { canonicalBase64url } from '@functions/domain/previews/token-encoding';

/** How long a confirmation link works (48 hours). */
export const confirmationLifetimeMs = 48 * 60 * 60 * 1000;

const payloadSchema = z.discriminatedUnion('p', [
  // A confirmation mail's one token, for both its links: it confirms (until `x`) and unsubscribes
  // (always). Both links reach the same reader in the same mail, so one token grants nothing the
  // two would not, and a sign-up makes one MAC instead of two.
  z.object({ p: z.literal('subscribe'), e: z.string(), i: z.string(), x: z.number() }),
  // Confirmation links mailed before `subscribe` tokens, still read while they last (48 hours).
  z.object({ p: z.literal('confirm'), e: z.string(), i: z.string(), x: z.number() }),
  // Unsubscribe links never expire: an old mail's link must still work (RFC 8058, CAN-SPAM).
  // `s`: the newsletter send whose mail carried the link, so the unsubscribe is counted on it.
  z.object({ p: z.literal('unsubscribe'), e: z.string(), s: z.string().optional() }),
]);

export type NewsletterToken = z.infer<typeof payloadSchema>;

const signed = (payload: string) => `newsletter.${payload}`;

/** Signs a token. */
export async function issueToken(signer: MacSigner, token: NewsletterToken): Promise<string> {
  const payload = Buffer.from(JSON.stringify(token), 'utf8').toString('base64url');
  return `${payload}.${await signer.sign(signed(payload))}`;
}

/** A token that confirms a subscription: a confirmation mail's. */
export type ConfirmingToken = Extract<NewsletterToken, { p: 'subscribe' | 'confirm' }>;

/** Whether a token confirms: a confirmation mail's, not a newsletter's unsubscribe link. */
export const confirms = (token: NewsletterToken | undefined): token is ConfirmingToken =>
  token?.p === 'subscribe' || token?.p === 'confirm';

/** Whether a token unsubscribes: any link to do so, a confirmation mail's included. */
export const unsubscribes = (token: NewsletterToken | undefined): token is NewsletterToken =>
  token?.p === 'subscribe' || token?.p === 'unsubscribe';

/** The token's content when its signature holds, else undefined. Expiry is the caller's check. */
export async function readToken(
  signer: MacSigner,
  token: string,
): Promise<NewsletterToken | undefined> {
  const [payload, mac, ...rest] = token.split('.');
  if (!payload || !mac || rest.length > 0 || token.length > 2000) return undefined;
  const bytes = canonicalBase64url(payload);
  if (!bytes || !(await signer.verify(signed(payload), mac))) return undefined;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(bytes.toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
