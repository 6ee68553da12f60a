import { describe, expect, it } from 'vitest';
import { clearPendingOrder, PENDING_ORDER_KEY, readPendingOrder, writePendingOrder, type KeyValueStore } from './pending-order';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('pending order', () => {
  it('is read back for the same cart only', () => {
    const store = memoryStore();
    writePendingOrder(store, { orderId: 42, fingerprint: 'cart-a' });
    expect(readPendingOrder(store, 'cart-a')).toEqual({ orderId: 42, fingerprint: 'cart-a' });
    expect(readPendingOrder(store, 'cart-b')).toBeNull();
  });

  it('keeps the submitted details, and drops malformed ones', () => {
    const store = memoryStore();
    const details = {
      customerEmail: 'asha@example.in',
      customerName: 'Asha Rao',
      customerPhone: '9876543210',
      shippingAddress: { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001', country: 'India' as const },
    };
    writePendingOrder(store, { orderId: 7, fingerprint: 'c', details });
    expect(readPendingOrder(store, 'c')?.details).toEqual(details);
    store.data.set(PENDING_ORDER_KEY, JSON.stringify({ orderId: 7, fingerprint: 'c', details: { customerEmail: 1 } }));
    expect(readPendingOrder(store, 'c')).toEqual({ orderId: 7, fingerprint: 'c' });
  });

  it('is forgotten after clearing', () => {
    const store = memoryStore();
    writePendingOrder(store, { orderId: 42, fingerprint: 'cart-a' });
    clearPendingOrder(store);
    expect(readPendingOrder(store, 'cart-a')).toBeNull();
  });

  it('ignores junk and missing storage', () => {
    const store = memoryStore();
    store.data.set(PENDING_ORDER_KEY, '{oops');
    expect(readPendingOrder(store, 'x')).toBeNull();
    store.data.set(PENDING_ORDER_KEY, JSON.stringify({ orderId: '42', fingerprint: 'x' }));
    expect(readPendingOrder(store, 'x')).toBeNull();
    expect(readPendingOrder(null, 'x')).toBeNull();
    expect(() => writePendingOrder(null, { orderId: 1, fingerprint: 'x' })).not.toThrow();
  });

  it('survives a storage that throws', () => {
    const throwing: KeyValueStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readPendingOrder(throwing, 'x')).toBeNull();
    expect(() => writePendingOrder(throwing, { orderId: 1, fingerprint: 'x' })).not.toThrow();
    expect(() => clearPendingOrder(throwing)).not.toThrow();
  });
});
