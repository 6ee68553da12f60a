/**
 * Idempotency-Keys of the browser (docs/decisions/065-idempotency-keys.md; docs/decisions/017): one
 * random key per attempt at a money-moving request. The same request sent again (a retry after a
 * network error or a timeout, even after a reload of the tab) reuses the key, so the server answers
 * it once; a changed request (another cart, other details) gets a new key. Kept in session storage
 * per slot ('checkout', 'dealer-order', …) with the request it was made for.
 */

/** The part of Storage used here (session storage in the browser, a fake in tests). */
export type KeyStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'chaabi.idempotency.';
const memory = new Map<string, string>();

/** A random UUID v4, also outside secure contexts (crypto.randomUUID needs one). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** A 53-bit hash of the request (cyrb53), so storage keeps no copy of the customer's details. */
function fingerprint(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

function sessionStore(): KeyStore | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The key for sending `request` in `slot`: the stored one when the request is the same, else a new one (stored). */
export function attemptKey(slot: string, request: unknown, store: KeyStore | null = sessionStore()): string {
  const body = fingerprint(JSON.stringify(request) ?? 'null');
  let saved: string | null = null;
  try {
    saved = store ? store.getItem(PREFIX + slot) : (memory.get(slot) ?? null);
  } catch {
    saved = memory.get(slot) ?? null;
  }
  if (saved) {
    try {
      const value = JSON.parse(saved) as { body?: unknown; key?: unknown };
      if (value.body === body && typeof value.key === 'string') return value.key;
    } catch {
      // unreadable: start a new attempt
    }
  }
  const key = newIdempotencyKey();
  const record = JSON.stringify({ body, key });
  memory.set(slot, record);
  try {
    store?.setItem(PREFIX + slot, record);
  } catch {
    // storage full or blocked: the key lasts this page
  }
  return key;
}

/** Ends the attempt in `slot` (it succeeded, or was refused for good): the next request gets a new key. */
export function finishAttempt(slot: string, store: KeyStore | null = sessionStore()): void {
  memory.delete(slot);
  try {
    store?.removeItem(PREFIX + slot);
  } catch {
    // nothing to do
  }
}

/** The request header carrying `key`. */
export function idempotencyHeader(key: string): Record<string, string> {
  return { 'Idempotency-Key': key };
}
