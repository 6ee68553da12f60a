// "Have a code?" at checkout (docs/product.md#promotion-pricing): the server prices the code, the
// line shows the code, the discount and the new total, Remove restores the price, and a refused
// code shows the server's message naming the rule.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { renderClient, reply, stubApi } from '#tests/support/render-client';
import type { OrderQuoteResponse } from '#shared/schemas/promotion';
import { DIWALI10_QUOTE } from '#tests/factories/quotes';
import { CouponField } from './coupon-field';

function Harness({ onChange }: { onChange: (quote: OrderQuoteResponse | null) => void }) {
  const [applied, setApplied] = useState<OrderQuoteResponse | null>(null);
  return (
    <CouponField
      quantity={3}
      applied={applied}
      onChange={(quote) => {
        setApplied(quote);
        onChange(quote);
      }}
    />
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CouponField', () => {
  it('applies a code priced by the server and removes it again', async () => {
    const { calls } = stubApi({ 'POST /api/orders/quote': DIWALI10_QUOTE });
    const onChange = vi.fn();
    const { user } = renderClient(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Have a code?' }));
    await user.type(screen.getByLabelText('Coupon code'), 'diwali10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByTestId('coupon-applied')).textContent).toContain('Code DIWALI10');
    expect(screen.getByTestId('coupon-total').textContent).toBe('₹459');
    expect(screen.getByTestId('coupon-applied').textContent).toContain('−₹51');
    const sent = calls.find((c) => c.url.endsWith('/api/orders/quote'));
    expect(sent?.body).toEqual({ quantity: 3, couponCode: 'diwali10', paymentMethod: 'online' });
    await user.click(screen.getByRole('button', { name: 'Remove code' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByTestId('coupon-applied')).toBeNull();
  });

  it('shows the rule a refused code breaks and applies nothing', async () => {
    stubApi({ 'POST /api/orders/quote': reply(400, { message: 'This code has been fully used' }) });
    const onChange = vi.fn();
    const { user } = renderClient(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Have a code?' }));
    await user.type(screen.getByLabelText('Coupon code'), 'LAST5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This code has been fully used');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the prepaid discount beside the code when paying online saves more', () => {
    renderClient(
      <CouponField quantity={3} applied={{ ...DIWALI10_QUOTE, prepaidDiscountPaise: 2_500, totalPaise: 43_400 }} onChange={vi.fn()} />,
    );
    expect(screen.getByTestId('coupon-applied').textContent).toContain('Paying online−₹25');
    expect(screen.getByTestId('coupon-total').textContent).toBe('₹434');
  });
});
