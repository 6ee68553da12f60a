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
});
