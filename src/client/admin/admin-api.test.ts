import { describe, expect, it } from 'vitest';
import { ordersUrl } from './admin-api';

describe('ordersUrl', () => {
  it('asks for one page with the filter and the trimmed search', () => {
    expect(ordersUrl({ page: 2, pageSize: 50, status: 'shipped', q: '  asha verma ' })).toBe(
      '/api/admin/orders?page=2&pageSize=50&status=shipped&q=asha+verma',
    );
  });
  it('sends no status for All and no q for a blank search', () => {
    expect(ordersUrl({ page: 1, pageSize: 50, status: 'all', q: '   ' })).toBe('/api/admin/orders?page=1&pageSize=50');
  });
  it('encodes an order id search with #', () => {
    expect(ordersUrl({ page: 1, pageSize: 50, status: 'all', q: '#42' })).toBe('/api/admin/orders?page=1&pageSize=50&q=%2342');
  });
});
