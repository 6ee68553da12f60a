/**
 * Which font a keychain's text is checked and drawn in (docs/decisions/044-fonts-per-script.md):
 * the one chosen when it can draw the text's script, else the first that can. The customizer and
 * the dealer's bulk paste pick it together with the text, so nothing asks the server about the
 * text in a font that cannot draw it.
 */
import { fontsForScript } from './catalog';
import { keychainTextScript } from './keychain-scripts';

/**
 * The fonts offered for `text`: its script's fonts (the Latin ones for blank text, whitespace
 * counting as blank; all fonts for digits only), never empty while `fonts` is not.
 */
export function fontsForText<F extends { script?: string | null }>(fonts: readonly F[], text: string): F[] {
  const effective = text.trim() === '' ? '' : text;
  const offered = fontsForScript(fonts, keychainTextScript(effective), /^[0-9]*$/.test(effective));
  return offered.length > 0 ? offered : [...fonts];
}

/** `current` when it is offered for `text`, else the first offered font's value (`current` when none). */
export function fontForText<F extends { value: string; script?: string | null }>(
  fonts: readonly F[],
  text: string,
  current: string,
): string {
  const offered = fontsForText(fonts, text);
  return offered.some((f) => f.value === current) ? current : (offered[0]?.value ?? current);
}
