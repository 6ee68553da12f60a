/**
 * Fonts and colour combinations for the customizer (spec §7). Both lists come from
 * GET /api/admin/customization-options?type=…, cached 30 s (fonts) and 60 s (colours), no
 * retry; on failure the built-in lists are used (issue 2; spec §8 for colours — fonts fall
 * back too because every built-in font is self-hosted, docs/decisions/005-font-fallback.md).
 */
import { useQuery } from '@tanstack/react-query';
import { BUILT_IN_COLORS, BUILT_IN_FONTS, type ColorCombination } from '#shared/catalog';
import type { CustomizationOption } from '#shared/schemas/customization';
import type { KeychainScript } from '#shared/keychain-text';
import { apiRequest } from './fetch';
import { queryKeys } from './query-keys';
import { useUploadedFontFaces } from '../lib/font-faces';

/** A font choice as the customizer shows it. */
export interface FontChoice {
  value: string;
  displayName: string;
  /** An admin-uploaded font file (served at /api/fonts/{fontFile}), loaded as a FontFace. */
  fontFile?: string | null;
  /** The script the font draws (ISO 15924; docs/decisions/044-fonts-per-script.md). */
  script?: KeychainScript;
}

const FONTS_URL = '/api/admin/customization-options?type=font';
const COLORS_URL = '/api/admin/customization-options?type=color_combination';

/** Active fonts; built-in fonts when the list cannot be loaded or is empty. */
export function useFonts(): { fonts: FontChoice[]; isLoading: boolean } {
  const query = useQuery({
    queryKey: queryKeys.options.shop('font'),
    queryFn: () => apiRequest<CustomizationOption[]>('GET', FONTS_URL),
    staleTime: 30_000,
  });
  const fonts =
    query.data && query.data.length > 0
      ? query.data.map((f) => ({ value: f.value, displayName: f.displayName, fontFile: f.fontFile, script: f.script }))
      : BUILT_IN_FONTS.map((f) => ({ value: f.value, displayName: f.displayName, script: f.script }));
  // Uploaded fonts render in their own face (docs/decisions/012); built-ins are self-hosted CSS.
  useUploadedFontFaces(query.data);
  return { fonts, isLoading: query.isLoading };
}

/** Active colour combinations; the built-in list on failure (spec §8). */
export function useColorCombinations(): { colors: ColorCombination[]; isLoading: boolean } {
  const query = useQuery({
    queryKey: queryKeys.options.shop('color_combination'),
    queryFn: () => apiRequest<CustomizationOption[]>('GET', COLORS_URL),
    staleTime: 60_000,
  });
  const colors =
    query.data && query.data.length > 0
      ? query.data
          .filter((c) => c.fontColor && c.backgroundColor)
          .map((c) => ({
            name: c.name,
            value: c.value,
            displayName: c.displayName,
            fontColor: c.fontColor!,
            backgroundColor: c.backgroundColor!,
          }))
      : [...BUILT_IN_COLORS];
  return { colors, isLoading: query.isLoading };
}
