/** Where a programmatic page stands in the admin list: its status, or `in_review` for a draft waiting. */
import type { PageListStatus, PageRecord } from '@shared/schemas/page';
import { contentStatus } from '@shared/rules/review';

/** The page's status as the list shows and filters it. */
export function pageListStatus(page: Pick<PageRecord, 'status' | 'review'>): PageListStatus {
  if (page.status !== 'draft') return page.status;
  return contentStatus({ published: false, review: page.review });
}
