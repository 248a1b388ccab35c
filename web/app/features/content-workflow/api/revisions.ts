/**
 * The History panel's calls: GET /api/admin/revisions/{kind}/{id} (the list), GET
 * .../{version} (one revision with its kept state) and POST .../{version}/restore (with the
 * version the screen shows; 409 when it is stale). A restore writes a new version, so it
 * refreshes what the change makes stale (`refreshAfterWorkflowChange`).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { revisionListResponseSchema, revisionSchema } from '@shared/schemas/revision';
import { adminKeys, adminRequest } from '~/lib/admin-api';
import {
  refreshAfterWorkflowChange,
  type WorkflowKind,
  type WorkflowRecord,
} from '~/lib/workflow-refresh';
import { itemPath, recordSchema } from './workflow-paths';

const historyPath = (kind: WorkflowKind, id: string) =>
  `/api/admin/revisions/${kind}/${encodeURIComponent(id)}`;

/** The item's revisions, newest first, while `enabled` (the panel is open). */
export function useRevisions(
  kind: WorkflowKind,
  id: string,
  currentVersion: number,
  enabled: boolean,
) {
  return useQuery({
    // The current version is part of the key, so a change elsewhere reads the list again.
    queryKey: [...adminKeys.revisions(kind, id), 'list', currentVersion],
    queryFn: ({ signal }) =>
      adminRequest(historyPath(kind, id), { schema: revisionListResponseSchema, signal }),
    enabled,
  });
}

/**
 * The item as stored now, read when the panel opens: the diff compares with it, not with the
 * screen's copy, which may be older (another admin saved since).
 */
export function useStoredItem(kind: WorkflowKind, id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...adminKeys.revisions(kind, id), 'stored'],
    queryFn: ({ signal }) =>
      adminRequest(itemPath(kind, id), { schema: recordSchema[kind], signal }),
    enabled,
  });
}

/** One revision with its kept state (a revision never changes once written). */
export function useRevision(kind: WorkflowKind, id: string, version: number | null) {
  return useQuery({
    queryKey: [...adminKeys.revisions(kind, id), 'version', version],
    queryFn: ({ signal }) =>
      adminRequest(`${historyPath(kind, id)}/${version}`, { schema: revisionSchema, signal }),
    enabled: version !== null,
    staleTime: Infinity,
  });
}

/** Restores a revision as a new version made from `expectedVersion`; answers the saved item. */
export function useRestoreRevision(kind: WorkflowKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, expectedVersion }: { version: number; expectedVersion: number }) =>
      adminRequest<WorkflowRecord>(`${historyPath(kind, id)}/${version}/restore`, {
        method: 'POST',
        body: { expected_version: expectedVersion },
        schema: recordSchema[kind],
      }),
    onSuccess: (record) => {
      void refreshAfterWorkflowChange(queryClient, kind, id, record);
    },
  });
}
