/**
 * The admin guard's wiring: the Cognito token verifier of this stage and its allow-list, both
 * read from the configuration on first use, the staff access rows, and, where the stage requires
 * administrators to have two-step sign-in, the pool's answer whether they have.
 */
import {
  accessRepository,
  pendingAccessRead,
} from '@functions/adapters/repositories/access-repository';
import { mfaEnabled } from '@functions/adapters/mfa-status';
import { createTokenVerifier } from '@functions/adapters/token-verifier';
import { createAdminGuard, type TokenVerifier } from '@functions/lib/admin-guard';
import { config } from '@functions/lib/config';

let verifier: TokenVerifier | undefined;

/**
 * Accounts seen with TOTP on, and until when that answer is trusted: one AdminGetUser per
 * administrator every few minutes, not per request. Only "on" is kept, so an administrator who has
 * just enrolled is let in at once; a reset takes up to this long to bite in a warm function.
 */
const mfaSeen = new Map<string, number>();
const mfaSeenMs = 5 * 60 * 1000;

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
  mfa: {
    required: () => config().auth.adminMfaRequired,
    async enabled(sub) {
      if ((mfaSeen.get(sub) ?? 0) > Date.now()) return true;
      const enabled = await mfaEnabled(sub);
      if (enabled) mfaSeen.set(sub, Date.now() + mfaSeenMs);
      return enabled;
    },
  },
});

/** A member's access row as a read an admin list's batch carries (`admin-list` routes). */
export const accessReadOf = pendingAccessRead;
