/** The COD screen's calls (docs/product.md#cash-on-delivery): its overview, remittance imports. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CodOverview, RemittanceImportReport } from '#shared/schemas/cod-remittances';
import { uploadWithProgress } from '../../api/fetch';
import { adminRequest, forgetSessionOn401 } from '../admin-api';

const COD_URL = '/api/admin/cod';
const COD_KEY = ['admin', 'cod'] as const;

/** The simulated courier's remittance file (development only). */
export const SIMULATED_REMITTANCE_URL = `${COD_URL}/remittances/simulated.csv`;

/** GET /api/admin/cod, refreshed every 30 s so collections show as the courier reports them. */
export function useCodOverview() {
  return useQuery({
    queryKey: COD_KEY,
    queryFn: () => adminRequest<CodOverview>('GET', COD_URL),
    refetchInterval: 30_000,
    staleTime: 0,
  });
}

/** POST /api/admin/cod/remittances (multipart `file`), or …/fetch without a file; refreshes the overview. */
export function useImportRemittance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null): Promise<RemittanceImportReport> => {
      if (!file) return adminRequest<RemittanceImportReport>('POST', `${COD_URL}/remittances/fetch`);
      const form = new FormData();
      form.append('file', file, file.name);
      return uploadWithProgress<RemittanceImportReport>(`${COD_URL}/remittances`, form, () => undefined).catch(forgetSessionOn401);
    },
    onSettled: () => client.invalidateQueries({ queryKey: COD_KEY }),
  });
}
