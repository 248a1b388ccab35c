/**
 * Errors the domain raises. They carry a message meant for the user; the HTTP layer maps each
 * kind to its status code (functions/lib/http.ts). Anything else is an unexpected error (500).
 */

export class DomainError extends Error {
  constructor(
    message: string,
    /** Per-field messages, for validation errors. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The input breaks a rule (400). */
export class ValidationError extends DomainError {}

/** The caller's role may not do this to this item (403): a contributor publishing, say. */
export class ForbiddenError extends DomainError {}

/** Nothing with that identity exists, or the caller may not see it (404). */
export class NotFoundError extends DomainError {}

/** The write lost a race or breaks uniqueness: a taken slug, a stale version, an item in use (409). */
export class ConflictError extends DomainError {}

/** The caller sent too much too often (429). */
export class RateLimitError extends DomainError {}

/** A dependency is down for a moment; the caller may retry (503). */
export class UnavailableError extends DomainError {}
