/**
 * The review calls of articles and programmatic pages: POST /api/admin/{articles|pages}/{id}/
 * review, approve and send-back, each with the version the admin saw. Each success refreshes
 * what the change makes stale (`refreshAfterWorkflowChange`).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '~/lib/admin-api';
import { refreshAfterWorkflowChange, type WorkflowKind } from '~/lib/workflow-refresh';
import { itemPath, recordSchema } from './workflow-paths';

/** What a review call sends besides the version: approve's time, send-back's note. */
export type ReviewCall =
  | { action: 'review' }
  | { action: 'approve'; publishAt?: string }
  | { action: 'send-back'; note: string };

export function useReviewCall(kind: WorkflowKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, call }: { id: string; version: number; call: ReviewCall }) =>
      adminRequest(itemPath(kind, id, call.action), {
        method: 'POST',
        body: {
          expected_version: version,
          ...(call.action === 'send-back' ? { note: call.note } : {}),
          ...(call.action === 'approve' && call.publishAt ? { publish_at: call.publishAt } : {}),
        },
        schema: recordSchema[kind],
      }),
    onSuccess: (record) => {
      void refreshAfterWorkflowChange(queryClient, kind, record.id, record);
    },
  });
}
