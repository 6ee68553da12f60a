/**
 * The font panel's parse input (docs/product.md#admin-inputs): a Google Fonts page URL
 * (https://fonts.google.com/specimen/Open+Sans), a CSS URL
 * (https://fonts.googleapis.com/css2?family=Open+Sans:wght@400) or a plain name gives the
 * family "Open Sans" and the option name "open-sans".
 */
import { normalizeFontName } from '#shared/schemas/customization';

export const EMPTY_FONT_INPUT_MESSAGE = 'Please enter a Google Fonts URL or font name';
export const FONT_PARSE_ERROR_MESSAGE =
  'Parse Error: Could not extract font name. Paste a Google Fonts page URL, a CSS URL or a font name.';

/** The outcome of parsing the input. */
export type ParsedFontInput = { ok: true; family: string; name: string } | { ok: false; error: string };

// Family names are letters, digits, spaces and a few marks ("Playfair Display SC", "M PLUS 1p").
const FAMILY = /^[\p{L}\p{N}][\p{L}\p{N} '&.-]{0,79}$/u;

function cleanFamily(raw: string): string | null {
  const family = raw.replace(/\+/g, ' ').replace(/\s+/g, ' ').trim();
  return FAMILY.test(family) ? family : null;
}

function decode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** The family named by a fonts-page or CSS URL, or null. */
function familyFromUrl(url: URL): string | null {
  const specimen = /\/specimen\/([^/?#]+)/.exec(url.pathname);
  if (specimen) {
    const decoded = decode(specimen[1]!.replace(/\+/g, ' '));
    return decoded ? cleanFamily(decoded) : null;
  }
  // css and css2 URLs: the first family=Name:axes (URLSearchParams already turns + into a space)
  const family = url.searchParams.get('family');
  if (family) return cleanFamily(family.split(/[:|]/)[0]!);
  return null;
}

/** Parses what the admin typed or pasted into a family and an option name. */
export function parseFontInput(input: string): ParsedFontInput {
  const text = input.trim();
  if (!text) return { ok: false, error: EMPTY_FONT_INPUT_MESSAGE };
  let family: string | null;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text) || /^(www\.)?fonts\.(google|googleapis)\.com\b/i.test(text)) {
    let url: URL | null;
    try {
      url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    } catch {
      url = null;
    }
    family = url ? familyFromUrl(url) : null;
  } else {
    family = cleanFamily(text);
  }
  if (!family) return { ok: false, error: FONT_PARSE_ERROR_MESSAGE };
  return { ok: true, family, name: normalizeFontName(family) };
}
