/**
 * Fonts and colours as the Orders tab names them: every option, hidden ones too, so
 * an order in a font the admin has since hidden shows its display name marked "hidden" and its
 * own swatch instead of a raw value in Bangers.
 */
import { useQuery } from '@tanstack/react-query';
import { BUILT_IN_COLORS, BUILT_IN_FONTS } from '#shared/catalog';
import type { CustomizationOption } from '#shared/schemas/customization';
import { useUploadedFontFaces } from '../lib/font-faces';
import { queryKeys } from '../api/query-keys';
import { adminRequest } from './admin-api';
import { adminOptionsUrl } from './customization/customization-api';

/** A font as an order card shows it. */
export interface OrderFont {
  value: string;
  displayName: string;
  fontFile?: string | null;
  hidden: boolean;
}

/** A colour pair as an order card shows it. */
export interface OrderColor {
  value: string;
  displayName: string;
  fontColor: string;
  backgroundColor: string;
  hidden: boolean;
}

/** Every font and colour (active and hidden); the built-in lists until they load or when they fail. */
export function useOrderOptions(enabled = true): { fonts: OrderFont[]; colors: OrderColor[] } {
  const fonts = useQuery({
    queryKey: queryKeys.options.admin('font'),
    queryFn: () => adminRequest<CustomizationOption[]>('GET', adminOptionsUrl('font')),
    staleTime: 30_000,
    enabled,
  });
  const colors = useQuery({
    queryKey: queryKeys.options.admin('color_combination'),
    queryFn: () => adminRequest<CustomizationOption[]>('GET', adminOptionsUrl('color_combination')),
    staleTime: 30_000,
    enabled,
  });
  useUploadedFontFaces(fonts.data);
  return {
    fonts: fonts.data
      ? fonts.data.map((f) => ({ value: f.value, displayName: f.displayName, fontFile: f.fontFile, hidden: !f.isActive }))
      : BUILT_IN_FONTS.map((f) => ({ value: f.value, displayName: f.displayName, hidden: false })),
    colors: colors.data
      ? colors.data
          .filter((c) => c.fontColor && c.backgroundColor)
          .map((c) => ({
            value: c.value,
            displayName: c.displayName,
            fontColor: c.fontColor!,
            backgroundColor: c.backgroundColor!,
            hidden: !c.isActive,
          }))
      : BUILT_IN_COLORS.map((c) => ({ ...c, hidden: false })),
  };
}

/** "Pacifico", "Chewy (hidden)", or the raw value when no option has it. */
export function fontLabel(value: string, fonts: readonly OrderFont[]): string {
  const font = fonts.find((f) => f.value === value);
  if (!font) return value;
  return font.hidden ? `${font.displayName} (hidden)` : font.displayName;
}
