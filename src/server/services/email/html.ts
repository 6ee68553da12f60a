/**
 * HTML escaping for e-mail bodies (docs/product.md#free-text: text is escaped for each format it is
 * copied into).
 */

/** Escapes `& < > " '` so a customer's text can never become markup in a mail. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
