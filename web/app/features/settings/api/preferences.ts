/** GET and PUT /api/admin/account/preferences: the signed-in member's own preferences. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffPreferencesSchema, type StaffPreferences } from '@shared/schemas/staff';
import { adminRequest } from '~/lib/admin-api';

const path = '/api/admin/account/preferences';
const preferencesKey = ['admin', 'account', 'preferences'] as const;

export const preferencesQuery = queryOptions({
  queryKey: preferencesKey,
  queryFn: ({ signal }) => adminRequest(path, { schema: staffPreferencesSchema, signal }),
});

export function usePreferences() {
  return useQuery(preferencesQuery);
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: StaffPreferences) =>
      adminRequest(path, { method: 'PUT', body: preferences, schema: staffPreferencesSchema }),
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey, saved),
  });
}
