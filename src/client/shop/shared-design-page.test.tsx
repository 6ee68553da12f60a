// A shared design at /d/<token> (docs/decisions/022): the design with its font, colour and price,
// the 3D view on demand, Customize this and Add to cart; a link turned off or a failed load each
// say so and offer the customizer.
import { screen } from '@testing-library/react';
import { Route } from 'wouter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '#shared/cart';
import { renderClient, reply, stubApi, type ApiRoute } from '#tests/support/render-client';
import { takeDesignToEdit } from '../api/designs';
import { SharedDesignPage } from './shared-design-page';

// The 3D preview draws with WebGL in a worker (docs/decisions/032), which jsdom has not: a stand-in.
vi.mock('../components/keychain-3d/keychain-3d-preview', () => ({
  default: ({ text }: { text: string }) => <div data-testid="keychain-3d">{text}</div>,
}));

const SHARED = { customText: 'Anaya', fontFamily: 'chewy', textColor: 'light-blue' };

function renderShared(answer: ApiRoute = SHARED) {
  stubApi({ 'GET /api/designs/shared/tok123': answer });
  return renderClient(<Route path="/d/:token" component={SharedDesignPage} />, { path: '/d/tok123', user: null });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SharedDesignPage', () => {
  it('shows the design, its font and colour, and the price from one keychain to ten', async () => {
    renderShared();
    expect(screen.getByRole('status').textContent).toBe('Loading the design…');
    expect(await screen.findByRole('heading', { level: 1, name: '“Anaya”' })).toBeTruthy();
    expect(screen.getByText('Chewy · Light Blue')).toBeTruthy();
    expect(screen.getByTestId('shared-design-price').textContent).toBe('₹199 per keychain₹130 each when you order 10 or more');
    expect(screen.getByRole('img', { name: 'Keychain preview: Anaya' })).toBeTruthy();
    expect(document.title).toBe('“Anaya” keychain · Chaabi');
  });

  it('uses the colours saved with the design', async () => {
    renderShared({ ...SHARED, colorCombination: { fontColor: '#ffffff', backgroundColor: '#123456', displayName: 'Midnight' } });
    expect(await screen.findByText('Chewy · Midnight')).toBeTruthy();
  });

  it('loads the 3D view only when asked, and goes back to 2D', async () => {
    const { user } = renderShared();
    const toggle = await screen.findByRole('button', { name: 'View in 3D' });
    expect(screen.queryByTestId('keychain-3d')).toBeNull();
    await user.click(toggle);
    expect((await screen.findByTestId('keychain-3d')).textContent).toBe('Anaya');
    expect(screen.getByRole('button', { name: 'Show 2D preview' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Show 2D preview' }));
    expect(screen.queryByTestId('keychain-3d')).toBeNull();
  });

  it('adds the design to the cart', async () => {
    const { user } = renderShared();
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added to cart!')).toBeTruthy();
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.orderData) ?? '{}');
    expect(stored.keychains).toEqual([SHARED]);
  });

  it('opens the design in the customizer', async () => {
    const { user } = renderShared();
    await user.click(await screen.findByRole('button', { name: 'Customize this' }));
    expect(window.location.pathname).toBe('/');
    expect(window.location.hash).toBe('#customizer');
    expect(takeDesignToEdit()).toMatchObject(SHARED);
  });

  it('says when the link no longer works', async () => {
    renderShared(reply(404, { message: 'Not found' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This link no longer works' })).toBeTruthy();
    expect(screen.getByText('The person who shared it may have turned the link off.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Design your own' }).getAttribute('href')).toBe('/');
  });

  it('says when the design could not be loaded', async () => {
    renderShared(reply(503, { message: 'Service Unavailable' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The design could not be loaded' })).toBeTruthy();
    expect(screen.getByText('Please check your connection and try again.')).toBeTruthy();
  });
});
