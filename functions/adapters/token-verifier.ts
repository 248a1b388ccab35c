/**
 * Verifies Cognito ID tokens: signature (JWKS), issuer, audience (the app client), expiry and
 * token_use = id. The same code serves AWS and the sandbox: the sandbox's Cognito emulator serves
 * its JWKS over plain http, which the verifier will not fetch, so it is loaded once with fetch and
 * handed to the verifier's cache.
 */
import { JwtVerifier } from 'aws-jwt-verify';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import type { TokenVerifier, VerifiedToken } from '@functions/lib/admin-guard';

export interface TokenVerifierOptions {
  issuer: string;
  clientId: string;
  /** Defaults to `${issuer}/.well-known/jwks.json`. */
  jwksUrl?: string;
}

export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const jwksUri = options.jwksUrl ?? `${options.issuer}/.well-known/jwks.json`;
  const verifier = JwtVerifier.create({
    issuer: options.issuer,
    audience: options.clientId,
    jwksUri,
    customJwtCheck: ({ payload }: { payload: JwtPayload }) => {
      if (payload.token_use !== 'id') throw new Error('Not an ID token');
    },
  });
  let jwksLoaded: Promise<void> | undefined;
  const loadPlainHttpJwks = () => {
    if (!jwksUri.startsWith('http:')) return Promise.resolve();
    jwksLoaded ??= fetch(jwksUri)
      .then((response) => {
        if (!response.ok) throw new Error(`JWKS answered ${response.status}`);
        return response.json();
      })
      .then((jwks) => verifier.cacheJwks(jwks))
      .catch((error: unknown) => {
        jwksLoaded = undefined; // try again on the next request
        throw error;
      });
    return jwksLoaded;
  };

  return {
    /** Resolves the verified claims, or rejects when the token is not acceptable. */
    async verify(token: string): Promise<VerifiedToken> {
      await loadPlainHttpJwks();
      const payload = await verifier.verify(token);
      return {
        sub: String(payload.sub),
        email: String(payload.email ?? '').toLowerCase(),
        emailVerified: payload.email_verified === true || payload.email_verified === 'true',
        groups: Array.isArray(payload['cognito:groups'])
          ? payload['cognito:groups'].map(String)
          : [],
      };
    },
  };
}
