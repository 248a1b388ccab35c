/**
 * The schedule calls of articles and programmatic pages: PUT /api/admin/{articles|pages}/{id}/
 * schedule `{publish_at, expected_version}` and DELETE of the same path. A schedule ends a
 * review (it approves the item), so each success refreshes everything the change makes stale,
 * the dashboard's counts included (`refreshAfterWorkflowChange`).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '~/lib/admin-api';
import {
  refreshAfterWorkflowChange,
  type WorkflowKind,
  type WorkflowRecord,
} from '~/lib/workflow-refresh';
import { itemPath, recordSchema } from './workflow-paths';

export function useScheduleCalls(kind: WorkflowKind) {
  const queryClient = useQueryClient();
  const settle = (record: WorkflowRecord) => {
    void refreshAfterWorkflowChange(queryClient, kind, record.id, record);
  };
  const schedule = useMutation({
    mutationFn: (input: { id: string; publishAt: string; version: number }) =>
      adminRequest(itemPath(kind, input.id, 'schedule'), {
        method: 'PUT',
        body: { publish_at: input.publishAt, expected_version: input.version },
        schema: recordSchema[kind],
      }),
    onSuccess: settle,
  });
  const unschedule = useMutation({
    mutationFn: (id: string) =>
      adminRequest(itemPath(kind, id, 'schedule'), {
        method: 'DELETE',
        schema: recordSchema[kind],
      }),
    onSuccess: settle,
  });
  return { schedule, unschedule };
}
