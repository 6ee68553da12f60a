/**
 * Saved designs (issue 14): the API hooks for signed-in customers, the guest's designs in
 * local storage (versioned, validated on read), and the hand-offs to the cart and customizer.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { findColorCombination, type ColorCombination } from '#shared/catalog';
import { z } from 'zod';
import { makeOrderData } from '#shared/cart';
import type { KeychainChoice } from '#shared/schemas/keychain-design';
import { MAX_ORDER_KEYCHAINS } from '#shared/schemas/order';
import {
  CreateDesignRequest,
  type DesignListResponse,
  type DesignResponse,
  type ShareDesignResponse,
  type SharedDesignResponse,
} from '#shared/schemas/designs';
import { readOrderData, readStorage, removeStorage, saveOrderData, writeStorage } from '../lib/storage';
import { ApiError, apiRequest } from './fetch';
import { queryKeys } from './query-keys';

/** The signed-in customer's design list; saving, deleting and sharing refresh it. */
export const DESIGNS_KEY = queryKeys.designs.mine();

/** A design as the client saves it. */
export type NewDesign = z.input<typeof CreateDesignRequest>;

/** The signed-in user's designs, newest first. */
export function useMyDesigns(enabled: boolean) {
  return useQuery({ queryKey: DESIGNS_KEY, queryFn: () => apiRequest<DesignListResponse>('GET', '/api/designs'), enabled });
}

/** POST /api/designs. */
export function useSaveDesign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (design: NewDesign) => apiRequest<DesignResponse>('POST', '/api/designs', design),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DESIGNS_KEY }),
  });
}

/** DELETE /api/designs/:id. */
export function useDeleteDesign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>('DELETE', `/api/designs/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DESIGNS_KEY }),
  });
}

/** POST /api/designs/:id/share → a fresh link (the earlier one stops working). */
export function useShareDesign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<ShareDesignResponse>('POST', `/api/designs/${id}/share`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DESIGNS_KEY }),
  });
}

/** GET /api/designs/shared/:token. */
export function useSharedDesign(token: string) {
  return useQuery({
    queryKey: queryKeys.designs.shared(token),
    queryFn: () => apiRequest<SharedDesignResponse>('GET', `/api/designs/shared/${encodeURIComponent(token)}`),
    retry: false,
  });
}

// ---- Guests: designs kept on this device ----

/** Local-storage key of the guest's designs; the version lives inside the value. */
export const GUEST_DESIGNS_KEY = 'chaabiDesigns';
/** Set once the signed-in user answered the "move designs into your account" offer. */
export const GUEST_DESIGNS_OFFERED_KEY = 'chaabiDesignsOffered';
const GuestDesigns = z.object({ version: z.literal(1), designs: z.array(CreateDesignRequest).max(200) });

/** The guest's designs; a missing, old or tampered value reads as none. */
export function readGuestDesigns(): z.output<typeof CreateDesignRequest>[] {
  const raw = readStorage(GUEST_DESIGNS_KEY);
  if (!raw) return [];
  try {
    const parsed = GuestDesigns.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.designs : [];
  } catch {
    return [];
  }
}

/** Keeps a design on this device; false when invalid, full or storage is unavailable. */
export function saveGuestDesign(design: NewDesign): boolean {
  const parsed = CreateDesignRequest.safeParse(design);
  const designs = readGuestDesigns();
  if (!parsed.success || designs.length >= 200) return false;
  removeStorage(GUEST_DESIGNS_OFFERED_KEY); // a new design is offered again at the next sign-in
  return writeStorage(GUEST_DESIGNS_KEY, JSON.stringify({ version: 1, designs: [parsed.data, ...designs] }));
}

/** Forgets the guest's designs (after moving them into the account). */
export function clearGuestDesigns(): void {
  removeStorage(GUEST_DESIGNS_KEY);
}

// ---- Hand-offs ----

/** A keychain whose font or colour the shop no longer sells, with what is missing. */
export interface UnsoldKeychain {
  customText: string;
  missing: string[];
}

/**
 * Splits an earlier order's keychains into those still sellable (font and colour on sale
 * today) and those that are not, naming what is missing (issue 14: named, never swapped).
 */
export function splitReorderable<K extends KeychainChoice>(
  keychains: K[],
  fonts: readonly { value: string; displayName: string }[],
  colors: readonly { value: string; name: string; displayName: string }[],
): { sellable: K[]; unsold: UnsoldKeychain[] } {
  const sellable: K[] = [];
  const unsold: UnsoldKeychain[] = [];
  for (const k of keychains) {
    const missing: string[] = [];
    if (!fonts.some((f) => f.value === k.fontFamily)) missing.push(`font ${k.fontFamily}`);
    if (!colors.some((c) => c.value === k.textColor || c.name === k.textColor)) missing.push(`colour ${k.textColor}`);
    if (missing.length) unsold.push({ customText: k.customText, missing });
    else sellable.push(k);
  }
  return { sellable, unsold };
}

/** A design's cart fields. */
function cartKeychain(d: KeychainChoice) {
  return { customText: d.customText, fontFamily: d.fontFamily, textColor: d.textColor };
}

/**
 * Appends keychains to the cart at today's tier prices (makeOrderData recomputes them).
 * Returns how many were added (the cart holds at most MAX_ORDER_KEYCHAINS).
 */
export function addKeychainsToCart(keychains: KeychainChoice[]): number {
  const order = readOrderData();
  const current = order?.keychains ?? [];
  const room = Math.max(0, MAX_ORDER_KEYCHAINS - current.length);
  const added = keychains.slice(0, room).map(cartKeychain);
  saveOrderData(makeOrderData([...current, ...added], order ?? {}));
  return added.length;
}

export { handDesignToCustomizer, takeDesignToEdit } from '../lib/design-handoff';

/** The API body for a customizer keychain, with its colour combination spelled out. */
export function toNewDesign(design: KeychainChoice, colors: readonly ColorCombination[]): NewDesign {
  const c = findColorCombination(design.textColor, colors);
  return {
    customText: design.customText,
    fontFamily: design.fontFamily,
    textColor: design.textColor,
    colorCombination: { fontColor: c.fontColor, backgroundColor: c.backgroundColor, displayName: c.displayName },
  };
}

/**
 * "Save design" from the customizer: the account when signed in, else this device. Answers
 * the toast to show (the spec's message when the text is refused, the server's on a 409).
 */
export async function saveDesignFromCustomizer(
  design: KeychainChoice,
  colors: readonly ColorCombination[],
  options: { signedIn: boolean; queryClient: QueryClient },
): Promise<{ title: string; description: string; variant?: 'success' | 'destructive' }> {
  const body = toNewDesign(design, colors);
  const checked = CreateDesignRequest.safeParse(body);
  if (!checked.success) {
    return { title: 'Cannot save yet', description: checked.error.issues[0]?.message ?? 'Check the text', variant: 'destructive' };
  }
  if (!options.signedIn) {
    return saveGuestDesign(body)
      ? { title: 'Design saved', description: 'Saved on this device. Sign in to keep it in your account.' }
      : { title: 'Could not save', description: 'This device has no room for more designs.', variant: 'destructive' };
  }
  try {
    await apiRequest<DesignResponse>('POST', '/api/designs', body);
  } catch (error) {
    if (error instanceof ApiError) return { title: 'Could not save', description: error.serverMessage, variant: 'destructive' };
    throw error;
  }
  await options.queryClient.invalidateQueries({ queryKey: DESIGNS_KEY });
  return { title: 'Design saved', description: 'Find it under My designs in your account.', variant: 'success' };
}
