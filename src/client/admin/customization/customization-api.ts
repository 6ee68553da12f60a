/**
 * Admin hooks of the Customization tab (docs/product.md#api). The admin lists include inactive
 * options and, unlike every other query (docs/product.md#client-conventions), refetch on window
 * focus. Every change also invalidates the storefront's option lists so the customizer shows it
 * without a reload.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CreateOptionRequest,
  CustomizationOption,
  OptionType,
  ProductCategory,
  UpdateOptionRequest,
} from '#shared/schemas/customization';
import { ApiError, uploadWithProgress } from '../../api/fetch';
import { queryKeys } from '../../api/query-keys';
import { adminRequest, forgetSessionOn401 } from '../admin-api';

const OPTIONS_URL = '/api/admin/customization-options';
const CATEGORIES_URL = '/api/admin/product-categories';

/** The admin list of one option type, active and inactive. */
export function adminOptionsUrl(type: OptionType): string {
  return `${OPTIONS_URL}/all?type=${type}`;
}

/**
 * The storefront's public lists (src/client/api/options.ts), sent with Cache-Control max-age=30
 * (docs/product.md#customer-calls).
 */
const STOREFRONT_URLS = [`${OPTIONS_URL}?type=font`, `${OPTIONS_URL}?type=color_combination`];

/**
 * Drops every cached option list: the admin lists and the storefront's. The public lists sit
 * in the browser's HTTP cache for 30 s too, so they are re-fetched past it first (`cache:
 * 'reload'` stores the fresh answer); the customizer in this browser then shows the change at
 * once. Other browsers see it when their 30 s are up.
 */
export async function invalidateOptionLists(client: QueryClient): Promise<void> {
  await Promise.all(
    STOREFRONT_URLS.map((url) =>
      fetch(url, { cache: 'reload', credentials: 'include' })
        .then((r) => r.arrayBuffer())
        .catch(() => null),
    ),
  );
  await client.invalidateQueries({ queryKey: queryKeys.options.all });
}

/** Fonts or colour combinations for the admin panels. */
export function useAdminOptions(type: OptionType) {
  const url = adminOptionsUrl(type);
  return useQuery({
    queryKey: queryKeys.options.admin(type),
    queryFn: () => adminRequest<CustomizationOption[]>('GET', url),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/** Product categories for the category cards. */
export function useProductCategories() {
  return useQuery({ queryKey: queryKeys.admin.categories(), queryFn: () => adminRequest<ProductCategory[]>('GET', CATEGORIES_URL) });
}

/** POST, PUT or DELETE of an option; every success refreshes all option lists. */
export function useSaveOption() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: undefined; body: CreateOptionRequest } | { id: number; body: UpdateOptionRequest }) =>
      input.id === undefined
        ? adminRequest<CustomizationOption>('POST', OPTIONS_URL, input.body)
        : adminRequest<CustomizationOption>('PUT', `${OPTIONS_URL}/${input.id}`, input.body),
    onSuccess: () => invalidateOptionLists(client),
  });
}

export function useDeleteOption() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminRequest<{ success: true; id: number }>('DELETE', `${OPTIONS_URL}/${id}`),
    onSuccess: () => invalidateOptionLists(client),
  });
}

/** The docs/product.md#admin-messages inline text of a failed option fetch. */
export function fetchErrorText(error: unknown): string {
  if (error instanceof ApiError) return `HTTP error! status: ${error.status}`;
  return error instanceof Error ? error.message : 'Unknown error';
}

/** The message to show for a failed change: the server's message when it sent one. */
export function mutationErrorText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage || `HTTP error! status: ${error.status}`;
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}

/**
 * Uploads a font file with progress (fetch cannot report upload progress): multipart, one file,
 * to POST /api/admin/customization-options/{id}/font-file. Rejects with an ApiError like fetch.ts.
 */
export function uploadFontFile(id: number, file: File, onProgress: (fraction: number) => void): Promise<CustomizationOption> {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadWithProgress<CustomizationOption>(`${OPTIONS_URL}/${id}/font-file`, form, onProgress).catch(forgetSessionOn401);
}

/** Uploads and then refreshes the option lists, also after a refusal. */
export function useUploadFontFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; file: File; onProgress: (fraction: number) => void }) =>
      uploadFontFile(input.id, input.file, input.onProgress),
    // A refused file may have hidden the font (save-font-file.ts): refresh the lists either way.
    onSettled: () => invalidateOptionLists(client),
  });
}
