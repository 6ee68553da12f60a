/**
 * The seller's details (GET /api/shop-info, docs/decisions/046-business-settings.md) for the
 * footer and the policy pages. Every shop page's footer loads this module: it imports types
 * only from src/shared, so the first-load bundle does not grow (DESIGN.md §7).
 */
import { useQuery } from '@tanstack/react-query';
import type { ShopInfoResponse } from '#shared/schemas/business-settings';
import { apiRequest } from './fetch';
import { queryKeys } from './query-keys';

/** The seller's details; undefined while loading or when they could not be loaded. */
export function useShopInfo() {
  return useQuery({
    queryKey: queryKeys.shopInfo(),
    queryFn: () => apiRequest<ShopInfoResponse>('GET', '/api/shop-info'),
    staleTime: 60_000,
  });
}
