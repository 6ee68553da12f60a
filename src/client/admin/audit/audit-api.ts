/** The owner's audit log: GET /api/admin/audit-log (pages) and its CSV (docs/product.md#audit-log). */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AuditListResponse, StaffListResponse } from '#shared/schemas/staff';
import { adminRequest } from '../admin-api';

/** The filters of the Audit log tab; empty strings mean "any". */
export interface AuditFilters {
  staffId: string;
  action: string;
  recordType: string;
  recordId: string;
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { staffId: '', action: '', recordType: '', recordId: '', from: '', to: '' };

/** The query string of `filters` (set ones only), with `extra` pairs. */
export function auditQuery(filters: AuditFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, ...extra })) if (value.trim() !== '') params.set(key, value.trim());
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The CSV download of the same filters. */
export function auditCsvUrl(filters: AuditFilters): string {
  return `/api/admin/audit-log.csv${auditQuery(filters)}`;
}

/** Pages of 50 entries, newest first; `fetchNextPage` reads the next older page. */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: ['admin', 'audit-log', filters],
    initialPageParam: '',
    queryFn: ({ pageParam }) =>
      adminRequest<AuditListResponse>('GET', `/api/admin/audit-log${auditQuery(filters, pageParam ? { before: pageParam } : {})}`),
    getNextPageParam: (last) => (last.nextBefore === null ? undefined : String(last.nextBefore)),
  });
}

/** The staff list for the person filter (the owner's; empty when it cannot be read). */
export function useStaffForFilter() {
  return useQuery({
    queryKey: ['admin', 'staff', 'for-audit'],
    queryFn: () => adminRequest<StaffListResponse>('GET', '/api/admin/staff'),
    retry: false,
  });
}
