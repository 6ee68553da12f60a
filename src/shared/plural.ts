/**
 * Counted nouns in English ("1 keychain", "2 keychains", "1 credit deducted"). CLDR's en-IN
 * cardinal rule has two categories: "one" for exactly 1 or -1 (an integer) and "other" for the rest.
 * It is written here instead of calling Intl.PluralRules because the shop pages must not load
 * ICU data on their first load (docs/decisions/098-short-tasks-after-first-paint.md,
 * docs/decisions/115-one-plural-rule.md); plural.test.ts holds it equal to Intl.PluralRules('en-IN').
 */

/** The en-IN cardinal category of `count`: 'one' for 1 and -1, 'other' for 0, 2, 1.5… */
export function pluralCategory(count: number): 'one' | 'other' {
  return Math.abs(count) === 1 ? 'one' : 'other';
}

/**
 * "1 keychain" / "37 keychains": the count (grouped the Indian way, 1,00,000) and the word in
 * the right form; `plural` defaults to `one` + "s".
 */
export function countOf(count: number, one: string, plural = `${one}s`): string {
  return `${formatCount(count)} ${pluralCategory(count) === 'one' ? one : plural}`;
}

/** The word alone in the form `count` needs ("credit" or "credits"). */
export function pluralWord(count: number, one: string, plural = `${one}s`): string {
  return pluralCategory(count) === 'one' ? one : plural;
}

/** An integer with Indian digit grouping (1,00,000); other numbers as they are. */
function formatCount(count: number): string {
  if (!Number.isInteger(count)) return String(count);
  const sign = count < 0 ? '-' : '';
  const digits = String(Math.abs(count));
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${head},${digits.slice(-3)}`;
}
