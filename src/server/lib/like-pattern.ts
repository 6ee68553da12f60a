/**
 * The admin lists' searches by part of a text (docs/decisions/181-admin-lists-page-with-a-cursor.md:
 * any case, LIKE wildcards taken literally).
 */

/** `text` as a LIKE pattern matching it anywhere, its own % _ \ taken literally (a search for "50%" means the characters). */
export function containingPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
