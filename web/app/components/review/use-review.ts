/**
 * The review calls of articles and programmatic pages: POST /api/admin/{articles|pages}/{id}/
 * review, approve and send-back, each with the version the admin saw. Each success refreshes the
 * item's list, the dashboard (Waiting for review) and, for an article, the editor's copy.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys, adminRequest } from '~/lib/admin-api';
import { recordSchema, type ScheduleKind, type ScheduledRecord } from '../schedule/use-schedule';

/** What a review call sends besides the version: approve's time, send-back's note. */
export type ReviewCall =
  | { action: 'review' }
  | { action: 'approve'; publishAt?: string }
  | { action: 'send-back'; note: string };

const collection: Record<ScheduleKind, string> = { article: 'articles', page: 'pages' };

export function useReviewCall(kind: ScheduleKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, call }: { id: string; version: number; call: ReviewCall }) =>
      adminRequest(`/api/admin/${collection[kind]}/${encodeURIComponent(id)}/${call.action}`, {
        method: 'POST',
        body: {
          expected_version: version,
          ...(call.action === 'send-back' ? { note: call.note } : {}),
          ...(call.action === 'approve' && call.publishAt ? { publish_at: call.publishAt } : {}),
        },
        schema: recordSchema[kind],
      }),
    onSuccess: (record: ScheduledRecord) => {
      if (kind === 'article') queryClient.setQueryData(adminKeys.article(record.id), record);
      void queryClient.invalidateQueries({
        queryKey: kind === 'article' ? adminKeys.articles : adminKeys.pages,
      });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
  });
}
