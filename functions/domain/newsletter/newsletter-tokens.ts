/**
 * The newsletter's signed links. A token is `<payload>.<mac>`: the payload (base64url JSON) names
 * its purpose, the address and, for a confirmation, the link's id and expiry; the MAC is made by
 * the newsletter's own key (KMS HMAC in AWS, the sandbox's key locally), over the purpose-tagged
 * payload, so a token of one purpose can never pass as another, nor a preview link as either.
 * A forged or altered token reads as undefined.
 *
 * A confirmation mail makes one MAC for its two links: its `subscribe` token unsubscribes as it
 * is (the one-click URL carries it in its query string, where logs may keep it), and confirms
 * only with the link's id appended (`<token>.<id>`), which rides in the confirm link's fragment
 * alone: the token names the id by its hash, so no log of the unsubscribe URL can confirm.
 */
import { createHash } from 'node:crypto';
import * as z from 'zod';
import type { MacSigner } from '@functions/domain/previews/preview-ports';
import { canonicalBase64url } from '@functions/domain/previews/token-encoding';

/** How long a confirmation link works (48 hours). */
export const confirmationLifetimeMs = 48 * 60 * 60 * 1000;

const payloadSchema = z.discriminatedUnion('p', [
  // A confirmation mail's token: unsubscribes as it is; confirms (until `x`) with the link id
  // whose hash is `h` (see the header).
  z.object({ p: z.literal('subscribe'), e: z.string(), h: z.string(), x: z.number() }),
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

/** How a `subscribe` token names its link id: the id itself travels only in the confirm link. */
export const linkIdHash = (linkId: string): string =>
  createHash('sha256').update(linkId, 'utf8').digest('base64url');

/** The confirm link's token: the mail's `subscribe` token with the link id appended. */
export const confirmationLink = (subscribeToken: string, linkId: string): string =>
  `${subscribeToken}.${linkId}`;

/** What a confirmation link confirms: the address, the link id and its expiry. */
export interface Confirmation {
  e: string;
  i: string;
  x: number;
}

/**
 * The confirmation a confirm link carries when its signature holds and its id matches the hash
 * the token names; undefined for anything else, the mail's bare `subscribe` token included.
 */
export async function readConfirmation(
  signer: MacSigner,
  link: string,
): Promise<Confirmation | undefined> {
  const parts = link.split('.');
  if (parts.length === 2) {
    const read = await readToken(signer, link);
    return read?.p === 'confirm' ? read : undefined;
  }
  const [payload, mac, linkId] = parts;
  if (parts.length !== 3 || !linkId) return undefined;
  const read = await readToken(signer, `${payload}.${mac}`);
  if (read?.p !== 'subscribe' || linkIdHash(linkId) !== read.h) return undefined;
  return { e: read.e, i: linkId, x: read.x };
}

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
