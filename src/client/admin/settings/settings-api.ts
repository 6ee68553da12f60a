/** The seller's business settings in the admin panel (GET/PUT /api/admin/settings/business, docs/decisions/046-business-settings.md). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BusinessSettings, BusinessSettingsRequest } from '#shared/schemas/business-settings';
import { queryKeys } from '../../api/query-keys';
import { adminRequest } from '../admin-api';

const URL = '/api/admin/settings/business';

/**
 * GET /api/admin/settings/business (placeholders with `configured: false` before the first save);
 * `enabled` false waits (the shell's banner waits until the server confirmed the session).
 */
export function useBusinessSettings(enabled = true) {
  return useQuery({
    queryKey: queryKeys.admin.businessSettings(),
    queryFn: () => adminRequest<BusinessSettings>('GET', URL),
    staleTime: 0,
    enabled,
  });
}

/** PUT /api/admin/settings/business; the footer and policy pages of this tab's browser read the new values. */
export function useSaveBusinessSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BusinessSettingsRequest) => adminRequest<BusinessSettings>('PUT', URL, body),
    onSuccess: (saved) => {
      client.setQueryData(queryKeys.admin.businessSettings(), saved);
      void client.invalidateQueries({ queryKey: queryKeys.shopInfo() });
    },
  });
}
