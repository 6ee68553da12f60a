/** Query hooks of the admin's Jobs and Outbox views (GET /api/admin/jobs, /api/admin/outbox). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminJobsResponse, OutboxListResponse, OutboxMailResponse } from '#shared/schemas/admin-operations';
import { adminRequest } from '../admin-api';
import { queryKeys } from '../../api/query-keys';

/** GET /api/admin/jobs, refreshed every 30 s while the view is open. */
export function useAdminJobs() {
  return useQuery({
    queryKey: queryKeys.admin.jobs(),
    queryFn: () => adminRequest<AdminJobsResponse>('GET', '/api/admin/jobs'),
    refetchInterval: 30_000,
    staleTime: 0,
  });
}

/** GET /api/admin/outbox?page= (25 per page). */
export function useAdminOutbox(page: number) {
  return useQuery({
    queryKey: queryKeys.admin.outbox.page(page),
    queryFn: () => adminRequest<OutboxListResponse>('GET', `/api/admin/outbox?page=${page}`),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /api/admin/outbox/:id, when an id is chosen. */
export function useAdminOutboxMail(id: number | null) {
  return useQuery({
    queryKey: queryKeys.admin.outbox.mail(id),
    queryFn: () => adminRequest<OutboxMailResponse>('GET', `/api/admin/outbox/${id}`),
    enabled: id !== null,
  });
}
