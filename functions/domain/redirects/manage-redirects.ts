/**
 * The redirects manager (/admin/redirects): list, add, edit and delete managed
 * redirects. Each write keeps the rules of shared/rules/redirect-rules.ts (checked against what is
 * stored, then written in one transaction that fails if any of it changed meanwhile), then asks
 * the render worker to apply it at the edge (functions/domain/render/publish-site.ts), which the
 * sandbox does within a second and CloudFront without a deploy.
 */
import { activityEntry, type Actor } from '@functions/domain/activity/activity';
import {
  redirectFromId,
  redirectId,
  redirectMessages,
  type Redirect,
  type RedirectInput,
} from '@shared/schemas/redirect';
import { planRedirect } from '@shared/rules/redirect-rules';
import type { RedirectRule } from '@shared/rules/path-rule';
import { ConflictError, NotFoundError, ValidationError } from '@functions/domain/errors';
import type { RenderRequests } from '@functions/domain/render/render-ports';
import type { LivePages, RedirectRecord, RedirectStore } from './redirect-ports';

export interface RedirectDeps {
  redirects: RedirectStore;
  livePages: LivePages;
  fixed: readonly RedirectRule[];
  renders: RenderRequests;
  now: () => Date;
}

function toRedirect(record: RedirectRecord): Redirect {
  return {
    id: redirectId(record.from),
    from: record.from,
    to: record.to,
    status: record.status,
    kind: record.kind,
    updated_at: record.updated_at,
  };
}

/** Every redirect: the managed ones and the fixed rules, ordered by path. */
export async function listRedirects(deps: Pick<RedirectDeps, 'redirects' | 'fixed'>) {
  const managed = (await deps.redirects.list()).map(toRedirect);
  const fixed: Redirect[] = deps.fixed.map((rule) => ({
    id: redirectId(rule.from),
    from: rule.from,
    to: rule.to,
    status: rule.status,
    kind: 'fixed',
  }));
  return [...managed, ...fixed].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}

/**
 * Adds a redirect (`id` undefined) or changes the manual one `id` names (its `from` stays).
 * Returns it as stored: its target collapsed to the final address.
 */
export async function saveRedirect(
  deps: RedirectDeps,
  input: RedirectInput,
  actor: Actor,
  id?: string,
): Promise<Redirect> {
  let current: RedirectRecord | undefined;
  if (id !== undefined) {
    const from = redirectFromId(id);
    current = from === undefined ? undefined : await deps.redirects.get(from);
    if (!current || current.kind !== 'manual') throw new NotFoundError(redirectMessages.notFound);
    if (input.from !== current.from) {
      throw new ValidationError('The path a redirect comes from cannot change', {
        from: 'The path a redirect comes from cannot change',
      });
    }
  }
  const existing = await deps.redirects.list();
  const plan = planRedirect(input, {
    existing,
    fixed: deps.fixed,
    livePage: await deps.livePages.isLive(input.from),
    replacing: current !== undefined,
  });
  if (!plan.ok) {
    const Refusal =
      plan.message === redirectMessages.exists(input.from) ? ConflictError : ValidationError;
    throw new Refusal(plan.message, { [plan.field]: plan.message });
  }
  const at = deps.now();
  const updatedAt = at.toISOString();
  const record: RedirectRecord = {
    from: plan.from,
    to: plan.to,
    status: plan.status,
    kind: 'manual',
    updated_at: updatedAt,
  };
  const byFrom = new Map(existing.map((redirect) => [redirect.from, redirect]));
  const outcome = await deps.redirects.save({
    record,
    mode: current ? { create: false, expectedTo: current.to } : { create: true },
    repoint: plan.repoint.map((change) => ({
      ...change,
      expectedTo: byFrom.get(change.from)?.to ?? '',
    })),
    activity: activityEntry(actor, current ? 'updated' : 'created', redirectItem(plan.from), at),
  });
  if (outcome === 'changed') {
    const message = current
      ? 'This redirect or one it depends on changed meanwhile. Reload and try again.'
      : redirectMessages.exists(plan.from);
    throw new ConflictError(message, { from: message });
  }
  await deps.renders.requestRender({
    type: 'redirects',
    from: [plan.from, ...plan.repoint.map((change) => change.from)],
  });
  return toRedirect(record);
}

/** Deletes the manual redirect `id` names; 404 when there is none. */
export async function deleteRedirect(
  deps: Pick<RedirectDeps, 'redirects' | 'renders' | 'now'>,
  id: string,
  actor: Actor,
): Promise<void> {
  const from = redirectFromId(id);
  if (
    from === undefined ||
    !(await deps.redirects.removeManual(
      from,
      activityEntry(actor, 'deleted', redirectItem(from), deps.now()),
    ))
  ) {
    throw new NotFoundError(redirectMessages.notFound);
  }
  await deps.renders.requestRender({ type: 'redirects', from: [from] });
}

/**
 * The paths the admin's redirects send elsewhere. A page among them is not reached at its own
 * address (a live page is redirected only when confirmed), so the sitemap and the feeds leave it
 * out: a crawler or reader would only follow a redirect.
 */
export async function redirectedPaths(
  redirects: Pick<RedirectStore, 'list'>,
): Promise<ReadonlySet<string>> {
  const records = await redirects.list();
  return new Set(records.filter((record) => record.kind === 'manual').map((r) => r.from));
}

/** A redirect as the activity log names it: by the path it redirects from. */
function redirectItem(from: string) {
  return { type: 'redirect' as const, id: from, title: from };
}
