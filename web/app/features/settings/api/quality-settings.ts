/** GET and PUT /api/admin/settings/quality (administrators): the quality gate's thresholds. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { qualitySettingsSchema, type QualitySettings } from '@shared/schemas/quality';
import { adminKeys, adminRequest } from '~/lib/admin-api';

const path = '/api/admin/settings/quality';
const qualityKey = [...adminKeys.settings, 'quality'] as const;

export const qualitySettingsQuery = queryOptions({
  queryKey: qualityKey,
  queryFn: ({ signal }) => adminRequest(path, { schema: qualitySettingsSchema, signal }),
});

export function useQualitySettings() {
  return useQuery(qualitySettingsQuery);
}

export function useSaveQualitySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: QualitySettings) =>
      adminRequest(path, { method: 'PUT', body: settings, schema: qualitySettingsSchema }),
    onSuccess: (saved) => queryClient.setQueryData(qualityKey, saved),
  });
}
