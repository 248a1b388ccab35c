/**
 * How a programmatic page's state is shown: draft, published, error, and "generating" for a draft
 * whose content the model has not written yet (the API queues generation by itself on create,
 * import and regenerate).
 */
import type { PageRecord } from '@shared/schemas/page';

/** True while a draft still waits for its generated content. */
export function isGenerating(
  page: Pick<PageRecord, 'status' | 'title' | 'h1' | 'intro_paragraph'>,
): boolean {
  return (
    page.status === 'draft' &&
    [page.title, page.h1, page.intro_paragraph].some((text) => text.trim() === '')
  );
}

/** Message shown for a page in error. */
export function pageErrorText(page: Pick<PageRecord, 'error_message'>): string {
  return page.error_message?.trim() || 'Unknown error';
}

/** The row's heading: the title, or the keyword while there is none. */
export function pageHeading(page: Pick<PageRecord, 'title' | 'keyword'>): string {
  return page.title.trim() || page.keyword;
}
