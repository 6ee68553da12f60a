// The admin's business settings (docs/product.md#business-settings, docs/product.md#seller-details,
// docs/decisions/046-business-settings.md): the form shows what is stored, checks with the
// server's own rules, puts the server's field issues under their fields, and says when the
// seller is not set up yet.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BusinessSettings } from '#shared/schemas/business-settings';
import { json, stubFetch, type Route } from '../../../../tests/support/fetch-stub';
import { renderWithClient } from '../../../../tests/support/render-client';
import { SettingsTab } from './settings-tab';

const STORED: BusinessSettings = {
  legalName: 'Chaabi Crafts LLP',
  tradeName: 'Chaabi',
  address: '12 MG Road\nBengaluru 560001',
  stateCode: '29',
  stateName: 'Karnataka',
  gstin: null,
  email: 'hello@chaabi.in',
  phone: '9876543210',
  grievanceOfficer: { name: 'Asha Rao', designation: 'Grievance Officer', email: 'grievance@chaabi.in', phone: '9876500000' },
  hsnCode: '3926',
  gstRatePercent: 18,
  invoicePrefix: 'CH',
  configured: true,
  updatedAt: '2026-11-01T05:00:00.000Z',
};

function renderSettings(routes: Record<string, Route> = {}) {
  const api = stubFetch({ 'GET /api/admin/settings/business': STORED, ...routes });
  renderWithClient(<SettingsTab />);
  return api;
}

const save = async () => userEvent.click(await screen.findByRole('button', { name: 'Save settings' }));

describe('the business settings form', () => {
  it('shows the stored settings in their groups', async () => {
    renderSettings();
    const seller = await screen.findByRole('group', { name: /^Seller/ });
    expect(within(seller).getByLabelText('Legal name')).toHaveProperty('value', 'Chaabi Crafts LLP');
    expect(within(seller).getByLabelText<HTMLSelectElement>('State (GST state code)').selectedOptions[0]!.textContent).toBe(
      '29 · Karnataka',
    );
    expect(within(seller).getByLabelText(/^GSTIN/)).toHaveProperty('value', '');
    const officer = screen.getByRole('group', { name: /^Grievance officer/ });
    expect(within(officer).getByLabelText('Name')).toHaveProperty('value', 'Asha Rao');
    const invoices = screen.getByRole('group', { name: /^Invoices/ });
    expect(within(invoices).getByLabelText<HTMLSelectElement>('GST rate (%)').value).toBe('18');
    expect(within(invoices).getByText('1 to 3 letters or digits, e.g. CH → CH/25-26/000001.')).toBeTruthy();
    expect(screen.queryByText('The seller is not set up yet.')).toBeNull();
  });

  it('saves the changed settings and says where they are used', async () => {
    const api = renderSettings({ 'PUT /api/admin/settings/business': { ...STORED, tradeName: 'Chaabi Keychains', gstRatePercent: 12 } });
    const trade = await screen.findByLabelText('Trade name');
    await userEvent.clear(trade);
    await userEvent.type(trade, 'Chaabi Keychains');
    await userEvent.selectOptions(screen.getByLabelText('GST rate (%)'), '12');
    await save();
    expect(await screen.findByText('The policy pages, footer and new invoices use them now.')).toBeTruthy();
    const body = api.callsTo('PUT /api/admin/settings/business')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ tradeName: 'Chaabi Keychains', gstRatePercent: 12, stateCode: '29', gstin: '', phone: '9876543210' });
  });

  it('refuses an empty legal name with the rule the server uses, and sends nothing', async () => {
    const api = renderSettings();
    const legal = await screen.findByLabelText('Legal name');
    await userEvent.clear(legal);
    await save();
    expect(await screen.findByText('Legal name is required')).toBeTruthy();
    expect(legal.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PUT /api/admin/settings/business')).toHaveLength(0);
  });

  it("puts the server's field issues under their fields", async () => {
    renderSettings({
      'PUT /api/admin/settings/business': json(400, {
        message: 'Invalid settings',
        issues: [{ path: 'gstin', message: 'The GSTIN’s state code 27 is not that of Karnataka (29)' }],
      }),
    });
    await save();
    expect(await screen.findByText('The GSTIN’s state code 27 is not that of Karnataka (29)')).toBeTruthy();
    expect(screen.getByText('Check the fields marked in red.')).toBeTruthy();
    expect(screen.getByText('Settings not saved')).toBeTruthy();
  });

  it('says the server could not save when it fails without field issues', async () => {
    renderSettings({ 'PUT /api/admin/settings/business': json(500, { message: 'Internal Server Error' }) });
    await save();
    expect(await screen.findByText('The server could not save them. Please try again.')).toBeTruthy();
  });

  it('says what is missing while the seller is not set up', async () => {
    renderSettings({ 'GET /api/admin/settings/business': { ...STORED, configured: false } });
    const banner = await screen.findByTestId('settings-not-configured');
    expect(banner.textContent).toContain(
      'The seller is not set up yet. Missing: Legal name, Registered address, State, E-mail, Phone, Grievance officer.',
    );
  });

  it('says when the settings cannot be loaded', async () => {
    renderSettings({ 'GET /api/admin/settings/business': json(500, { message: 'Internal Server Error' }) });
    expect(await screen.findByText('Failed to Load Settings')).toBeTruthy();
  });
});
