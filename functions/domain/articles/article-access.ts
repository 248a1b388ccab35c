/**
 * What a staff member's role lets them do to an article: editors and administrators
 * everything their routes admit; a contributor writes drafts only, and changes or deletes only
 * their own unpublished ones (`created_by`). The route's least role (infra/manifest.ts) is the
 * guard's; these are the finer rules of the few routes open to contributors.
 */
import { hasRole, type StaffRole } from '@shared/rules/staff-roles';
import type { ArticleRecord } from '@shared/schemas/article';
import { ForbiddenError } from '../errors';

/** Who is acting: the guard's identity. */
export interface Actor {
  sub: string;
  role: StaffRole;
}

export const contributorPublishMessage =
  'Contributors save drafts; an editor or administrator publishes them.';
export const contributorOthersMessage =
  'Contributors can change only their own drafts; this one belongs to someone else or is published.';

/** Refuses a contributor's create that would publish. */
export function checkArticleCreate(actor: Actor, wantsPublished: boolean): void {
  if (!hasRole(actor.role, 'editor') && wantsPublished)
    throw new ForbiddenError(contributorPublishMessage, {
      is_published: contributorPublishMessage,
    });
}

/**
 * Refuses a contributor's edit or delete of an article they did not create or that is published,
 * and an edit that would publish it. Articles without `created_by` (older, generated) are nobody's
 * own draft.
 */
export function checkArticleChange(
  actor: Actor,
  current: Pick<ArticleRecord, 'created_by' | 'is_published'>,
  wantsPublished = false,
): void {
  if (hasRole(actor.role, 'editor')) return;
  if (current.created_by !== actor.sub || current.is_published)
    throw new ForbiddenError(contributorOthersMessage);
  checkArticleCreate(actor, wantsPublished);
}
