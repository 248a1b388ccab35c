/**
 * Preview links of a draft: GET /api/admin/previews?kind&id (the links that still work), POST
 * /api/admin/previews `{kind, id}` (a new link) and DELETE /api/admin/previews/{id} (revoke).
 * A link does not change its item, so a call refreshes only the item's links and the activity
 * log (each call writes an entry there).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { previewLinkListSchema, previewLinkSchema } from '@shared/schemas/preview';
import { adminKeys, adminRequest } from '~/lib/admin-api';
import type { WorkflowKind } from '~/lib/workflow-refresh';

const linksKey = (kind: WorkflowKind, id: string) =>
  [...adminKeys.all, 'previews', kind, id] as const;

/** The item's working links, while `enabled` (the dialog is open). */
export function usePreviewLinks(kind: WorkflowKind, id: string, enabled: boolean) {
  return useQuery({
    queryKey: linksKey(kind, id),
    queryFn: ({ signal }) =>
      adminRequest(`/api/admin/previews?kind=${kind}&id=${encodeURIComponent(id)}`, {
        schema: previewLinkListSchema,
        signal,
      }),
    enabled,
  });
}

function useRefreshLinks(kind: WorkflowKind, id: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: linksKey(kind, id) }),
      queryClient.invalidateQueries({ queryKey: adminKeys.activity }),
    ]);
}

export function useCreatePreviewLink(kind: WorkflowKind, id: string) {
  const refresh = useRefreshLinks(kind, id);
  return useMutation({
    mutationFn: () =>
      adminRequest('/api/admin/previews', {
        method: 'POST',
        body: { kind, id },
        schema: previewLinkSchema,
      }),
    onSuccess: refresh,
  });
}

export function useRevokePreviewLink(kind: WorkflowKind, id: string) {
  const refresh = useRefreshLinks(kind, id);
  return useMutation({
    mutationFn: (linkId: string) =>
      adminRequest(`/api/admin/previews/${encodeURIComponent(linkId)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
