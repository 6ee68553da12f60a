// Which admin tabs a person sees (docs/product.md#staff-roles, docs/product.md#staff-sign-in): those
// their role's permissions hold, only "My account" while a second factor must be enrolled.
import { describe, expect, it } from 'vitest';
import type { StaffMe } from '#shared/schemas/admin-session';
import { permissionsOf } from '#shared/staff-roles';
import { visibleTabs } from './admin-shell';

const person = (overrides: Partial<StaffMe>): StaffMe => ({
  id: 2,
  email: 'helper@chaabi.local',
  name: 'Helper',
  role: 'print_room',
  permissions: permissionsOf('print_room'),
  hasSecondFactor: true,
  mustEnrol: false,
  ...overrides,
});

describe('visibleTabs', () => {
  it('shows the print room its queue and its account, never orders or settings', () => {
    const values = visibleTabs(person({})).map((t) => t.value);
    expect(values).toContain('print-queue');
    expect(values).toContain('account');
    expect(values).not.toContain('orders');
    expect(values).not.toContain('settings');
  });

  it('shows only the account while enrolment is required, even to the owner', () => {
    expect(visibleTabs(person({ role: 'owner', permissions: permissionsOf('owner'), mustEnrol: true })).map((t) => t.value)).toEqual([
      'account',
    ]);
  });

  it('shows the owner every tab', () => {
    expect(visibleTabs(person({ role: 'owner', permissions: permissionsOf('owner') })).map((t) => t.label)).toContain('My account');
    const labels = visibleTabs(person({ role: 'owner', permissions: permissionsOf('owner') })).map((t) => t.label);
    for (const label of ['Dashboard', 'Orders', 'Print queue', 'Staff', 'Audit log', 'Settings', 'Promotions', 'Messages'])
      expect(labels).toContain(label);
  });
});
