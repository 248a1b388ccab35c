/** GET /api/admin/settings: the stage's configuration, read-only. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminSettingsResponseSchema } from '@shared/schemas/settings';
import { adminKeys, adminRequest } from '~/lib/admin-api';

export const settingsQuery = queryOptions({
  queryKey: adminKeys.settings,
  queryFn: ({ signal }) =>
    adminRequest('/api/admin/settings', { schema: adminSettingsResponseSchema, signal }),
});

export function useSettings() {
  return useQuery(settingsQuery);
}
