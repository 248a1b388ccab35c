/**
 * Staff management: GET /api/admin/staff, POST /api/admin/staff {email, role},
 * PATCH /api/admin/staff/{id} {role?, enabled?}, DELETE /api/admin/staff/{id},
 * POST /api/admin/staff/{id}/invitation (send the invitation again), DELETE
 * /api/admin/staff/{id}/mfa (reset two-step sign-in). Administrators only. Every change refetches the list: the directory is the user pool, not this cache.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  staffListResponseSchema,
  staffMemberSchema,
  type StaffInviteInput,
  type StaffMember,
  type StaffUpdateInput,
} from '@shared/schemas/staff';
import { adminKeys, adminRequest } from '~/lib/admin-api';

export const staffKeys = { list: [...adminKeys.all, 'staff'] as const };

const memberPath = (id: string) => `/api/admin/staff/${encodeURIComponent(id)}`;

export const staffListQuery = queryOptions({
  queryKey: staffKeys.list,
  queryFn: ({ signal }) =>
    adminRequest('/api/admin/staff', { schema: staffListResponseSchema, signal }),
});

export function useStaff() {
  return useQuery(staffListQuery);
}

/** The list refetched after any change, whether it succeeded or not. */
function useStaffMutation<V, R>(request: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.list }),
  });
}

export function useInviteStaff() {
  return useStaffMutation((input: StaffInviteInput) =>
    adminRequest('/api/admin/staff', { method: 'POST', body: input, schema: staffMemberSchema }),
  );
}

export function useUpdateStaff() {
  return useStaffMutation(({ member, input }: { member: StaffMember; input: StaffUpdateInput }) =>
    adminRequest(memberPath(member.id), {
      method: 'PATCH',
      body: input,
      schema: staffMemberSchema,
    }),
  );
}

export function useRemoveStaff() {
  return useStaffMutation((member: StaffMember) =>
    adminRequest(memberPath(member.id), { method: 'DELETE' }),
  );
}

/** Turns a member's two-step sign-in off (a lost phone): they enrol again at their next sign-in. */
export function useResetStaffMfa() {
  return useStaffMutation((member: StaffMember) =>
    adminRequest(`${memberPath(member.id)}/mfa`, { method: 'DELETE' }),
  );
}

/** Queues a new invitation mail (a new temporary password) for a member not signed in yet. */
export function useResendInvitation() {
  return useStaffMutation((member: StaffMember) =>
    adminRequest(`${memberPath(member.id)}/invitation`, { method: 'POST' }),
  );
}
