/**
 * Turns the manifest's security headers (name -> value, as the sandbox sends them) into the
 * settings of a CloudFront response headers policy: headers CloudFront models as security
 * headers go to their typed fields, the rest become custom headers.
 */
import { Duration, Token } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { addCspSources } from '../../csp';

/** Longest header value a response headers policy accepts (CloudFront quota). */
export const maxHeaderValueLength = 1783;

/** Room kept for each deploy-time source (a bucket's regional domain name is a token at synth). */
const tokenSourceAllowance = 110;

export interface ResponseHeadersOptions {
  /**
   * Origins the browser may connect to besides the site (`connect-src`), such as the images
   * bucket the admin portal posts presigned uploads to. May be tokens.
   */
  connectSources?: readonly string[];
  /**
   * Sources added to the CSP's `script-src`: the hashes of the web build's inline scripts
   * (`readBuiltScriptSources`), so no page needs 'unsafe-inline'.
   */
  scriptSources?: readonly string[];
}

export interface ResponseHeadersSettings {
  securityHeadersBehavior: cloudfront.ResponseSecurityHeadersBehavior;
  customHeadersBehavior?: cloudfront.ResponseCustomHeadersBehavior;
}

function parseHsts(value: string): cloudfront.ResponseHeadersStrictTransportSecurity {
  const directives = value.split(';').map((part) => part.trim().toLowerCase());
  const maxAge = directives.find((d) => d.startsWith('max-age='));
  if (!maxAge) throw new Error(`Strict-Transport-Security needs max-age: "${value}"`);
  return {
    accessControlMaxAge: Duration.seconds(Number(maxAge.slice('max-age='.length))),
    includeSubdomains: directives.includes('includesubdomains'),
    preload: directives.includes('preload'),
    override: true,
  };
}

function parseFrameOption(value: string): cloudfront.HeadersFrameOption {
  const option = value.trim().toUpperCase();
  if (option === 'DENY') return cloudfront.HeadersFrameOption.DENY;
  if (option === 'SAMEORIGIN') return cloudfront.HeadersFrameOption.SAMEORIGIN;
  throw new Error(`X-Frame-Options must be DENY or SAMEORIGIN: "${value}"`);
}

function parseReferrerPolicy(value: string): cloudfront.HeadersReferrerPolicy {
  const policy = Object.values(cloudfront.HeadersReferrerPolicy).find((p) => p === value.trim());
  if (!policy) throw new Error(`Referrer-Policy "${value}" is not one CloudFront supports`);
  return policy;
}

function parseXssProtection(value: string): cloudfront.ResponseHeadersXSSProtection {
  const [flag, ...rest] = value.split(';').map((part) => part.trim());
  const mode = rest.find((part) => part.startsWith('mode='));
  const report = rest.find((part) => part.startsWith('report='));
  return {
    protection: flag === '1',
    modeBlock: mode === 'mode=block',
    reportUri: report?.slice('report='.length),
    override: true,
  };
}

/** Maps the headers; throws when one cannot be expressed or is too long for CloudFront. */
export function responseHeadersSettings(
  headers: Readonly<Record<string, string>>,
  options: ResponseHeadersOptions = {},
): ResponseHeadersSettings {
  const security: {
    -readonly [
      K in keyof cloudfront.ResponseSecurityHeadersBehavior
    ]: cloudfront.ResponseSecurityHeadersBehavior[K];
  } = {};
  const custom: cloudfront.ResponseCustomHeader[] = [];

  for (const [name, given] of Object.entries(headers)) {
    const isCsp = name.toLowerCase() === 'content-security-policy';
    const value = isCsp
      ? addCspSources(
          addCspSources(given, 'script-src', options.scriptSources ?? []),
          'connect-src',
          options.connectSources ?? [],
        )
      : given;
    const deployTimeSources = isCsp
      ? (options.connectSources ?? []).filter((src) => Token.isUnresolved(src))
      : [];
    const length = value.length + deployTimeSources.length * tokenSourceAllowance;
    if (length > maxHeaderValueLength) {
      throw new Error(
        `${name} is ${length} characters; a CloudFront response headers policy accepts at most ${maxHeaderValueLength}.`,
      );
    }
    switch (name.toLowerCase()) {
      case 'strict-transport-security':
        security.strictTransportSecurity = parseHsts(value);
        break;
      case 'content-security-policy':
        security.contentSecurityPolicy = { contentSecurityPolicy: value, override: true };
        break;
      case 'x-content-type-options':
        if (value.trim().toLowerCase() !== 'nosniff') {
          throw new Error(`X-Content-Type-Options can only be nosniff: "${value}"`);
        }
        security.contentTypeOptions = { override: true };
        break;
      case 'x-frame-options':
        security.frameOptions = { frameOption: parseFrameOption(value), override: true };
        break;
      case 'referrer-policy':
        security.referrerPolicy = { referrerPolicy: parseReferrerPolicy(value), override: true };
        break;
      case 'x-xss-protection':
        security.xssProtection = parseXssProtection(value);
        break;
      default:
        custom.push({ header: name, value, override: true });
    }
  }

  return {
    securityHeadersBehavior: security,
    customHeadersBehavior: custom.length > 0 ? { customHeaders: custom } : undefined,
  };
}
