// The Orders tab's stat cards (docs/product.md#admin-figures): six figures, each with what it
// counts, amounts in Indian format, and a dash for every figure until the stats load.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOrderStats } from '#shared/schemas/admin-orders';
import { OrderStatCards } from './order-stat-cards';

const STATS: AdminOrderStats = {
  totalOrders: 12345,
  pendingOrders: 7,
  todaysOrders: 3,
  shopSalesPaid: '123456.50',
  dealerCreditSalesPaid: '2600.00',
  creditOrders: 4,
  creditsUsed: 1,
};

/** The card whose term is `label`: its figure and its hint. */
function card(label: string): { value: string; hint: string } {
  const term = screen.getByText(label, { selector: 'dt' });
  const [value, hint] = within(term.parentElement!).getAllByRole('definition');
  return { value: value!.textContent ?? '', hint: hint!.textContent ?? '' };
}

describe('OrderStatCards', () => {
  it('shows each figure in Indian format with what it counts', () => {
    render(<OrderStatCards stats={STATS} />);
    expect(card('Total Orders')).toEqual({ value: '12,345', hint: 'every order, paid or not' });
    expect(card('Shop Sales Paid')).toEqual({ value: '₹1,23,456.50', hint: 'shop orders paid online, less cancelled or refunded' });
    expect(card('Dealer Credit Sales Paid').value).toBe('₹2,600');
    expect(card('Orders Paid by Credits')).toEqual({ value: '4', hint: '1 credit used; money counted in credit sales' });
    expect(card('Pending Orders')).toEqual({ value: '7', hint: 'not paid yet' });
    expect(card("Today's Orders")).toEqual({ value: '3', hint: 'placed today (India time)' });
  });

  it('shows a dash for every figure while the stats load', () => {
    render(<OrderStatCards stats={undefined} />);
    const terms = screen.getAllByText(/./, { selector: 'dt' });
    expect(terms).toHaveLength(6);
    for (const term of terms) expect(card(term.textContent.trim()).value).toBe('—');
    expect(card('Orders Paid by Credits').hint).toBe('money counted in credit sales');
  });
});
