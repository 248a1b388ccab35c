/**
 * Where each kind's workflow calls go and what they answer: /api/admin/articles/{id}/... answers
 * an article, /api/admin/pages/{id}/... a page. Every call of the feature builds its path here.
 */
import type { ZodType } from 'zod';
import { articleRecordSchema } from '@shared/schemas/article';
import { pageRecordSchema, type PageRecord } from '@shared/schemas/page';
import type { WorkflowKind, WorkflowRecord } from '~/lib/workflow-refresh';

const collection: Record<WorkflowKind, string> = { article: 'articles', page: 'pages' };

/** The stored record each kind's calls answer. */
export const recordSchema: Record<WorkflowKind, ZodType<WorkflowRecord>> = {
  article: articleRecordSchema,
  page: pageRecordSchema,
};

/** `/api/admin/{articles|pages}/{id}`, then `action` when given. */
export function itemPath(kind: WorkflowKind, id: string, action?: string): string {
  const path = `/api/admin/${collection[kind]}/${encodeURIComponent(id)}`;
  return action ? `${path}/${action}` : path;
}

/** How each kind is named in the workflow's messages. */
export const kindNoun: Record<WorkflowKind, string> = { article: 'article', page: 'page' };
export const kindTitle: Record<WorkflowKind, string> = { article: 'Article', page: 'Page' };

/** Whether the item is live now. */
export function isLive(item: WorkflowRecord): boolean {
  return 'is_published' in item ? item.is_published : item.status === 'published';
}

/** Whether the record is a programmatic page (an article has no keyword). */
export function isPage(item: WorkflowRecord): item is PageRecord {
  return 'keyword' in item;
}
