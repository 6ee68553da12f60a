// The admin shell shows only the tabs of the signed-in person's role (docs/product.md#staff-roles):
// the print room sees the Print queue and never Orders, Dealers or Settings; the owner sees them
// all, the Audit log included; nothing shows before the server has said who is signed in.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffMe } from '#shared/schemas/admin-session';
import { permissionsOf, type StaffRole } from '#shared/staff-roles';
import { stubFetch } from '../../../tests/support/fetch-stub';
import { renderWithClient } from '../../../tests/support/render-client';
import { AdminShell, visibleTabs } from './admin-shell';

function me(role: StaffRole): StaffMe {
  return {
    id: 1,
    email: `${role}@chaabi.local`,
    name: 'Asha Rao',
    role,
    permissions: permissionsOf(role),
    hasSecondFactor: true,
    mustEnrol: false,
  };
}

const labels = (role: StaffRole) => visibleTabs(me(role)).map((t) => t.label);

describe('the tabs each role sees', () => {
  it('gives the owner every tab, the audit log included', () => {
    expect(labels('owner')).toEqual(expect.arrayContaining(['Orders', 'Print queue', 'Dealers', 'Settings', 'Audit log', 'Outbox']));
  });

  it('gives the print room the print queue only: no orders with addresses, no settings, no dealers', () => {
    expect(labels('print_room')).toContain('Print queue');
    for (const hidden of ['Orders', 'Dealers', 'Settings', 'Outbox', 'Audit log', 'Customization'])
      expect(labels('print_room')).not.toContain(hidden);
  });

  it('gives support the orders but no settings, audit log or catalogue, and the accountant read-only orders', () => {
    expect(labels('support')).toContain('Orders');
    expect(labels('support')).not.toContain('Settings');
    expect(labels('support')).not.toContain('Audit log');
    expect(labels('accountant')).toContain('Orders');
    expect(labels('accountant')).not.toContain('Print queue');
  });

  it('shows no tab until the server has said who is signed in', () => {
    expect(visibleTabs(undefined)).toEqual([]);
  });
});

describe('the shell', () => {
  it("names the person and their role, and opens on the role's first tab", async () => {
    stubFetch({ 'GET /api/admin/print-queue': [], 'GET /api/admin/plates/queue': [], 'GET /api/admin/printers': { printers: [] } });
    renderWithClient(<AdminShell sessionConfirmed me={me('print_room')} />);
    expect(screen.getByText('Asha Rao · Print room')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Print queue' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('tab', { name: 'Orders' })).toBeNull();
  });

  it('shows the print room the printers and layers but not the keys, the settings form or shipping', async () => {
    const printer = { id: 3, name: 'MK4 left', kind: 'prusalink', url: 'http://127.0.0.1:9/', lastState: null, stateReadAt: null };
    stubFetch({
      'GET /api/admin/print-queue': { groups: [] },
      'GET /api/admin/printers': { printers: [printer] },
      'GET /api/admin/settings/print-room': { layerHeightMm: 0.2, firstLayerHeightMm: 0.3, colourChangeZMm: 3.6 },
    });
    renderWithClient(<AdminShell sessionConfirmed me={me('print_room')} />);
    expect(await screen.findByText('MK4 left')).toBeTruthy();
    expect(await screen.findByText('Layer height 0.2 mm, first layer 0.3 mm: filament change at Z 3.6 mm')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove MK4 left' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add printer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('gives the owner the same panel with its forms', async () => {
    const printer = { id: 3, name: 'MK4 left', kind: 'prusalink', url: 'http://127.0.0.1:9/', lastState: null, stateReadAt: null };
    stubFetch({
      'GET /api/admin/print-queue': { groups: [] },
      'GET /api/admin/printers': { printers: [printer] },
      'GET /api/admin/settings/print-room': { layerHeightMm: 0.2, firstLayerHeightMm: 0.3, colourChangeZMm: 3.6 },
    });
    // The owner's print-room powers, without the tabs whose data this test does not stub.
    renderWithClient(
      <AdminShell sessionConfirmed me={{ ...me('owner'), permissions: ['print-room', 'printers:keys', 'settings:write'] }} />,
    );
    expect(await screen.findByRole('button', { name: 'Remove MK4 left' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add printer' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
