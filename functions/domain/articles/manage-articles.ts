/**
 * Articles in the admin portal (admin-portal.md sections 2-5 and 7): list, read, create, edit,
 * publish switch and delete.
 *
 * Rules kept here: an empty slug is made from the title (`slugify`); a slug belongs to one article
 * (the claim is atomic with the write, so of two concurrent creates one gets 409); an edit carries
 * the version it started from and a stale one gets 409; author and category names are copied onto
 * the article at each write; published_date is the time it went live (set by every write that
 * publishes it: a create or save that publishes, the publish switch, the scheduler's and an
 * approval's publish; a draft's is its creation, which the portal does not show); updated_at moves
 * on every edit (the publish switch changes is_published and published_date only).
 */
import { activityEntry, type Actor } from '@functions/domain/activity/activity';
import { validationFailedMessage } from '@shared/schemas/api';
import type { ArticleCreateBody, ArticleRecord, ArticleUpdateBody } from '@shared/schemas/article';
import { imageAltProblem } from '@shared/rules/image-alt';
import { normaliseSeo } from '@shared/rules/seo-fields';
import { slugify } from '@shared/rules/slugify';
import { slugCandidate, slugCandidates } from '@shared/rules/unique-slug';
import { ConflictError, NotFoundError, ValidationError } from '@functions/domain/errors';
import type { AuthorStore } from '@functions/domain/authors/author-ports';
import type { CategoryStore } from '@functions/domain/categories/category-ports';
import {
  announcePublication,
  type PublicationEvents,
} from '@functions/domain/publication/publication-events';
import { revisionOf, type ChangeBy } from '@functions/domain/revisions/revision-ports';
import { withoutSchedule } from '@functions/domain/schedules/schedule-rules';
import { withoutReview } from '@shared/rules/review';
import type { Review } from '@shared/schemas/review';
import type { ArticleStore } from './article-ports';
import {
  heldMessage,
  overrideNote,
  sameHold,
  type QualityGate,
} from '@functions/domain/quality/quality-gate';
import { articleSubject } from '@functions/domain/quality/subjects';
import type { QualityFlag } from '@shared/schemas/quality';

/** What managing articles needs. */
export interface ArticleDeps {
  articles: ArticleStore;
  authors: Pick<AuthorStore, 'get'>;
  categories: Pick<CategoryStore, 'get'>;
  /** Clock; the real one when omitted. */
  now?: () => Date;
  /** Id factory; random UUIDs when omitted. */
  newId?: () => string;
  /** Told once per write what it did to the public site (render on publish listens). */
  publication?: PublicationEvents;
  /** The quality gate (DESIGN §14): what it holds waits for review and needs an override to go live. */
  quality?: QualityGate;
}

/** Earlier slugs kept per article (each answers a 301 while the article is live). */
const maxPreviousSlugs = 50;

/** Message of an unknown article id. */
export const adminArticleNotFoundMessage = 'Article not found';

/** Message of an edit made from a version that is no longer the stored one. */
export const staleArticleMessage =
  'This article was changed by someone else while you were editing. Reload it to get the latest version, then make your changes again.';

/** Message of a slug another article holds. */
export function slugTakenMessage(slug: string): string {
  return `The slug "${slug}" is already used by another article.`;
}

/** Message when the author or category kept changing while the article was being saved. */
export const referencesChangedMessage =
  'The author or category of this article was changed while it was being saved. Please try again.';

/** Tries of a write whose author or category was renamed meanwhile (each re-reads the names). */
const referenceAttempts = 3;

/** Tries of the publish switch and delete, which re-read the article when they lose a race. */
const raceAttempts = 3;

/** One article as stored, with its version; 404 when unknown. */
export async function getArticle(
  deps: Pick<ArticleDeps, 'articles'>,
  id: string,
): Promise<ArticleRecord> {
  const record = await deps.articles.get(id);
  if (!record) throw new NotFoundError(adminArticleNotFoundMessage);
  return record;
}

/** How a create treats a slug another article holds. */
export interface CreateArticleOptions {
  /**
   * `conflict` (the editor): refuse with 409 naming the slug. `next-candidate` (batch
   * generation): try the spec's further candidates (`rules/unique-slug`) before refusing.
   */
  onSlugTaken?: 'conflict' | 'next-candidate';
  /** The staff member creating it (`sub`), kept as `created_by`: a contributor's own work. */
  createdBy?: string;
  /** The admin creating it, for the activity log (batch generation has none). */
  actor?: Actor;
  /** The review it starts in (batch generation landing in review). */
  review?: Review;
  /**
   * The review it waits in when the quality gate holds it (batch generation): without one, a held
   * article asked to be published is refused.
   */
  heldReview?: Review;
}

/** Creates an article; its slug is the given one or made from the title. */
export async function createArticle(
  deps: ArticleDeps,
  body: ArticleCreateBody,
  options: CreateArticleOptions = {},
): Promise<ArticleRecord> {
  checkImageAlt(body);
  const base = body.slug || slugify(body.title);
  const slugs =
    options.onSlugTaken === 'next-candidate' ? slugCandidates(base) : [slugCandidate(base, 1)];
  const id = (deps.newId ?? randomId)();
  const now = (deps.now ?? clock)().toISOString();
  let slugIndex = 0;
  let referenceTries = 0;
  // Judged once, and again only when the names changed under the write: a taken slug changes
  // only the path, which the gate does not judge by, so the next candidate keeps the judgement.
  let judged: ArticleRecord | undefined;
  for (;;) {
    const slug = slugs[slugIndex] as string;
    // Batch generation (the one caller naming a review to be held in) marks what it wrote: the
    // gate's thin-content floor applies to it alone. An editor's own article is compared too; one
    // it holds cannot be created published (409 naming the nearest item).
    judged ??= await holdOf(
      deps,
      {
        id,
        ...articleFields(body),
        ...(await referencedNames(deps, body)),
        slug,
        published_date: now,
        created_at: now,
        updated_at: now,
        version: 1,
        ...(options.createdBy ? { created_by: options.createdBy } : {}),
        ...(options.review && !body.is_published ? { review: options.review } : {}),
        ...(options.heldReview ? { generated: true } : {}),
      },
      options.heldReview ? { review: options.heldReview } : {},
    );
    const held: ArticleRecord = { ...judged, slug };
    const activity = options.actor
      ? activityEntry(options.actor, 'created', articleItem(held), new Date(now))
      : undefined;
    const result = await deps.articles.create(held, activity);
    if (result.ok) {
      await announcePublication(deps.publication, 'article', undefined, held);
      return held;
    }
    if (result.reason === 'slug-taken') {
      slugIndex += 1;
      if (slugIndex >= slugs.length)
        throw new ConflictError(slugTakenMessage(slug), { slug: slugTakenMessage(slug) });
    } else if (result.reason === 'stale') {
      // Only a second article with the same id could cause this: a broken id factory.
      throw new Error(`Article id ${id} is already taken`);
    } else if (++referenceTries >= referenceAttempts) {
      throw new ConflictError(referencesChangedMessage);
    } else {
      judged = undefined;
    }
  }
}

/**
 * An article as the quality gate leaves it on a create or save: its hold recorded (or cleared).
 * Generation (which names the review it starts in) lands a held article in review instead of
 * live; a save that would publish a held article is refused (409 naming the nearest item), so it
 * goes live only through the publish switch's override; a live article stays live, showing its
 * hold. Every article is compared with the published and in-review ones for similarity and a
 * shared title or description; only a generated one meets the thin-content floor
 * (`articleSubject`).
 */
async function holdOf(
  deps: Pick<ArticleDeps, 'quality' | 'now'>,
  record: ArticleRecord,
  options: {
    /** The review a held article waits in instead of going live (generation). */
    review?: Review;
    wasPublished?: boolean;
  } = {},
): Promise<ArticleRecord> {
  const flag = await deps.quality?.check(articleSubject(record));
  const { quality: _previous, ...rest } = record;
  if (!flag) return rest;
  if (record.is_published && !options.wasPublished) {
    if (!options.review) throw new ConflictError(heldMessage(flag));
    return { ...rest, is_published: false, review: options.review, quality: flag };
  }
  if (!record.is_published && !record.review && options.review) {
    return { ...rest, review: options.review, quality: flag };
  }
  return { ...rest, quality: flag };
}

/**
 * Records a refused publish's hold on the article when it carries another (or none), so its row
 * shows the hold and offers the override. A lost race leaves it to the next check.
 */
async function keepHold(
  deps: Pick<ArticleDeps, 'articles'>,
  current: ArticleRecord,
  held: QualityFlag,
): Promise<void> {
  if (sameHold(current.quality, held)) return;
  await deps.articles.update(current, { ...current, quality: held, version: current.version + 1 });
}

/** The note a publish despite `held` keeps, when the change gave its reason. */
function overrideNoteOf(held: QualityFlag | undefined, change?: ChangeBy) {
  return held && change?.override ? { note: overrideNote(held, change.override) } : {};
}

/**
 * Saves an edit made from `body.version`; 409 when someone saved in between. The state it
 * replaces is kept as a revision by `change.actor` (kind `save`, or `change.kind`).
 */
export async function updateArticle(
  deps: ArticleDeps,
  id: string,
  body: ArticleUpdateBody,
  change?: ChangeBy,
): Promise<ArticleRecord> {
  checkImageAlt(body);
  for (let attempt = 1; ; attempt += 1) {
    const current = await getArticle(deps, id);
    if (current.version !== body.version) throw new ConflictError(staleArticleMessage);
    const slug = body.slug || slugCandidate(slugify(body.title), 1);
    const next: ArticleRecord = {
      ...withoutReview(withoutSchedule(current, body.is_published), body.is_published),
      ...articleFields(body),
      ...(await referencedNames(deps, body)),
      slug,
      ...previousSlugs(current, slug),
      ...goLiveDate(current, body.is_published, (deps.now ?? clock)()),
      updated_at: (deps.now ?? clock)().toISOString(),
      version: current.version + 1,
    };
    const kind = onlySeoChanged(current, next) ? 'seo' : 'save';
    const revision = revisionOf('article', current, kind, change, (deps.now ?? clock)());
    // Every save is checked: an edit may make a copy, or clear a hold.
    const saved = await holdOf(deps, next, { wasPublished: current.is_published });
    const result = await deps.articles.update(current, saved, revision);
    if (result.ok) {
      await announcePublication(deps.publication, 'article', current, saved);
      return saved;
    }
    if (result.reason === 'slug-taken') {
      throw new ConflictError(slugTakenMessage(next.slug), { slug: slugTakenMessage(next.slug) });
    }
    if (result.reason === 'stale') throw new ConflictError(staleArticleMessage);
    if (attempt >= referenceAttempts) throw new ConflictError(referencesChangedMessage);
  }
}

/**
 * The publish switch. It sends no version: it sets one field, so it re-reads and retries when it
 * loses a race instead of refusing; the version still moves on, so an open editor sees the change.
 * It ends any scheduled publish and any review (a published article waits for nothing). The scheduler passes
 * `expectedVersion`, the version it found due: 409 instead of a retry when the article changed.
 */
export async function setArticlePublished(
  deps: Pick<ArticleDeps, 'articles' | 'publication' | 'now' | 'quality'>,
  id: string,
  isPublished: boolean,
  change?: ChangeBy,
  expectedVersion?: number,
): Promise<ArticleRecord> {
  for (let attempt = 1; attempt <= raceAttempts; attempt += 1) {
    const current = await getArticle(deps, id);
    if (expectedVersion !== undefined && current.version !== expectedVersion)
      throw new ConflictError(staleArticleMessage);
    if (current.is_published === isPublished) return current;
    checkImageAlt({ ...current, is_published: isPublished });
    // Checked again at publish, whatever an earlier check said: an item published since may
    // have made it a copy, or a deletion cleared its hold.
    const held = isPublished ? await deps.quality?.check(articleSubject(current)) : undefined;
    if (held && !change?.override) {
      await keepHold(deps, current, held);
      throw new ConflictError(heldMessage(held));
    }
    const { quality: _hold, ...unheld } = current;
    const next: ArticleRecord = {
      ...withoutReview(withoutSchedule(isPublished ? unheld : current, isPublished), isPublished),
      is_published: isPublished,
      ...goLiveDate(current, isPublished, (deps.now ?? clock)()),
      version: current.version + 1,
    };
    const kind = isPublished ? 'publish' : 'unpublish';
    const revision = {
      ...revisionOf('article', current, kind, change, (deps.now ?? clock)()),
      ...overrideNoteOf(held, change),
    };
    const result = await deps.articles.update(current, next, revision);
    if (result.ok) {
      await announcePublication(deps.publication, 'article', current, next);
      return next;
    }
  }
  throw new ConflictError(staleArticleMessage);
}

/** Deletes an article and frees its slug; 404 when unknown. */
export async function deleteArticle(
  deps: Pick<ArticleDeps, 'articles' | 'publication'>,
  id: string,
  actor?: Actor,
): Promise<void> {
  for (let attempt = 1; attempt <= raceAttempts; attempt += 1) {
    const current = await deps.articles.get(id);
    if (!current) {
      if (attempt === 1) throw new NotFoundError(adminArticleNotFoundMessage);
      return; // deleted by someone else meanwhile: the outcome asked for
    }
    const activity = actor && activityEntry(actor, 'deleted', articleItem(current));
    const result = await deps.articles.remove(current, activity);
    if (result.ok) {
      await announcePublication(deps.publication, 'article', current, undefined);
      return;
    }
  }
  throw new ConflictError(staleArticleMessage);
}

/** The earlier slugs after a change of slug to `slug` (the newest last, the current never among them). */
function previousSlugs(
  current: ArticleRecord,
  slug: string,
): Pick<ArticleRecord, 'previous_slugs'> {
  if (slug === current.slug)
    return current.previous_slugs ? { previous_slugs: current.previous_slugs } : {};
  const earlier = (current.previous_slugs ?? []).filter(
    (item) => item !== slug && item !== current.slug,
  );
  return { previous_slugs: [...earlier, current.slug].slice(-maxPreviousSlugs) };
}

/**
 * The published date after a write that leaves the article published or not: the write's time
 * when it takes the article live (lists, feeds and JSON-LD date it from then, not from when the
 * draft was started), otherwise unchanged.
 */
function goLiveDate(
  current: ArticleRecord,
  isPublished: boolean,
  at: Date,
): Pick<ArticleRecord, 'published_date'> {
  return {
    published_date:
      isPublished && !current.is_published ? at.toISOString() : current.published_date,
  };
}

/** Whether a save changed the SEO fields and nothing else an editor edits (History's "SEO saved"). */
function onlySeoChanged(current: ArticleRecord, next: ArticleRecord): boolean {
  const edited = (article: ArticleRecord) => {
    const { seo, ...fields } = articleFields(article);
    return { fields: JSON.stringify({ ...fields, slug: article.slug }), seo: JSON.stringify(seo) };
  };
  const before = edited(current);
  const after = edited(next);
  return before.seo !== after.seo && before.fields === after.fields;
}

/** The editable fields of a create or update body, as stored. */
function articleFields(body: ArticleCreateBody) {
  return {
    title: body.title,
    excerpt: body.excerpt,
    author_id: body.author_id,
    category_id: body.category_id,
    introduction: body.introduction,
    key_points: body.key_points,
    sections: body.sections,
    conclusion: body.conclusion,
    image_url: body.image_url,
    image_alt: body.image_alt ?? '',
    image_alt_review: body.image_alt_review === true,
    is_published: body.is_published,
    seo: normaliseSeo(body.seo),
  };
}

/** 400 on the alt field when a published article would show an upload without alt text. */
function checkImageAlt(article: Parameters<typeof imageAltProblem>[0]): void {
  const problem = imageAltProblem(article);
  if (problem) throw new ValidationError(problem, { image_alt: problem });
}

/** The names to copy onto the article; 400 naming the field when the author or category is gone. */
async function referencedNames(
  deps: Pick<ArticleDeps, 'authors' | 'categories'>,
  body: Pick<ArticleCreateBody, 'author_id' | 'category_id'>,
): Promise<Pick<ArticleRecord, 'author_name' | 'category_name'>> {
  const [author, category] = await Promise.all([
    deps.authors.get(body.author_id),
    deps.categories.get(body.category_id),
  ]);
  const fields: Record<string, string> = {};
  if (!author) fields.author_id = 'Author not found';
  if (!category) fields.category_id = 'Category not found';
  if (!author || !category) throw new ValidationError(validationFailedMessage, fields);
  return { author_name: author.name, category_name: category.name };
}

const clock = () => new Date();
const randomId = () => crypto.randomUUID();

/** An article as the activity log names it. */
export function articleItem(article: ArticleRecord) {
  return { type: 'article' as const, id: article.id, title: article.title };
}
