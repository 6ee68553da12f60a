import { describe, expect, it } from 'vitest';
import {
  addressLines,
  designColors,
  emptyOrdersTitle,
  formatIndianPhone,
  isDealerOrder,
  orderCountLabel,
  orderPrices,
  orderStatusVariant,
  orNotAvailable,
  paymentStatusVariant,
  STATUS_FILTERS,
} from './order-format';
import { PUNE_ADDRESS_WITH_FLAT } from '#tests/factories/orders';
import { customerStatusLabel, orderStatusHint, statusLabel } from '../components/orders/status-label';
import { formatDateTime } from '../lib/dates';

describe('status filter', () => {
  it('offers All and the spec statuses in order, then cancelled and refunded', () => {
    expect(STATUS_FILTERS.map(statusLabel)).toEqual([
      'All',
      'Pending',
      'Confirmed',
      'Processing',
      'Shipped',
      'Delivered',
      'Cancelled',
      'Refunded',
    ]);
  });
  it('shows a missing status as Pending (docs/product.md#4-states-and-transitions)', () => {
    expect(statusLabel('')).toBe('Pending');
  });
  it('says pending means not paid yet, to the admin and the customer, and nothing for the other statuses', () => {
    expect(orderStatusHint('pending')).toBe('Not paid yet');
    expect(orderStatusHint('confirmed')).toBeNull();
    expect(customerStatusLabel('pending')).toBe('Awaiting payment');
    expect(customerStatusLabel('confirmed')).toBe('Confirmed');
  });
  it.each([
    ['all', '', 'No Orders Yet'],
    ['shipped', '', 'No Shipped Orders'],
    ['pending', '  ', 'No Pending Orders'],
    ['all', 'asha', 'No Matching Orders'],
  ] as const)('empty state for filter %s and search "%s" is "%s"', (filter, search, title) => {
    expect(emptyOrdersTitle(filter, search)).toBe(title);
  });
  it('counts "x of y orders" in Indian grouping', () => {
    expect(orderCountLabel(12, 10_230)).toBe('12 of 10,230 orders');
    expect(orderCountLabel(1, 1)).toBe('1 of 1 order');
  });
});

describe('formatIndianPhone', () => {
  it.each([
    ['+91 9876543210', '+91 9876543210'],
    ['9876543210', '+91 9876543210'],
    ['+919876543210', '+91 9876543210'],
    ['91-9876543210', '+91 9876543210'],
    ['+91 98765 43210', '+91 9876543210'],
    ['', 'N/A'],
  ])('%s → %s (never a double +91)', (input, output) => {
    expect(formatIndianPhone(input)).toBe(output);
  });
});

describe('addressLines', () => {
  it('gives street, line 2, city/state, PIN and India', () => {
    expect(addressLines(PUNE_ADDRESS_WITH_FLAT)).toEqual(['12 MG Road', 'Flat 4', 'Pune, Maharashtra', '411001', 'India']);
  });
  it('drops a missing or blank line 2 and defaults the country', () => {
    expect(
      addressLines({ street: '1 Park St', addressLine2: '  ', city: 'Kolkata', state: 'West Bengal', zipCode: '700016', country: '' }),
    ).toEqual(['1 Park St', 'Kolkata, West Bengal', '700016', 'India']);
  });
});

describe('designColors', () => {
  const colors = [{ value: 'green', displayName: 'Green', fontColor: '#4ade80', backgroundColor: '#052e16' }];
  it("prefers the design's own pair", () => {
    expect(
      designColors({ textColor: 'green', colorCombination: { fontColor: '#fff', backgroundColor: '#000', displayName: 'Mine' } }, colors),
    ).toEqual({
      fontColor: '#fff',
      backgroundColor: '#000',
      displayName: 'Mine',
    });
  });
  it('looks the colour up by textColor, else null', () => {
    expect(designColors({ textColor: 'green' }, colors)).toEqual({
      fontColor: '#4ade80',
      backgroundColor: '#052e16',
      displayName: 'Green',
    });
    expect(designColors({ textColor: 'teal' }, colors)).toBeNull();
  });
});

describe('prices and figures', () => {
  it('shows a per-unit price only above quantity 1', () => {
    expect(orderPrices({ totalPrice: '510.00', quantity: 3 })).toEqual({ total: '₹510', perUnit: '₹170' });
    expect(orderPrices({ totalPrice: '199.00', quantity: 1 })).toEqual({ total: '₹199', perUnit: null });
  });
  it('formats dates on the India calendar', () => {
    expect(formatDateTime('2026-03-10T18:30:00Z')).toMatch(/^11 Mar 2026, 12:00\s?am$/i);
  });
});

describe('badges and markers', () => {
  it('colours payment status: completed green, pending yellow, failed red (docs/product.md#4-states-and-transitions)', () => {
    expect([paymentStatusVariant('completed'), paymentStatusVariant('pending'), paymentStatusVariant('failed')]).toEqual([
      'success',
      'warning',
      'danger',
    ]);
  });
  it('gives each order status its own colour', () => {
    const variants = ['pending', 'confirmed', 'processing', 'shipped', 'delivered'].map(orderStatusVariant);
    expect(new Set(variants).size).toBe(5);
    expect(orderStatusVariant('')).toBe('warning');
  });
  it('marks dealer orders only when both dealer id and name exist', () => {
    expect(isDealerOrder({ dealerId: 3, dealerName: 'Mehta Gifts' })).toBe(true);
    expect(isDealerOrder({ dealerId: 3, dealerName: null })).toBe(false);
    expect(isDealerOrder({ dealerId: null, dealerName: 'Mehta Gifts' })).toBe(false);
  });
  it('shows N/A for blank fields', () => {
    expect([orNotAvailable(null), orNotAvailable(''), orNotAvailable(' '), orNotAvailable('Asha')]).toEqual(['N/A', 'N/A', 'N/A', 'Asha']);
  });
});
