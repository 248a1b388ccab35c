/**
 * The schedule calls of articles and programmatic pages: PUT /api/admin/{articles|pages}/{id}/
 * schedule `{publish_at, expected_version}` and DELETE of the same path. Each success refreshes
 * the item's list (its Scheduled badge) and, for an article, the editor's copy.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { articleRecordSchema, type ArticleRecord } from '@shared/schemas/article';
import { pageRecordSchema, type PageRecord } from '@shared/schemas/page';
import { adminKeys, adminRequest } from '~/lib/admin-api';

/** What can be scheduled. */
export type ScheduleKind = 'article' | 'page';

/** A stored article or page, as a schedule call answers it. */
export type ScheduledRecord = ArticleRecord | PageRecord;

const collection: Record<ScheduleKind, string> = { article: 'articles', page: 'pages' };
/** The record each kind's calls answer. */
export const recordSchema: Record<ScheduleKind, ZodType<ScheduledRecord>> = {
  article: articleRecordSchema,
  page: pageRecordSchema,
};

function schedulePath(kind: ScheduleKind, id: string): string {
  return `/api/admin/${collection[kind]}/${encodeURIComponent(id)}/schedule`;
}

export function useScheduleCalls(kind: ScheduleKind) {
  const queryClient = useQueryClient();
  const settle = (record: ScheduledRecord) => {
    if (kind === 'article') queryClient.setQueryData(adminKeys.article(record.id), record);
    void queryClient.invalidateQueries({
      queryKey: kind === 'article' ? adminKeys.articles : adminKeys.pages,
      exact: true,
    });
  };
  const schedule = useMutation({
    mutationFn: (input: { id: string; publishAt: string; version: number }) =>
      adminRequest(schedulePath(kind, input.id), {
        method: 'PUT',
        body: { publish_at: input.publishAt, expected_version: input.version },
        schema: recordSchema[kind],
      }),
    onSuccess: settle,
  });
  const unschedule = useMutation({
    mutationFn: (id: string) =>
      adminRequest(schedulePath(kind, id), { method: 'DELETE', schema: recordSchema[kind] }),
    onSuccess: settle,
  });
  return { schedule, unschedule };
}
