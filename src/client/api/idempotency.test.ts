import { describe, expect, it } from 'vitest';
import { attemptKey, finishAttempt, newIdempotencyKey, type KeyStore } from './idempotency';

function fakeStore(): KeyStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('attemptKey', () => {
  it('reuses the key while the same request is retried, also after a reload (session storage)', () => {
    const store = fakeStore();
    const body = { customerName: 'Asha', keychains: [{ customText: 'A' }] };
    const first = attemptKey('checkout', body, store);
    expect(attemptKey('checkout', { ...body }, store)).toBe(first);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('gives a changed request (another cart) a new key', () => {
    const store = fakeStore();
    const a = attemptKey('checkout', { keychains: ['A'] }, store);
    const b = attemptKey('checkout', { keychains: ['A', 'B'] }, store);
    expect(b).not.toBe(a);
  });

  it('starts a new attempt once the previous one finished', () => {
    const store = fakeStore();
    const a = attemptKey('dealer-order', { n: 1 }, store);
    finishAttempt('dealer-order', store);
    expect(attemptKey('dealer-order', { n: 1 }, store)).not.toBe(a);
  });

  it('keeps slots apart and stores no copy of the request', () => {
    const store = fakeStore();
    const a = attemptKey('checkout', { customerEmail: 'asha@example.in' }, store);
    const b = attemptKey('credit-purchase', { customerEmail: 'asha@example.in' }, store);
    expect(a).not.toBe(b);
    expect([...store.data.values()].join()).not.toContain('asha');
  });

  it('makes distinct v4 keys', () => {
    const keys = new Set(Array.from({ length: 100 }, newIdempotencyKey));
    expect(keys.size).toBe(100);
  });
});
