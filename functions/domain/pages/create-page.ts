/**
 * Creating programmatic pages (admin-portal.md sections 4, 5 and 7): a new page is a draft with
 * empty content and a unique slug; its content is then generated through the queue. The slug is
 * claimed atomically with the page (DESIGN.md section 4); a slug made from the keyword follows
 * the spec's 5-attempt scheme when taken, a slug the user chose gets a 409.
 */
import { defaultGenerationLanding } from '@shared/schemas/review';
import { activityEntry, type Actor } from '@functions/domain/activity/activity';
import { pageItem } from '@functions/domain/pages/manage-pages';
import {
  emptyPageContent,
  pageInputFields,
  type GeneratedPageContent,
  type PageCreateInput,
  type PageRecord,
} from '@shared/schemas/page';
import { pickFields } from '@shared/schemas/field-lists';
import { slugify } from '@shared/rules/slugify';
import { maxSlugAttempts, slugCandidate } from '@shared/rules/unique-slug';
import { slugReservedMessage, solutionSlugReservation } from '@shared/rules/reserved-slugs';
import type { RedirectRule } from '@shared/rules/path-rule';
import type { RedirectStore } from '@functions/domain/redirects/redirect-ports';
import { ConflictError } from '@functions/domain/errors';
import type { PageGenerationQueue, PageStore } from '@functions/domain/pages/page-store';

/** Message of a slug another page already uses. */
export const pageSlugTakenMessage = 'A page with this slug already exists.';

/** Message when no free slug could be made from the keyword. */
export const noFreeSlugMessage =
  'Could not find a free slug for this keyword. Please enter a slug.';

/** Error message of a page whose generation could not be queued (shown with Try Again). */
export const generationNotQueuedMessage =
  'Content generation could not be started. Use Try Again to retry.';

export interface CreatePageDeps {
  pages: PageStore;
  queue: PageGenerationQueue;
  /** The admin's redirects: a page may not take a path one of them answers. */
  redirects: Pick<RedirectStore, 'list'>;
  newId: () => string;
  now: () => Date;
}

/** A new page record: draft, no content yet, version 1. */
export function newPageRecord(
  input: Omit<PageCreateInput, 'slug'>,
  meta: { id: string; slug: string; now: Date },
): PageRecord {
  const timestamp = meta.now.toISOString();
  return {
    id: meta.id,
    ...pickFields(input, pageInputFields),
    slug: meta.slug,
    status: 'draft',
    ...emptyPageContent,
    error_message: null,
    created_at: timestamp,
    updated_at: timestamp,
    version: 1,
    lands_in: input.lands_in ?? defaultGenerationLanding,
  };
}

/** The slug a page would first try: the given one, else the keyword's. */
export function intendedSlug(input: Pick<PageCreateInput, 'keyword' | 'slug'>): string {
  return input.slug ?? slugCandidate(slugify(input.keyword), 1);
}

/**
 * Queues generation of the given pages; a page that could not be queued is marked as failed so
 * the portal offers Try Again. Resolves to the ids that could not be queued.
 */
export async function queueGeneration(
  deps: Pick<CreatePageDeps, 'pages' | 'queue' | 'now'>,
  pages: readonly PageRecord[],
): Promise<string[]> {
  if (pages.length === 0) return [];
  const failed = await deps.queue.requestGeneration(pages.map((page) => page.id));
  for (const page of pages.filter((candidate) => failed.includes(candidate.id))) {
    await deps.pages.update(page.id, page.version, {
      status: 'error',
      error_message: generationNotQueuedMessage,
      updated_at: deps.now().toISOString(),
    });
  }
  return failed;
}

/**
 * Creates a page from the manual form and queues its generation. Resolves to the page as stored
 * (status 'error' if generation could not be queued). Throws ConflictError when the chosen slug
 * is taken, or when no free slug could be made from the keyword.
 */
export async function createPage(
  deps: CreatePageDeps,
  input: PageCreateInput,
  actor?: Actor,
): Promise<PageRecord> {
  const id = deps.newId();
  const now = deps.now();
  const redirects = await deps.redirects.list();
  if (input.slug) {
    const reservation = solutionSlugReservation(input.slug, redirects);
    if (reservation) {
      const message = slugReservedMessage(input.slug, reservation);
      throw new ConflictError(message, { slug: message });
    }
  }
  let page: PageRecord | undefined;
  for (const slug of slugsToTry(input, redirects)) {
    const candidate = newPageRecord(input, { id, slug, now });
    const activity = actor && activityEntry(actor, 'created', pageItem(candidate), now);
    if ((await deps.pages.create(candidate, activity)) === 'created') {
      page = candidate;
      break;
    }
  }
  if (!page) {
    const message = input.slug ? pageSlugTakenMessage : noFreeSlugMessage;
    throw new ConflictError(message, { slug: message });
  }
  const notQueued = await queueGeneration(deps, [page]);
  return notQueued.length > 0 ? ((await deps.pages.get(page.id)) ?? page) : page;
}

// The chosen slug only; or the keyword's slug, then the spec's suffixed variants, made one at a
// time so each suffix takes the time of its own attempt. A reserved candidate is stepped past
// like a taken one.
function* slugsToTry(
  input: Pick<PageCreateInput, 'keyword' | 'slug'>,
  redirects: readonly RedirectRule[],
): Generator<string> {
  if (input.slug) {
    yield input.slug;
    return;
  }
  const base = slugify(input.keyword);
  for (let attempt = 1; attempt <= maxSlugAttempts; attempt += 1) {
    const slug = slugCandidate(base, attempt);
    if (!solutionSlugReservation(slug, redirects)) yield slug;
  }
}

/**
 * Stores a finished, published page in one write, without generation (the sandbox's sample pages).
 * Idempotent: 'exists' when the slug is already taken, and nothing is written. A slug a fixed
 * route answers is a mistake in the seed data, so it throws rather than store an unreachable page.
 */
export async function createPublishedPage(
  deps: Pick<CreatePageDeps, 'pages' | 'newId' | 'now'>,
  input: Omit<PageCreateInput, 'slug'> & { slug: string },
  content: GeneratedPageContent,
): Promise<'created' | 'exists'> {
  const reservation = solutionSlugReservation(input.slug);
  if (reservation) throw new Error(slugReservedMessage(input.slug, reservation));
  const page: PageRecord = {
    ...newPageRecord(input, { id: deps.newId(), slug: input.slug, now: deps.now() }),
    ...content,
    status: 'published',
  };
  return (await deps.pages.create(page)) === 'created' ? 'created' : 'exists';
}
