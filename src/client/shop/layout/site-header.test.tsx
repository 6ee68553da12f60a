// The shop header (docs/product.md#header-and-footer, docs/product.md#cart-state): brand, section
// links, Cart with its count, Empty, the sign-in state on wide screens and in the mobile menu.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_UPDATED_EVENT, STORAGE_KEYS } from '#shared/cart';
import { customer, renderClient, reply, stubApi } from '#tests/support/render-client';
import { CUSTOMIZER_CLEARED_EVENT } from '../../lib/storage';
import { SiteHeader } from './site-header';

function storeCart(count: number) {
  const keychains = Array.from({ length: count }, (_, i) => ({ customText: `Name${i + 1}`, fontFamily: 'bangers', textColor: 'yellow' }));
  localStorage.setItem(STORAGE_KEYS.orderData, JSON.stringify({ keychains }));
}

// Testing Library's name computation drops the space that starts a screen-reader-only span
// (" home", " items"), which browsers keep: the names are matched with optional spaces there.
const LOGO = /^Chaabi\s*home$/;
const cart = (label: string) => new RegExp(`^Cart ${label.replace(' ', '\\s*')}$`);

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const hrefOf = (name: string | RegExp, scope: HTMLElement = document.body) =>
  within(scope).getByRole('link', { name }).getAttribute('href');

beforeEach(() => {
  localStorage.clear();
  stubApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SiteHeader links', () => {
  it('links the home sections in page on the home page, and Contact', () => {
    renderClient(<SiteHeader />, { path: '/', user: null });
    expect(
      within(mainNav())
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Gallery', 'Custom Keychains', 'About', 'Contact']);
    expect(hrefOf('Gallery', mainNav())).toBe('#gallery');
    expect(hrefOf('Custom Keychains', mainNav())).toBe('#customizer');
    expect(hrefOf('About', mainNav())).toBe('#about');
    expect(hrefOf('Contact', mainNav())).toBe('/contact');
  });

  it('sends Custom Keychains from the checkout to /#customizer', () => {
    renderClient(<SiteHeader />, { path: '/checkout', user: null });
    expect(hrefOf('Custom Keychains', mainNav())).toBe('/#customizer');
  });

  it('takes a signed-out visitor’s logo to /guest and offers Sign In', () => {
    renderClient(<SiteHeader />, { path: '/contact', user: null });
    expect(hrefOf(LOGO)).toBe('/guest');
    expect(hrefOf('Sign In')).toBe('/api/auth/google?returnTo=%2Fcontact');
    expect(screen.queryByRole('link', { name: 'Account' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('signs in without a return path from pages that are not sent back to', () => {
    renderClient(<SiteHeader />, { path: '/track', user: null });
    expect(hrefOf('Sign In')).toBe('/api/auth/google');
  });

  it('shows Guest Mode, Sign In and Back to Home on /guest', () => {
    renderClient(<SiteHeader />, { path: '/guest', user: null });
    expect(screen.getByText('Guest Mode')).toBeTruthy();
    expect(hrefOf('Back to Home')).toBe('/');
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
  });

  it('takes a signed-in customer’s logo to / and offers Account and Logout', () => {
    renderClient(<SiteHeader />, { path: '/contact', user: customer() });
    expect(hrefOf(LOGO)).toBe('/');
    expect(hrefOf('Account')).toBe('/account');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('shows no sign-in controls until the session is known', () => {
    stubApi({ 'GET /api/auth/session': () => new Promise(() => undefined) });
    renderClient(<SiteHeader />, { path: '/contact' });
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Account' })).toBeNull();
  });
});

describe('SiteHeader Logout', () => {
  it('posts the logout, forgets the customer and goes home', async () => {
    const { calls } = stubApi({ 'POST /api/auth/logout': { success: true } });
    const { user } = renderClient(<SiteHeader />, { path: '/account', user: customer() });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/auth/logout')).toBe(true);
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeTruthy();
  });

  it('treats an already-ended session as signed out', async () => {
    stubApi({ 'POST /api/auth/logout': reply(401, { message: 'Not signed in' }) });
    const { user } = renderClient(<SiteHeader />, { path: '/account', user: customer() });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('says so when the logout fails, and stays', async () => {
    stubApi({ 'POST /api/auth/logout': reply(500, { message: 'Internal Server Error' }) });
    const { user } = renderClient(<SiteHeader />, { path: '/account', user: customer() });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Failed to logout. Please try again.')).toBeTruthy();
    expect(window.location.pathname).toBe('/account');
  });
});

describe('SiteHeader Cart and Empty', () => {
  it('counts the stored items and follows the cart-updated event', () => {
    storeCart(2);
    renderClient(<SiteHeader />, { path: '/contact', user: null });
    expect(screen.getByRole('button', { name: cart('2 items') })).toBeTruthy();
    storeCart(1);
    act(() => {
      window.dispatchEvent(new Event(CART_UPDATED_EVENT));
    });
    expect(screen.getByRole('button', { name: cart('1 item') })).toBeTruthy();
  });

  it('opens the checkout when the cart holds an order', async () => {
    storeCart(1);
    const { user } = renderClient(<SiteHeader />, { path: '/contact', user: null });
    await user.click(screen.getByRole('button', { name: cart('1 item') }));
    expect(window.location.pathname).toBe('/checkout');
  });

  it('goes to the customizer from another page when the cart is empty', async () => {
    const { user } = renderClient(<SiteHeader />, { path: '/contact', user: null });
    await user.click(screen.getByRole('button', { name: cart('0 items') }));
    expect(window.location.pathname).toBe('/');
    expect(window.location.hash).toBe('#customizer');
  });

  it('scrolls to the customizer on the home page when the cart is empty', async () => {
    const section = document.createElement('section');
    section.id = 'customizer';
    const scrolled = vi.fn();
    section.scrollIntoView = scrolled;
    document.body.append(section);
    const { user } = renderClient(<SiteHeader />, { path: '/guest', user: null });
    await user.click(screen.getByRole('button', { name: cart('0 items') }));
    expect(scrolled).toHaveBeenCalled();
    expect(window.location.pathname).toBe('/guest');
    section.remove();
  });

  it('cannot empty an empty cart away from the home page', () => {
    renderClient(<SiteHeader />, { path: '/contact', user: null });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Empty cart & designs' }).disabled).toBe(true);
  });

  it('empties the cart and the customizer’s designs after asking', async () => {
    storeCart(3);
    const cleared = vi.fn();
    window.addEventListener(CUSTOMIZER_CLEARED_EVENT, cleared);
    const { user } = renderClient(<SiteHeader />, { path: '/', user: null });
    await user.click(screen.getByRole('button', { name: 'Empty cart & designs' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Empty your cart and designs?' });
    expect(
      within(dialog).getByText('This removes every item from your cart and clears the keychains you are designing. It cannot be undone.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Empty cart & designs' }));
    window.removeEventListener(CUSTOMIZER_CLEARED_EVENT, cleared);
    expect(localStorage.getItem(STORAGE_KEYS.orderData)).toBeNull();
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: cart('0 items') })).toBeTruthy();
    expect(await screen.findByText('Cart and designs emptied')).toBeTruthy();
  });

  it('keeps the cart when the shopper cancels', async () => {
    storeCart(1);
    const { user } = renderClient(<SiteHeader />, { path: '/', user: null });
    await user.click(screen.getByRole('button', { name: 'Empty cart & designs' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: cart('1 item') })).toBeTruthy();
  });
});

describe('SiteHeader mobile menu', () => {
  it('offers sign-in for a better experience and guest mode to a signed-out visitor', async () => {
    const { user } = renderClient(<SiteHeader />, { path: '/', user: null });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: /Chaabi\s*Menu/ });
    expect(hrefOf('Sign In for Better Experience', menu)).toBe('/api/login');
    expect(hrefOf('Continue as Guest', menu)).toBe('/guest');
    expect(within(menu).queryByText(/^Hi,/)).toBeNull();
  });

  it('greets a signed-in customer by first name and offers Account and Logout', async () => {
    const { user } = renderClient(<SiteHeader />, { path: '/', user: customer() });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog');
    expect(within(menu).getByText('Hi, Priya!')).toBeTruthy();
    expect(hrefOf('Account', menu)).toBe('/account');
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: 'Continue as Guest' })).toBeNull();
  });

  it('greets by e-mail without a first name', async () => {
    const { user } = renderClient(<SiteHeader />, { path: '/', user: customer({ firstName: null }) });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(within(await screen.findByRole('dialog')).getByText('Hi, priya@example.in!')).toBeTruthy();
  });

  it('shows Guest Mode and Back to Home in guest mode', async () => {
    const { user } = renderClient(<SiteHeader />, { path: '/guest', user: null });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog');
    expect(within(menu).getByText('Guest Mode')).toBeTruthy();
    expect(hrefOf('Back to Home', menu)).toBe('/');
  });

  it('closes with Escape and with Close menu', async () => {
    const { user } = renderClient(<SiteHeader />, { path: '/', user: null });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes before scrolling to a section on the home page', async () => {
    const section = document.createElement('section');
    section.id = 'about';
    const scrolled = vi.fn();
    section.scrollIntoView = scrolled;
    document.body.append(section);
    const { user } = renderClient(<SiteHeader />, { path: '/', user: null });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobileNav = within(await screen.findByRole('dialog')).getByRole('navigation', { name: 'Mobile' });
    await user.click(within(mobileNav).getByRole('link', { name: 'About' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(scrolled).toHaveBeenCalled();
    expect(window.location.hash).toBe('#about');
    section.remove();
  });

  it('opens the cart and the Empty confirmation from the menu', async () => {
    storeCart(2);
    const { user } = renderClient(<SiteHeader />, { path: '/', user: null });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Empty cart & designs' }));
    expect(await screen.findByRole('alertdialog', { name: 'Empty your cart and designs?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: cart('2 items') }));
    expect(window.location.pathname).toBe('/checkout');
  });
});
