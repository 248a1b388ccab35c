/** GET and PUT /api/admin/settings/digest (administrators): the weekly digest's schedule. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { digestSettingsSchema, type DigestSettingsInput } from '@shared/schemas/newsletter-digest';
import { adminKeys, adminRequest } from '~/lib/admin-api';

const path = '/api/admin/settings/digest';
const digestKey = [...adminKeys.settings, 'digest'] as const;

export const digestSettingsQuery = queryOptions({
  queryKey: digestKey,
  queryFn: ({ signal }) => adminRequest(path, { schema: digestSettingsSchema, signal }),
});

export function useDigestSettings() {
  return useQuery(digestSettingsQuery);
}

export function useSaveDigestSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: DigestSettingsInput) =>
      adminRequest(path, { method: 'PUT', body: settings, schema: digestSettingsSchema }),
    onSuccess: (saved) => queryClient.setQueryData(digestKey, saved),
  });
}
