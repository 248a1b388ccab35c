/**
 * The admin guard's wiring: the Cognito token verifier of this stage and its allow-list, both
 * read from the configuration on first use, and the staff access rows.
 */
import { accessRepository } from '@functions/adapters/repositories/access-repository';
import { createTokenVerifier } from '@functions/adapters/token-verifier';
import { createAdminGuard, type TokenVerifier } from '@functions/lib/admin-guard';
import { config } from '@functions/lib/config';

let verifier: TokenVerifier | undefined;

/** The process's admin guard: `requireAdmin` for admin routes, `optionalAdmin` for previews. */
export const adminGuard = createAdminGuard({
  verifier: () => {
    const { auth } = config();
    verifier ??= createTokenVerifier({
      issuer: auth.issuer,
      clientId: auth.clientId,
      jwksUrl: auth.jwksUrl,
    });
    return verifier;
  },
  allowList: () => {
    const { adminEmails, adminEmailDomains } = config().auth;
    return { emails: adminEmails, domains: adminEmailDomains };
  },
  access: () => accessRepository,
});
