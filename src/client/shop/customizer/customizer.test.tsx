// The customizer as a shopper uses it (docs/product.md#customizer-state, docs/product.md#keychain-text,
// docs/product.md#pricing-tiers): typing, quantities, Add Another Keychain, Add to Cart, Buy Now,
// Start Fresh, the restored order and the printability guard, through use-customizer.ts and its cards.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_UPDATED_EVENT, STORAGE_KEYS } from '#shared/cart';
import { renderClient, reply, stubApi } from '#tests/support/render-client';
import { CUSTOMIZER_CLEARED_EVENT } from '../../lib/storage';
import { Customizer } from './customizer';
import { findToastAction } from '#tests/support/toast';

// The 3D preview draws with WebGL in a worker (docs/decisions/032), which jsdom has not: a stand-in.
vi.mock('../../components/keychain-3d/keychain-3d-preview', () => ({
  default: ({ text }: { text: string }) => <div data-testid="keychain-3d">{text}</div>,
}));

function card(n: number): HTMLElement {
  return screen.getByRole('region', { name: `Keychain ${n}` });
}

function textField(n: number): HTMLInputElement {
  return screen.getByLabelText<HTMLInputElement>(`Keychain ${n} Text`);
}

function total(): string {
  const summary = screen.getByRole('region', { name: 'Your order' });
  const term = within(summary).getByText('Total');
  return term.nextElementSibling?.textContent ?? '';
}

function savedOrder(): { keychains: { customText: string; fontFamily: string; textColor: string }[]; totalPrice?: number } | null {
  const raw = localStorage.getItem(STORAGE_KEYS.orderData);
  return raw ? JSON.parse(raw) : null;
}

beforeEach(() => {
  localStorage.clear();
  stubApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Customizer: one keychain', () => {
  it('starts with one blank keychain being edited, ₹199, and the order buttons waiting for text', () => {
    renderClient(<Customizer />);
    expect(screen.getAllByRole('heading', { level: 3, name: /^Keychain \d+$/ })).toHaveLength(1);
    expect(within(card(1)).getByText('Editing')).toBeTruthy();
    expect(within(card(1)).getByText('Needs text')).toBeTruthy();
    expect(total()).toBe('₹199');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add to Cart' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Buy Now' }).disabled).toBe(true);
    expect(screen.getByText('Type your text to enable ordering.')).toBeTruthy();
    expect(screen.getByText('Maximum 13 letters, only letters and numbers')).toBeTruthy();
  });

  it('capitalises the first letter, counts the letters and enables ordering once a name is typed', async () => {
    const { user } = renderClient(<Customizer />);
    await user.type(textField(1), 'aarav');
    expect(textField(1).value).toBe('Aarav');
    expect(within(card(1)).getByText('5/13 letters')).toBeTruthy();
    expect(within(card(1)).getByText('Ready')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add to Cart' }).disabled).toBe(false);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Buy Now' }).disabled).toBe(false);
    expect(screen.queryByText('Type your text to enable ordering.')).toBeNull();
  });

  it('stops at 13 letters', async () => {
    const { user } = renderClient(<Customizer />);
    await user.type(textField(1), 'Abcdefghijklmnop');
    expect(textField(1).value).toBe('Abcdefghijklm');
    expect(within(card(1)).getByText('13/13 letters')).toBeTruthy();
  });

  it('names a symbol it cannot print and keeps the buttons disabled', async () => {
    const { user } = renderClient(<Customizer />);
    await user.type(textField(1), 'Rahul!');
    const alert = within(card(1)).getByRole('alert');
    expect(alert.textContent).toMatch(/^Only letters and numbers allowed: cannot print/);
    expect(textField(1).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add to Cart' }).disabled).toBe(true);
  });

  it('refuses text of spaces only with the spec message, and says why ordering waits', async () => {
    const { user } = renderClient(<Customizer />);
    await user.type(textField(1), '   ');
    expect(within(card(1)).getByRole('alert').textContent).toBe('Spaces not allowed - text must be a single piece');
    expect(
      screen.getByText('Keychain 1: Spaces not allowed - text must be a single piece. Type its text to enable ordering.'),
    ).toBeTruthy();
    const addToCart = screen.getByRole<HTMLButtonElement>('button', { name: 'Add to Cart' });
    expect(addToCart.disabled).toBe(true);
    expect(addToCart.getAttribute('aria-describedby')).toBe('order-blocked-reason');
  });

  it('changes the font and colour from their radio groups, by click and by arrow key', async () => {
    const { user } = renderClient(<Customizer />);
    const fonts = screen.getByRole('radiogroup', { name: 'Keychain 1 font' });
    expect(within(fonts).getByRole<HTMLButtonElement>('radio', { name: 'Bangers' }).getAttribute('aria-checked')).toBe('true');
    await user.click(within(fonts).getByRole('radio', { name: 'Pacifico' }));
    expect(within(fonts).getByRole('radio', { name: 'Pacifico' }).getAttribute('aria-checked')).toBe('true');

    const colours = screen.getByRole('radiogroup', { name: 'Keychain 1 colour' });
    expect(within(card(1)).getByText('· Yellow')).toBeTruthy();
    await user.click(within(colours).getByRole('radio', { name: 'Light Blue' }));
    expect(within(card(1)).getByText('· Light Blue')).toBeTruthy();
    // Radix moves focus a task after the keydown and checks the radio it lands on while the key is down.
    await user.keyboard('{ArrowRight>}');
    await waitFor(() => expect(within(colours).getByRole('radio', { name: 'Light Pink' }).getAttribute('aria-checked')).toBe('true'));
    await user.keyboard('{/ArrowRight}');
    expect(within(card(1)).getByText('· Light Pink')).toBeTruthy();
  });

  it('offers the fonts and colours the admin set up when the shop has them', async () => {
    stubApi({
      'GET /api/admin/customization-options': (call: { url: string }) =>
        call.url.includes('type=font')
          ? [{ id: 1, type: 'font', name: 'Lobster', value: 'lobster', displayName: 'Lobster', isActive: true, fontFile: null }]
          : [
              {
                id: 2,
                type: 'color_combination',
                name: 'mint',
                value: 'mint',
                displayName: 'Mint on Navy',
                fontColor: '#98ff98',
                backgroundColor: '#000080',
                isActive: true,
              },
            ],
    });
    renderClient(<Customizer />);
    expect(await screen.findByRole('radio', { name: 'Mint on Navy' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Lobster' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Bangers' })).toBeNull();
  });
});

describe('Customizer: several keychains', () => {
  it('shows a card per keychain, the tier price, the regular price and the saving when the quantity rises', async () => {
    const { user } = renderClient(<Customizer />);
    await user.selectOptions(screen.getByLabelText('Quantity'), '3');
    expect(screen.getAllByRole('heading', { level: 3, name: /^Keychain \d+$/ })).toHaveLength(3);
    expect(total()).toBe('₹510');
    expect(screen.getByText('₹170')).toBeTruthy();
    expect(screen.getByText('₹597')).toBeTruthy();
    expect(screen.getByText('You save ₹87')).toBeTruthy();
    expect(screen.getByText('Please customize all keychains before ordering')).toBeTruthy();
  });

  it('enables ordering only when every keychain has text', async () => {
    const { user } = renderClient(<Customizer />);
    await user.selectOptions(screen.getByLabelText('Quantity'), '2');
    await user.type(textField(1), 'Meera');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Buy Now' }).disabled).toBe(true);
    await user.type(textField(2), 'Kabir');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Buy Now' }).disabled).toBe(false);
    expect(screen.queryByText('Please customize all keychains before ordering')).toBeNull();
    expect(total()).toBe('₹360');
  });

  it('moves the Editing mark to the card the shopper works in', async () => {
    const { user } = renderClient(<Customizer />);
    await user.selectOptions(screen.getByLabelText('Quantity'), '2');
    expect(within(card(1)).getByText('Editing')).toBeTruthy();
    await user.click(textField(2));
    expect(within(card(2)).getByText('Editing')).toBeTruthy();
    expect(within(card(1)).queryByText('Editing')).toBeNull();
  });

  it('adds a keychain at the next tier price, focuses its text and toasts the new price', async () => {
    const { user } = renderClient(<Customizer />);
    const add = screen.getByRole('button', { name: /Add Another Keychain/ });
    expect(add.textContent).toContain('₹180 each');
    await user.click(add);
    expect(card(2)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(textField(2)));
    expect(within(card(2)).getByText('Editing')).toBeTruthy();
    expect(await screen.findByText('Keychain added')).toBeTruthy();
    expect(screen.getByText('Keychain 2 added. Now ₹180 per keychain.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Add Another Keychain/ }).textContent).toContain('₹170 each');
  });

  it('stops adding at 10 keychains', async () => {
    const { user } = renderClient(<Customizer />);
    await user.selectOptions(screen.getByLabelText('Quantity'), '10');
    const add = screen.getByRole<HTMLButtonElement>('button', { name: /Add Another Keychain/ });
    expect(add.disabled).toBe(true);
    expect(add.textContent).toContain('Maximum 10 keychains');
    expect(total()).toBe('₹1,300');
  });

  it('lowers the quantity without asking when the dropped keychains are blank', async () => {
    const { user } = renderClient(<Customizer />);
    await user.selectOptions(screen.getByLabelText('Quantity'), '3');
    await user.type(textField(1), 'Isha');
    await user.selectOptions(screen.getByLabelText('Quantity'), '1');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 3, name: /^Keychain \d+$/ })).toHaveLength(1);
    expect(textField(1).value).toBe('Isha');
  });

  it('asks before lowering the quantity drops a typed name, and Keep them keeps it', async () => {
    const { user } = renderClient(<Customizer />);
    await user.selectOptions(screen.getByLabelText('Quantity'), '2');
    await user.type(textField(2), 'Vihaan');
    await user.selectOptions(screen.getByLabelText('Quantity'), '1');
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove a named keychain?' });
    expect(within(dialog).getByText('Lowering the quantity to 1 removes “Vihaan”. You can undo it right after.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep them' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(textField(2).value).toBe('Vihaan');
    expect(screen.getByLabelText<HTMLSelectElement>('Quantity').value).toBe('2');
  });

  it('removes the named keychains on Remove and brings them back with Undo', async () => {
    const { user } = renderClient(<Customizer />);
    await user.selectOptions(screen.getByLabelText('Quantity'), '3');
    await user.type(textField(2), 'Anya');
    await user.type(textField(3), 'Dev');
    await user.selectOptions(screen.getByLabelText('Quantity'), '1');
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove 2 named keychains?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(screen.getAllByRole('heading', { level: 3, name: /^Keychain \d+$/ })).toHaveLength(1);
    expect(await screen.findByText('Keychains removed')).toBeTruthy();
    expect(screen.getByText('Removed “Anya”, “Dev”.')).toBeTruthy();
    await user.click(await findToastAction('Undo'));
    expect(textField(2).value).toBe('Anya');
    expect(textField(3).value).toBe('Dev');
    expect(total()).toBe('₹510');
  });
});

describe('Customizer: ordering', () => {
  it('Add to Cart saves the keychains with text, tells the header and toasts the count and price', async () => {
    const { user } = renderClient(<Customizer />);
    const cartUpdated = vi.fn();
    window.addEventListener(CART_UPDATED_EVENT, cartUpdated);
    await user.type(textField(1), 'Zoya');
    await user.click(screen.getByRole('radio', { name: 'Pacifico' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    window.removeEventListener(CART_UPDATED_EVENT, cartUpdated);
    expect(savedOrder()?.keychains).toEqual([{ customText: 'Zoya', fontFamily: 'pacifico', textColor: 'yellow' }]);
    expect(cartUpdated).toHaveBeenCalled();
    expect(await screen.findByText('Added to cart!')).toBeTruthy();
    expect(screen.getByText('1 keychain · ₹199')).toBeTruthy();
  });

  it('Buy Now saves the order and opens the checkout with the order in the URL', async () => {
    const { user } = renderClient(<Customizer />);
    await user.selectOptions(screen.getByLabelText('Quantity'), '2');
    await user.type(textField(1), 'Arjun');
    await user.type(textField(2), 'Tara');
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(window.location.pathname).toBe('/checkout');
    const order = JSON.parse(new URLSearchParams(window.location.search).get('orderData') ?? 'null');
    expect(order.keychains.map((k: { customText: string }) => k.customText)).toEqual(['Arjun', 'Tara']);
    expect(savedOrder()?.keychains).toHaveLength(2);
  });

  it('Start Fresh clears the cart and the cards and says so when something was typed', async () => {
    localStorage.setItem(STORAGE_KEYS.checkoutData, '{"customerName":"Old"}');
    const { user } = renderClient(<Customizer />);
    await user.selectOptions(screen.getByLabelText('Quantity'), '2');
    await user.type(textField(1), 'Neel');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await user.click(screen.getByRole('button', { name: 'Start Fresh' }));
    expect(screen.getAllByRole('heading', { level: 3, name: /^Keychain \d+$/ })).toHaveLength(1);
    expect(textField(1).value).toBe('');
    expect(localStorage.getItem(STORAGE_KEYS.orderData)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.checkoutData)).toBeNull();
    expect(await screen.findByText('Started fresh!')).toBeTruthy();
    expect(screen.getByText('All customizations have been cleared. Ready to start over.')).toBeTruthy();
  });

  it('resets when the header empties the cart and designs', async () => {
    const { user } = renderClient(<Customizer />);
    await user.type(textField(1), 'Ravi');
    act(() => {
      window.dispatchEvent(new Event(CUSTOMIZER_CLEARED_EVENT));
    });
    expect(textField(1).value).toBe('');
    expect(total()).toBe('₹199');
  });
});

describe('Customizer: a saved order and the printability guard', () => {
  it('restores a saved order with a welcome back toast', async () => {
    localStorage.setItem(
      STORAGE_KEYS.orderData,
      JSON.stringify({
        keychains: [
          { customText: 'Ira', fontFamily: 'chewy', textColor: 'green' },
          { customText: 'Om', fontFamily: 'bangers', textColor: 'orange' },
        ],
      }),
    );
    renderClient(<Customizer />);
    await waitFor(() => expect(textField(1).value).toBe('Ira'));
    expect(textField(2).value).toBe('Om');
    expect(screen.getByLabelText<HTMLSelectElement>('Quantity').value).toBe('2');
    expect(within(card(1)).getByText('· Green')).toBeTruthy();
    expect(await screen.findByText('Welcome back!')).toBeTruthy();
    expect(screen.getByText('Your previous customizations have been restored.')).toBeTruthy();
  });

  it('treats a broken saved order as empty and only logs it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(STORAGE_KEYS.orderData, '{not json');
    renderClient(<Customizer />);
    expect(textField(1).value).toBe('');
    expect(warn).toHaveBeenCalled();
  });

  it('marks a design the guard cannot print and keeps ordering disabled with the reason', async () => {
    const { calls } = stubApi({
      'POST /api/designs/printability': {
        printable: false,
        minStrokeMm: 0.3,
        letterHeightMm: 8,
        thickenMm: 0,
        warnings: ['Letters too thin to print in this font: try a bolder one.'],
      },
    });
    const { user } = renderClient(<Customizer />);
    await user.type(textField(1), 'Ilil');
    expect(await within(card(1)).findByText('Too thin to print', {}, { timeout: 3000 })).toBeTruthy();
    expect(within(card(1)).getByText('Letters too thin to print in this font: try a bolder one.')).toBeTruthy();
    expect(screen.getByText('Keychain 1 is too thin to print: shorten its text or pick a bolder font.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add to Cart' }).disabled).toBe(true);
    expect(calls.find((c) => c.url === '/api/designs/printability')?.body).toEqual({ customText: 'Ilil', fontFamily: 'bangers' });
  });

  it('reads a 400 from the guard as a design it cannot print', async () => {
    stubApi({ 'POST /api/designs/printability': reply(400, { message: 'This font has no glyph for “ŋ”' }) });
    const { user } = renderClient(<Customizer />);
    await user.type(textField(1), 'Anu');
    expect(await within(card(1)).findByText('This font has no glyph for “ŋ”', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Buy Now' }).disabled).toBe(true);
  });
});
