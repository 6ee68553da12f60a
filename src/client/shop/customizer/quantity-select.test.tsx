// The quantity selector (docs/product.md#pricing-tiers): ten choices, each with its per-unit
// price, labelled "Quantity", and a pick reaches the customizer as a number.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuantitySelect } from './quantity-select';

describe('QuantitySelect', () => {
  it('offers 1 to 10 with the price of each, and hands a pick on as a number', async () => {
    const onChange = vi.fn();
    render(<QuantitySelect value={1} onChange={onChange} />);
    const select = screen.getByLabelText<HTMLSelectElement>('Quantity');
    const options = [...select.options].map((o) => o.textContent);
    expect(options).toHaveLength(10);
    expect(options[0]).toBe('1 pc · ₹199 each');
    expect(options[2]).toBe('3 pcs · ₹170 each · Save ₹87');
    await userEvent.selectOptions(select, '5');
    expect(onChange).toHaveBeenCalledWith(5);
  });
});
