// The shop footer (docs/product.md#header-and-footer, docs/product.md#seller-details): Support reaches
// the seller's WhatsApp and e-mail once the business settings load (/contact until then), Connect,
// the policy links, the 2024 copyright and the seller's legal name and GSTIN.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderClient, reply, shopInfo, stubApi } from '#tests/support/render-client';
import { POLICY_LINKS } from '../policies/policy-links';
import { SiteFooter } from './site-footer';

const column = (title: string) => screen.getByRole('heading', { level: 2, name: title }).parentElement as HTMLElement;
const link = (scope: HTMLElement, name: string | RegExp) => within(scope).getByRole('link', { name });

beforeEach(() => {
  stubApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SiteFooter', () => {
  it('reaches the seller on WhatsApp and by e-mail once the business settings load', async () => {
    renderClient(<SiteFooter />);
    const support = column('Support');
    expect(await within(support).findByRole('link', { name: /^Email Support/ })).toBeTruthy();
    await vi.waitFor(() => expect(link(support, 'Chat on WhatsApp').getAttribute('href')).toBe('https://wa.me/919876543210'));
    expect(link(support, 'Chat on WhatsApp').getAttribute('target')).toBe('_blank');
    expect(link(support, 'Chat on WhatsApp').getAttribute('rel')).toBe('noopener noreferrer');
    expect(link(support, /^Email Support/).getAttribute('href')).toBe('mailto:hello@chaabi.in');
  });

  it('sends Support to /contact while the seller’s details are not known', () => {
    stubApi({ 'GET /api/shop-info': () => new Promise(() => undefined) });
    renderClient(<SiteFooter />);
    const support = column('Support');
    expect(link(support, 'Chat on WhatsApp').getAttribute('href')).toBe('/contact');
    expect(link(support, 'Chat on WhatsApp').getAttribute('target')).toBeNull();
    expect(link(support, 'Email Support').getAttribute('href')).toBe('/contact');
    expect(screen.getByTestId('footer-seller').textContent).toBe('');
  });

  it('keeps /contact when the business settings cannot be loaded', async () => {
    const { calls } = stubApi({ 'GET /api/shop-info': reply(503, { message: 'Service Unavailable' }) });
    renderClient(<SiteFooter />);
    await vi.waitFor(() => expect(calls.some((c) => c.url === '/api/shop-info')).toBe(true));
    expect(link(column('Support'), 'Chat on WhatsApp').getAttribute('href')).toBe('/contact');
  });

  it('connects to Instagram, the contact page and order tracking', () => {
    renderClient(<SiteFooter />);
    const connect = column('Connect');
    expect(link(connect, 'Instagram').getAttribute('href')).toBe('https://www.instagram.com/chaabi.keychains');
    expect(link(connect, 'Contact Us').getAttribute('href')).toBe('/contact');
    expect(link(connect, 'Track Your Order').getAttribute('href')).toBe('/track');
  });

  it('links every policy page', () => {
    renderClient(<SiteFooter />);
    const links = within(column('Policies')).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual(POLICY_LINKS.map((l) => [l.label, l.href]));
  });

  it('carries the tagline, the 2024 copyright and the seller with its GSTIN', async () => {
    renderClient(<SiteFooter />);
    expect(screen.getByText(/^Custom 3D printed keychains with your name/)).toBeTruthy();
    expect(screen.getByText('© 2024 Chaabi. All rights reserved.')).toBeTruthy();
    expect(await screen.findByText('Sold by Chaabi Crafts Private Limited · GSTIN 29ABCDE1234F1Z5')).toBeTruthy();
  });

  it('names the seller without a GSTIN when it has none', async () => {
    stubApi({ 'GET /api/shop-info': shopInfo({ gstin: null }) });
    renderClient(<SiteFooter />);
    expect(await screen.findByText('Sold by Chaabi Crafts Private Limited')).toBeTruthy();
  });
});
