// The customizer's order panel (docs/product.md#pricing-tiers, docs/product.md#keychain-text): the
// tier price, the regular price and the saving, free shipping, why ordering waits, and the buttons.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { quoteKeychains } from '#shared/pricing';
import { OrderSummary, type OrderSummaryProps } from './order-summary';

function renderSummary(props: Partial<OrderSummaryProps> = {}) {
  const handlers = { onQuantityChange: vi.fn(), onAddToCart: vi.fn(), onBuyNow: vi.fn(), onStartFresh: vi.fn() };
  render(<OrderSummary quote={quoteKeychains(1)} orderable={false} showsCustomizeAll={false} {...handlers} {...props} />);
  return handlers;
}

/** The value of a row of the panel's figures. */
const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('OrderSummary', () => {
  it('prices one keychain at ₹199 with free shipping and no saving', () => {
    renderSummary();
    expect(figure('Price per keychain')).toBe('₹199');
    expect(figure('Shipping')).toBe('Free');
    expect(figure('Total')).toBe('₹199');
    expect(screen.queryByText('Regular price')).toBeNull();
    expect(screen.queryByText(/^You save/)).toBeNull();
    expect(screen.getByText('Free shipping across India')).toBeTruthy();
  });

  it.each([
    [2, '₹180', '₹398', '₹360', 'You save ₹38'],
    [4, '₹160', '₹796', '₹640', 'You save ₹156'],
    [5, '₹150', '₹995', '₹750', 'You save ₹245'],
    [10, '₹130', '₹1,990', '₹1,300', 'You save ₹690'],
  ])('prices %i keychains at the tier price with the regular price struck and the saving', (quantity, unit, regular, total, saving) => {
    renderSummary({ quote: quoteKeychains(quantity) });
    expect(figure('Price per keychain')).toBe(unit);
    expect(figure('Regular price')).toBe(regular);
    expect(figure('Total')).toBe(total);
    expect(figure('Savings')).toBe(saving);
    expect(screen.getByLabelText<HTMLSelectElement>('Quantity').value).toBe(String(quantity));
  });

  it('waits for text: both order buttons disabled with the hint, Start Fresh still works', async () => {
    const { onAddToCart, onBuyNow, onStartFresh } = renderSummary();
    expect(screen.getByText('Type your text to enable ordering.')).toBeTruthy();
    const add = screen.getByRole<HTMLButtonElement>('button', { name: 'Add to Cart' });
    const buy = screen.getByRole<HTMLButtonElement>('button', { name: 'Buy Now' });
    expect(add.disabled && buy.disabled).toBe(true);
    await userEvent.click(add);
    await userEvent.click(screen.getByRole('button', { name: 'Start Fresh' }));
    expect(onAddToCart).not.toHaveBeenCalled();
    expect(onBuyNow).not.toHaveBeenCalled();
    expect(onStartFresh).toHaveBeenCalledTimes(1);
  });

  it('asks to customize every keychain when there are several, instead of the hint', () => {
    renderSummary({ quote: quoteKeychains(3), showsCustomizeAll: true });
    expect(screen.getByRole('status').textContent).toBe('Please customize all keychains before ordering');
    expect(screen.queryByText('Type your text to enable ordering.')).toBeNull();
  });

  it('names the reason ordering waits and ties it to the buttons', () => {
    const reason = 'Keychain 2 is too thin to print: shorten its text or pick a bolder font.';
    renderSummary({ blockedReason: reason });
    expect(screen.getByRole('status').textContent).toBe(reason);
    expect(screen.getByRole('button', { name: 'Add to Cart' }).getAttribute('aria-describedby')).toBe('order-blocked-reason');
    expect(screen.getByRole('button', { name: 'Buy Now' }).getAttribute('aria-describedby')).toBe('order-blocked-reason');
    expect(screen.queryByText('Type your text to enable ordering.')).toBeNull();
  });

  it('orders once every keychain is ready, by click or keyboard', async () => {
    const { onAddToCart, onBuyNow, onQuantityChange } = renderSummary({ orderable: true });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    screen.getByRole('button', { name: 'Buy Now' }).focus();
    await user.keyboard('{Enter}');
    await user.selectOptions(screen.getByLabelText('Quantity'), '4');
    expect(onAddToCart).toHaveBeenCalledTimes(1);
    expect(onBuyNow).toHaveBeenCalledTimes(1);
    expect(onQuantityChange).toHaveBeenCalledWith(4);
    expect(screen.queryByText('Type your text to enable ordering.')).toBeNull();
  });
});
