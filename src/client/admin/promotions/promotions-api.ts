/** The admin's promotions calls (docs/product.md#promotions): list, create, pause/resume/end. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePromotionRequest, PrepaidDiscountSetting, PromotionView } from '#shared/schemas/promotion';
import { apiRequest } from '../../api/fetch';
import { adminRequest, forgetSessionOn401 } from '../admin-api';

const KEY = ['admin', 'promotions'] as const;

/** GET /api/admin/promotions: every code with its results. */
export function usePromotions() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => apiRequest<{ promotions: PromotionView[] }>('GET', '/api/admin/promotions').catch(forgetSessionOn401),
  });
}

/** POST /api/admin/promotions; refreshes the list. */
export function useCreatePromotion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePromotionRequest) =>
      apiRequest<PromotionView>('POST', '/api/admin/promotions', body).catch(forgetSessionOn401),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** PATCH /api/admin/promotions/:id { action }; refreshes the list. */
export function useUpdatePromotion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; action: 'pause' | 'resume' | 'end' }) =>
      apiRequest<PromotionView>('PATCH', `/api/admin/promotions/${input.id}`, { action: input.action }).catch(forgetSessionOn401),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

const PREPAID_KEY = ['admin', 'prepaid-discount'] as const;
const PREPAID_URL = '/api/admin/settings/prepaid-discount';

/** GET /api/admin/settings/prepaid-discount: off, a percent or paise off online payment. */
export function usePrepaidDiscount() {
  return useQuery({ queryKey: PREPAID_KEY, queryFn: () => adminRequest<PrepaidDiscountSetting>('GET', PREPAID_URL), staleTime: 0 });
}

/** PUT /api/admin/settings/prepaid-discount; the answer is the stored setting. */
export function useSavePrepaidDiscount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PrepaidDiscountSetting) => adminRequest<PrepaidDiscountSetting>('PUT', PREPAID_URL, body),
    onSuccess: (saved) => client.setQueryData(PREPAID_KEY, saved),
  });
}
