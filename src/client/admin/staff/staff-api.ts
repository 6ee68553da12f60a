/**
 * The Staff screen's calls (docs/product.md#staff-invites): the owner's list, invite, role and
 * disable changes and password links; the invited person's link check and acceptance.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AcceptInviteRequest,
  InviteCheckResponse,
  InviteStaffRequest,
  InviteStaffResponse,
  StaffListResponse,
  StaffMember,
  UpdateStaffRequest,
} from '#shared/schemas/staff';
import { ApiError, apiRequest } from '../../api/fetch';
import { queryKeys } from '../../api/query-keys';
import { adminRequest } from '../admin-api';

const STAFF_URL = '/api/admin/staff';

/** GET /api/admin/staff. */
export function useStaffList() {
  return useQuery({
    queryKey: queryKeys.admin.staff(),
    queryFn: () => adminRequest<StaffListResponse>('GET', STAFF_URL),
    staleTime: 0,
  });
}

function useStaffMutation<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.staff() }) });
}

/** POST /api/admin/staff → the one-time link. */
export function useInviteStaff() {
  return useStaffMutation((input: InviteStaffRequest) => adminRequest<InviteStaffResponse>('POST', STAFF_URL, input));
}

/** PATCH /api/admin/staff/:id {role?, disabled?}. */
export function useUpdateStaff() {
  return useStaffMutation(({ id, ...body }: UpdateStaffRequest & { id: number }) =>
    adminRequest<StaffMember>('PATCH', `${STAFF_URL}/${id}`, body),
  );
}

/** POST /api/admin/staff/:id/reset-password → a new one-time link. */
export function useResetStaffPassword() {
  return useStaffMutation((id: number) => adminRequest<InviteStaffResponse>('POST', `${STAFF_URL}/${id}/reset-password`));
}

/** POST /api/admin/staff/accept/check: whose live link `token` is (no session needed). */
export function useInviteCheck(token: string) {
  return useQuery({
    queryKey: ['staff-invite', token],
    queryFn: () => apiRequest<InviteCheckResponse>('POST', `${STAFF_URL}/accept/check`, { token }),
    retry: false,
    staleTime: Infinity,
  });
}

/** POST /api/admin/staff/accept: the new password with the link's token. */
export function useAcceptInvite() {
  return useMutation({ mutationFn: (body: AcceptInviteRequest) => apiRequest<{ success: true }>('POST', `${STAFF_URL}/accept`, body) });
}

/** What to tell the owner when a staff call failed: the server's message, or a generic line. */
export function staffFailureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 403 && (error.body as { code?: string } | null)?.code === 'REAUTH_REQUIRED') {
    return 'For your safety, sign out and sign in again, then repeat this change.';
  }
  return error instanceof ApiError && error.status < 500 ? error.serverMessage : 'Something went wrong. Please try again.';
}
