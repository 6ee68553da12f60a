/**
 * Open-redirect guard for sign-in's returnTo (docs/product.md#security): only a same-site relative
 * path starting with exactly one "/" is kept; `//evil.example`, `/\evil`, absolute URLs, control
 * characters and anything that would resolve to another origin become "/".
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 512) return '/';
  if (!value.startsWith('/') || value.startsWith('//')) return '/';
  // Browsers treat "\" as "/", and strip tabs and newlines before parsing.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return '/';
  try {
    const base = 'http://chaabi.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
