/**
 * Where an activity entry's item can be seen: its editor when it has one, else the list that shows
 * it, searched for it when that list has a search. A deleted item, and one no screen shows (a
 * preview link), has none.
 */
import type { ActivityEntry } from '@shared/schemas/activity';

type LinkedEntry = Pick<ActivityEntry, 'action' | 'item_type' | 'item_id' | 'item_title'>;

const search = (path: string, text: string) => `${path}?${new URLSearchParams({ q: text })}`;

/** The address that opens the article's History on `revision`; other kinds have none. */
export function activityRevisionHref(entry: LinkedEntry, revision: number): string | undefined {
  if (entry.action === 'deleted' || entry.item_type !== 'article') return undefined;
  return `/admin/articles/edit/${entry.item_id}?${new URLSearchParams({ revision: String(revision) })}`;
}

/** The admin address that shows the entry's item, or undefined. */
export function activityItemHref(entry: LinkedEntry): string | undefined {
  if (entry.action === 'deleted') return undefined;
  const { item_id: id, item_title: title } = entry;
  switch (entry.item_type) {
    case 'article':
      return `/admin/articles/edit/${id}`;
    case 'author':
      return `/admin/authors/edit/${id}`;
    case 'page':
      return search('/admin/programmatic-pages', title);
    case 'category':
      return '/admin/categories';
    case 'contact':
      return '/admin/contact-submissions';
    case 'redirect':
      return search('/admin/redirects', title);
    case 'media':
    case 'upload':
      return search('/admin/media', title);
    case 'subscriber':
      return search('/admin/subscribers', title);
    case 'staff':
      return '/admin/settings?tab=staff';
    case 'job':
      return '/admin/articles/batch-generator';
    case 'preview':
      return undefined;
  }
}
