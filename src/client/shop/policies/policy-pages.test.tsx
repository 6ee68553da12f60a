// The policy pages (docs/decisions/047-policy-pages.md, docs/product.md#header-and-footer): each has
// its title, date and sections, links to the others, and the seller's or grievance officer's
// details from GET /api/shop-info, with a retry when they cannot be loaded.
import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderClient, reply, shopInfo, stubApi } from '#tests/support/render-client';
import { POLICY_LINKS } from './policy-links';
import { GrievancePage, PrivacyPage, RefundPolicyPage, ShippingPolicyPage, TermsPage } from './policy-pages';

const PAGES: [string, string, ComponentType, string[]][] = [
  ['/terms', 'Terms of Service', TermsPage, ['Who sells to you', 'Made to order for you', 'Prices and payment', 'Liability']],
  ['/privacy', 'Privacy Policy', PrivacyPage, ['Who is responsible', 'What we collect', 'Your rights', 'Grievance officer']],
  ['/refund-policy', 'Refund & Cancellation Policy', RefundPolicyPage, ['Cancelling an order', 'Wrong or damaged prints', 'Lost parcels']],
  ['/shipping-policy', 'Shipping Policy', ShippingPolicyPage, ['Where we deliver', 'How long it takes', 'Shipped by']],
  ['/grievance', 'Grievance Redressal', GrievancePage, ['Grievance officer', 'How we handle a complaint', 'The seller']],
];

const article = () => screen.getByRole('article');

beforeEach(() => {
  stubApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Policy pages', () => {
  it.each(PAGES)('%s has its title, its date, its sections and links to every policy', async (path, title, Page, sections) => {
    renderClient(<Page />, { path, user: null });
    expect(within(article()).getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(within(article()).getByText('Last updated 26 November 2026')).toBeTruthy();
    for (const section of sections) expect(within(article()).getByRole('heading', { level: 2, name: section })).toBeTruthy();
    const others = within(article()).getByRole('navigation', { name: 'Other policies' });
    expect(
      within(others)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual(POLICY_LINKS.map((l) => [l.label, l.href]));
    expect(await within(article()).findAllByText(/Chaabi Crafts Private Limited/)).not.toHaveLength(0);
  });

  it('names the seller with address, state code, GSTIN, e-mail and phone', async () => {
    renderClient(<TermsPage />, { path: '/terms', user: null });
    const seller = await screen.findByTestId('seller-details');
    const rows = [...seller.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Legal name', 'Chaabi Crafts Private Limited'],
      ['Trading as', 'Chaabi'],
      ['Registered address', '12 MG Road, Bengaluru 560001\nKarnataka (state code 29), India'],
      ['GSTIN', '29ABCDE1234F1Z5'],
      ['E-mail', 'hello@chaabi.in'],
      ['Phone', '+91 9876543210'],
    ]);
    expect(within(seller).getByRole('link', { name: 'hello@chaabi.in' }).getAttribute('href')).toBe('mailto:hello@chaabi.in');
    expect(within(seller).getByRole('link', { name: '+91 9876543210' }).getAttribute('href')).toBe('tel:+919876543210');
  });

  it('says when the seller is not registered for GST and trades under its legal name', async () => {
    stubApi({ 'GET /api/shop-info': shopInfo({ gstin: null, tradeName: 'Chaabi Crafts Private Limited' }) });
    renderClient(<TermsPage />, { path: '/terms', user: null });
    const seller = await screen.findByTestId('seller-details');
    expect(within(seller).getByText('Not registered for GST')).toBeTruthy();
    expect(within(seller).queryByText('Trading as')).toBeNull();
  });

  it('gives the grievance officer’s name, designation, e-mail, phone and address', async () => {
    renderClient(<GrievancePage />, { path: '/grievance', user: null });
    const officer = await screen.findByTestId('grievance-officer');
    expect(within(officer).getByText('Asha Rao')).toBeTruthy();
    expect(within(officer).getByText('Grievance Officer')).toBeTruthy();
    expect(within(officer).getByRole('link', { name: 'grievance@chaabi.in' }).getAttribute('href')).toBe('mailto:grievance@chaabi.in');
    expect(within(officer).getByRole('link', { name: '+91 9876543211' }).getAttribute('href')).toBe('tel:+919876543211');
    expect(within(article()).getByText('We acknowledge your complaint within 48 hours of receiving it.')).toBeTruthy();
  });

  it('asks reprints to be reported within 7 days of delivery', () => {
    renderClient(<RefundPolicyPage />, { path: '/refund-policy', user: null });
    expect(within(article()).getByText(/within 7 days of delivery/)).toBeTruthy();
  });

  it('shows a placeholder while the seller’s details load, and a retry when they fail', async () => {
    let calls = 0;
    stubApi({ 'GET /api/shop-info': () => (++calls === 1 ? reply(503, { message: 'Service Unavailable' }) : shopInfo()) });
    const { user } = renderClient(<ShippingPolicyPage />, { path: '/shipping-policy', user: null });
    expect(within(article()).getByRole('status').textContent).toBe('Loading the seller’s details…');
    const alert = await within(article()).findByRole('alert');
    expect(alert.textContent).toContain('The seller’s details could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(article()).findByTestId('seller-details')).toBeTruthy();
  });
});
