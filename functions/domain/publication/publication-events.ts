/**
 * The one place where an article or programmatic page becomes public, changes while public, or
 * stops being public (DESIGN.md section 16: publishing fires the domain's "became public" event).
 *
 * Every write of an article or page (create, save, publish switch, scheduled publish, approval,
 * restore, generation, delete) hands its before and after records to {@link publicationEvent},
 * which alone decides what the write meant for the public site, and announces the answer once
 * through {@link announcePublication}. What follows from it (render on publish, and later the
 * newsletter send and the internal-link refresh) is a listener, wired in one module
 * (functions/wiring/publication-listeners.ts), never a side effect written into an update.
 *
 * "Public" is the publish switch: an article's `is_published`, a page's `published` status. The
 * render worker still applies the site's own rules (allowed categories, managed redirects) to
 * what it renders; the counters count by the same switch ({@link publicTransition}).
 */
import type { ArticleRecord } from '@shared/schemas/article';
import type { PageRecord } from '@shared/schemas/page';

/** What an event is about. */
export type PublicationKind = 'article' | 'page';

/** What a write meant for the public site. */
export type PublicationEventType =
  'became-public' | 'changed-while-public' | 'stopped-being-public';

/** One write's meaning for the public site, computed once by {@link publicationEvent}. */
export interface PublicationEvent {
  type: PublicationEventType;
  kind: PublicationKind;
  id: string;
  /** Its slug after the write; for `stopped-being-public`, the slug it was public at. */
  slug: string;
  /** Its slug before the write, when the write renamed it while it was or became public. */
  previousSlug?: string;
  /**
   * The older slugs it answered with a 301 (articles keep them), so a listener can take them down
   * with the item even when the item is gone.
   */
  earlierSlugs: readonly string[];
  /** True when the write deleted the item. */
  deleted: boolean;
}

/** The fields of an article the rule reads. */
export type PublishableArticle = Pick<ArticleRecord, 'id' | 'slug' | 'is_published'> &
  Partial<Pick<ArticleRecord, 'previous_slugs'>>;

/** The fields of a page the rule reads. */
export type PublishablePage = Pick<PageRecord, 'id' | 'slug' | 'status'>;

interface Publishable {
  article: PublishableArticle;
  page: PublishablePage;
}

/** The publish switch of each kind: all {@link isPublic} reads. */
interface PublishSwitch {
  article: Pick<PublishableArticle, 'is_published'>;
  page: Pick<PublishablePage, 'status'>;
}

/** Whether an item is public: its publish switch is on. */
export function isPublic<Kind extends PublicationKind>(
  kind: Kind,
  item: PublishSwitch[Kind] | undefined,
): boolean {
  if (!item) return false;
  return kind === 'article'
    ? (item as PublishSwitch['article']).is_published === true
    : (item as PublishSwitch['page']).status === 'published';
}

/** The transition between two public states (undefined: public on neither side). */
export function publicTransition(
  wasPublic: boolean,
  nowPublic: boolean,
): PublicationEventType | undefined {
  if (wasPublic && nowPublic) return 'changed-while-public';
  if (nowPublic) return 'became-public';
  if (wasPublic) return 'stopped-being-public';
  return undefined;
}

/**
 * What one write of an item did to the public site, from the record before it and the record
 * after it (undefined on a side where the item does not exist: before a create, after a delete).
 * Undefined when the item was public on neither side: a draft's changes concern no visitor.
 */
export function publicationEvent<Kind extends PublicationKind>(
  kind: Kind,
  before: Publishable[Kind] | undefined,
  after: Publishable[Kind] | undefined,
): PublicationEvent | undefined {
  const type = publicTransition(isPublic(kind, before), isPublic(kind, after));
  const item = type === 'stopped-being-public' ? before : (after ?? before);
  if (!type || !item) return undefined;
  const renamedFrom =
    before && after && before.slug !== after.slug && type !== 'stopped-being-public'
      ? before.slug
      : undefined;
  const earlier = new Set([...earlierSlugsOf(kind, before), ...earlierSlugsOf(kind, after)]);
  earlier.delete(item.slug);
  if (renamedFrom) earlier.delete(renamedFrom);
  return {
    type,
    kind,
    id: item.id,
    slug: item.slug,
    ...(renamedFrom ? { previousSlug: renamedFrom } : {}),
    earlierSlugs: [...earlier],
    deleted: before !== undefined && after === undefined,
  };
}

function earlierSlugsOf<Kind extends PublicationKind>(
  kind: Kind,
  item: Publishable[Kind] | undefined,
): readonly string[] {
  return kind === 'article' ? ((item as PublishableArticle | undefined)?.previous_slugs ?? []) : [];
}

/** Where the services announce what their writes did; the wiring fans it out to the listeners. */
export interface PublicationEvents {
  /** Tells every listener; never throws (a listener's failure is its own, not the write's). */
  announce(event: PublicationEvent): Promise<void>;
}

/** One listener of the publication events. */
export type PublicationListener = (event: PublicationEvent) => Promise<void>;

/**
 * The call a service makes once after each write of an article or page: computes the event from
 * the records and announces it, if the write concerned the public site.
 */
export async function announcePublication<Kind extends PublicationKind>(
  events: PublicationEvents | undefined,
  kind: Kind,
  before: Publishable[Kind] | undefined,
  after: Publishable[Kind] | undefined,
): Promise<void> {
  const event = publicationEvent(kind, before, after);
  if (event && events) await events.announce(event);
}
