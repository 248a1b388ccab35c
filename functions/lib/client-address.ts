/**
 * The visitor's address, for the public forms' rate limits (DESIGN.md section 12, deviation 9).
 *
 * Behind CloudFront, API Gateway sees the edge's address, so CloudFront's `CloudFront-Viewer-Address`
 * (ip:port) names the visitor. Anyone can send that header, though, and the API's own endpoint can
 * be called without CloudFront; so it is believed only on requests that carry the origin secret,
 * a value generated at deploy that CloudFront adds to every request it sends to the API (the
 * sandbox generates one per start and its HTTP server adds it, as CloudFront would). Any other
 * request is counted by the address API Gateway saw.
 *
 * Addresses are normalised so that one client is one key: IPv4 in dotted decimal without leading
 * zeros (an IPv4-mapped IPv6 address is its IPv4 address), and IPv6 by its /64 network, since one
 * subscriber usually holds a whole /64 and could rotate through it.
 */
import { timingSafeEqual } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** The header CloudFront (and the sandbox) adds with the origin secret. */
export const originSecretHeader = 'x-origin-verify';

function sameSecret(given: string | undefined, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail expanded), or undefined. */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const tail = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (tail) {
    const parts = tail[1]!.split('.').map(Number);
    text = `${text.slice(0, -tail[1]!.length)}${((parts[0]! << 8) | parts[1]!).toString(16)}:${((parts[2]! << 8) | parts[3]!).toString(16)}`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (rest === undefined ? left.length !== 8 : missing < 1) return undefined;
  const groups = [...left, ...Array<string>(rest === undefined ? 0 : missing).fill('0'), ...right];
  return groups.map((group) => parseInt(group, 16));
}

/** One key per client: IPv4 canonical, IPv6 as its /64; anything else as given (lower-cased). */
export function normaliseAddress(address: string): string {
  const text = address.trim().replace(/^\[|\]$/g, '');
  const v4 = text.split('.');
  if (v4.length === 4 && v4.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255))
    return v4.map(Number).join('.');
  if (!isIPv6(text)) return isIPv4(text) ? text : text.toLowerCase();
  const groups = ipv6Groups(text);
  if (!groups) return text.toLowerCase();
  // ::ffff:a.b.c.d is an IPv4 client.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** Strips the port of `CloudFront-Viewer-Address` (`ip:port`, IPv6 unbracketed). */
function withoutPort(viewer: string): string {
  const at = viewer.lastIndexOf(':');
  return at > 0 ? viewer.slice(0, at) : viewer;
}

/**
 * The client address of a request: the viewer address when the request came through CloudFront
 * (it carries `originSecret`), else API Gateway's source address; normalised either way.
 */
export function clientAddress(
  event: Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>,
  originSecret: string | undefined,
): string {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  if (viewer && sameSecret(event.headers?.[originSecretHeader], originSecret))
    return normaliseAddress(withoutPort(viewer));
  return normaliseAddress(event.requestContext?.http?.sourceIp ?? 'unknown');
}
