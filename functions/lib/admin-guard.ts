/**
 * The admin check of every admin route: a valid Cognito ID token (Authorization: Bearer ...) of an
 * account in a staff role's group (Cognito identity, which only the pool's administrators and the
 * post-confirmation trigger change; roles: shared/rules/staff-roles.ts), still as administrators
 * last set it (the member's access row, read on every request: a token from before a role change,
 * a disable or a removal gets 401 `access_changed`; functions/domain/staff/staff-access.ts),
 * admitted either by an administrator's invitation or by the stage's allow-list for its verified
 * e-mail (ADMIN_EMAILS, or a domain in ADMIN_EMAIL_DOMAINS; the rule:
 * shared/rules/admin-allow-list.ts: self sign-up, the seeded administrator), and whose role is at
 * least the route's minimum (the manifest's `role`, handed to the functions in ROUTE_ROLES).
 * The `email` claim alone never makes an admin: a user may be able to change it.
 * In AWS an API Gateway JWT authorizer runs first; this check runs anyway, so a route can never
 * depend on infrastructure alone for its guard.
 */
import { isAllowListed, type AllowList } from '@shared/rules/admin-allow-list';
import { hasRole, roleLabels, roleOfGroups, type StaffRole } from '@shared/rules/staff-roles';
import { staffMessages } from '@shared/schemas/staff';
import {
  accessOf,
  type StaffAccess,
  type StaffAccessRecords,
} from '@functions/domain/staff/staff-access';
import { HttpError } from './http-error';

export interface AdminIdentity {
  sub: string;
  email: string;
  /** The staff role of the account's groups; handlers with finer rules (own drafts) read it. */
  role: StaffRole;
}

/** The claims of a token the verifier accepted. */
export interface VerifiedToken {
  sub: string;
  email: string;
  emailVerified: boolean;
  /** The account's Cognito groups (`cognito:groups`); set by the pool, never by the user. */
  groups: string[];
}

/** Checks a token's signature, issuer, audience, expiry and use; throws when it is not valid. */
export interface TokenVerifier {
  verify(token: string): Promise<VerifiedToken>;
}

/** What the guard is built from; each is asked on use, so the configuration is read lazily. */
export interface AdminGuardDeps {
  verifier: () => TokenVerifier;
  allowList: () => AllowList;
  /** The members' access rows (one read per checked request). */
  access: () => Pick<StaffAccessRecords, 'get'>;
  /**
   * Two-step sign-in of administrators, where the stage requires it: Cognito cannot require MFA
   * of one group, so the guard asks the pool whether the account has TOTP on.
   */
  mfa?: {
    required: () => boolean;
    enabled: (sub: string) => Promise<boolean>;
  };
}

/** A request's token, verified and of a staff role: who asks, before their access row is read. */
export interface TokenHolder {
  sub: string;
  email: string;
  role: StaffRole;
}

/** The guard's two checks. */
export interface AdminGuard {
  /**
   * Resolves the staff member behind a request, or throws 401 (no or bad token) / 403 (not
   * allowed, or a role below `minimum`).
   */
  requireAdmin(
    headers: Record<string, string | undefined>,
    minimum: StaffRole,
  ): Promise<AdminIdentity>;
  /**
   * requireAdmin in two halves, for a route that reads the access row with reads of its own: the
   * token's (throws 401, or 403 for a token of no staff role), which reads nothing ...
   */
  requireToken(headers: Record<string, string | undefined>): Promise<TokenHolder>;
  /** ... and the access row's (`row`: the holder's, as read), which throws as requireAdmin does. */
  admit(
    holder: TokenHolder,
    row: StaffAccess | undefined,
    minimum: StaffRole,
  ): Promise<AdminIdentity>;
  /**
   * Like requireAdmin, for public routes that show more to an admin (draft programmatic pages):
   * undefined when there is no valid token, 'forbidden' when the token is valid but not allowed,
   * 'changed' when an administrator changed the account since the token was issued.
   */
  optionalAdmin(
    headers: Record<string, string | undefined>,
  ): Promise<AdminIdentity | 'forbidden' | 'changed' | undefined>;
}

/** Reads the bearer token of a request's headers (names already lower-cased by API Gateway). */
export function bearerToken(headers: Record<string, string | undefined>): string | undefined {
  const value = headers.authorization ?? headers.Authorization;
  const match = value?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** The admin guard over a token verifier, the access rows and an allow-list (functions/wiring). */
export function createAdminGuard(deps: AdminGuardDeps): AdminGuard {
  /** The token's holder, 'forbidden' for a token of no staff role, undefined for no valid token. */
  async function holderOf(
    headers: Record<string, string | undefined>,
  ): Promise<TokenHolder | 'forbidden' | undefined> {
    const token = bearerToken(headers);
    if (!token) return undefined;
    let claims;
    try {
      claims = await deps.verifier().verify(token);
    } catch {
      return undefined;
    }
    const role = roleOfGroups(claims.groups);
    if (!role || !claims.emailVerified) return 'forbidden';
    return { sub: claims.sub, email: claims.email, role };
  }

  /** What the access row makes of a holder. */
  function accessFor(
    holder: TokenHolder,
    row: StaffAccess | undefined,
  ): AdminIdentity | 'forbidden' | 'changed' {
    const access = accessOf(row, holder.role);
    if (access === 'changed') return 'changed';
    if (access === 'unlisted' && !isAllowListed(holder.email, deps.allowList())) return 'forbidden';
    return holder;
  }

  async function optionalAdmin(
    headers: Record<string, string | undefined>,
  ): Promise<AdminIdentity | 'forbidden' | 'changed' | undefined> {
    const holder = await holderOf(headers);
    if (!holder || holder === 'forbidden') return holder;
    return accessFor(holder, await deps.access().get(holder.sub));
  }

  async function requireToken(headers: Record<string, string | undefined>): Promise<TokenHolder> {
    const holder = await holderOf(headers);
    if (holder === 'forbidden') throw notAuthorised();
    if (!holder)
      throw new HttpError(401, 'unauthorized', 'Authentication required. Please sign in again.');
    return holder;
  }

  async function admit(
    holder: TokenHolder,
    row: StaffAccess | undefined,
    minimum: StaffRole,
  ): Promise<AdminIdentity> {
    const identity = accessFor(holder, row);
    if (identity === 'changed')
      throw new HttpError(401, 'access_changed', staffMessages.accessChanged);
    if (identity === 'forbidden') throw notAuthorised();
    if (!hasRole(identity.role, minimum)) {
      throw new HttpError(
        403,
        'forbidden',
        `This needs the ${roleLabels[minimum]} role; your account is ${roleLabels[identity.role]}.`,
      );
    }
    if (
      identity.role === 'administrator' &&
      deps.mfa?.required() &&
      !(await deps.mfa.enabled(identity.sub))
    ) {
      throw new HttpError(
        403,
        'forbidden',
        'Administrators must set up two-step sign-in before using the admin portal.',
      );
    }
    return identity;
  }

  async function requireAdmin(
    headers: Record<string, string | undefined>,
    minimum: StaffRole,
  ): Promise<AdminIdentity> {
    const holder = await requireToken(headers);
    return admit(holder, await deps.access().get(holder.sub), minimum);
  }

  return { requireAdmin, requireToken, admit, optionalAdmin };
}

function notAuthorised(): HttpError {
  return new HttpError(403, 'forbidden', 'This account is not authorised to use the admin portal.');
}
