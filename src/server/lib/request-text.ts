/**
 * Request-wide string checks: PostgreSQL text cannot hold NUL (U+0000) and
 * a lone UTF-16 surrogate cannot be encoded as UTF-8, so either would reach the database as a
 * 500. They are refused up front, with the field's path, in the JSON body, the query string
 * and the route parameters; so are bodies nested deeper than any contract of ours.
 */

/** Deepest nesting any request body of ours needs (contracts are 3-4 levels deep). */
export const MAX_JSON_DEPTH = 32;

const NUL_OR_LONE_SURROGATE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A refused value: where it is and why. */
export interface UnsafeValue {
  path: string;
  message: string;
}

/**
 * Walks a parsed JSON value (iteratively: no recursion on attacker-chosen depth) and returns
 * the first string or key holding NUL or a lone surrogate, or a value nested too deep.
 */
export function findUnsafeValue(root: unknown): UnsafeValue | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (NUL_OR_LONE_SURROGATE.test(value)) return { path, message: 'Contains characters that are not allowed' };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) return { path, message: 'Nested too deeply' };
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    for (const [key, child] of entries) {
      const childPath = path ? `${path}.${key}` : key;
      if (NUL_OR_LONE_SURROGATE.test(key)) return { path: childPath, message: 'Contains characters that are not allowed' };
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}
