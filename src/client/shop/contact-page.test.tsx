// The contact page (docs/product.md#contact-page, docs/product.md#shipping-promise): the seller's
// phone, WhatsApp and e-mail from the business settings, the hours, reply time, the "Why Choose"
// list with its 3-5 business days, and Start Customizing to /guest.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderClient, stubApi } from '#tests/support/render-client';
import { ContactPage } from './contact-page';

const main = () => screen.getByRole('main');

beforeEach(() => {
  stubApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ContactPage', () => {
  it('gives the seller’s phone, WhatsApp and e-mail as links', async () => {
    renderClient(<ContactPage />, { path: '/contact', user: null });
    const phone = await screen.findByTestId('contact-phone');
    expect(phone.textContent).toBe('+91 98765 43210');
    expect(phone.getAttribute('href')).toBe('tel:+919876543210');
    expect(screen.getByTestId('contact-whatsapp').getAttribute('href')).toBe('https://wa.me/919876543210');
    expect(screen.getByTestId('contact-email').getAttribute('href')).toBe('mailto:hello@chaabi.in');
    expect(screen.getByTestId('contact-email').textContent).toBe('hello@chaabi.in');
  });

  it('holds placeholders while the details load, and WhatsApp is not yet a link', () => {
    stubApi({ 'GET /api/shop-info': () => new Promise(() => undefined) });
    renderClient(<ContactPage />, { path: '/contact', user: null });
    expect(
      within(main())
        .getAllByRole('status')
        .map((s) => s.textContent),
    ).toEqual(['Loading the shop’s contact details…', 'Loading the shop’s contact details…']);
    expect(within(main()).queryByRole('link', { name: 'Chat on WhatsApp' })).toBeNull();
  });

  it('states the hours and the reply time', () => {
    renderClient(<ContactPage />, { path: '/contact', user: null });
    expect(within(main()).getByRole('heading', { level: 1, name: 'We’re here to help' })).toBeTruthy();
    expect(within(main()).getByText('Monday-Saturday')).toBeTruthy();
    expect(within(main()).getByText('9:00-20:00 IST')).toBeTruthy();
    expect(within(main()).getByText('We reply within 2-4 hours.')).toBeTruthy();
  });

  it('lists why to choose Chaabi, with the 3-5 business day turnaround, and starts customizing as a guest', () => {
    renderClient(<ContactPage />, { path: '/contact', user: null });
    const why = screen.getByRole('region', { name: 'Why Choose Chaabi' });
    expect(
      within(why)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['India-wide delivery', '3-5 business day turnaround', 'Personal support']);
    expect(within(why).getByRole('link', { name: 'Start Customizing' }).getAttribute('href')).toBe('/guest');
  });
});
