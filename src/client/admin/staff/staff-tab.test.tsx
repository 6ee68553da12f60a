// The owner's Staff screen (docs/product.md#staff-invites): the list with role, status, second
// factor and last sign-in in India time; inviting with the role's description and the link shown
// once with a copy button; role changes, disabling and enabling behind a confirmation; password links.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { reauthOpen, settleReauth } from '../account/reauth-prompt';
import type { StaffMember } from '#shared/schemas/staff';
import { reply, renderWithClient, stubApi, type ApiRoute } from '../../../../tests/support/render-client';
import { StaffTab } from './staff-tab';

const OWNER: StaffMember = {
  id: 1,
  email: 'owner@chaabi.local',
  name: 'Asha Owner',
  role: 'owner',
  status: 'active',
  hasSecondFactor: true,
  lastSignInAt: '2026-11-27T04:30:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
};
const RAVI: StaffMember = {
  ...OWNER,
  id: 2,
  email: 'ravi@example.in',
  name: 'Ravi Support',
  role: 'support',
  hasSecondFactor: false,
  lastSignInAt: null,
};
const MEERA: StaffMember = { ...RAVI, id: 3, email: 'meera@example.in', name: 'Meera Print', role: 'print_room', status: 'disabled' };
const LINK = {
  id: 4,
  inviteUrl: 'http://localhost:5000/admin#invite=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
  expiresAt: '2026-11-30T04:30:00.000Z',
};

function renderTab(routes: Record<string, ApiRoute> = {}) {
  const api = stubApi({
    'GET /api/admin/staff': { data: [OWNER, RAVI, MEERA] },
    'GET /api/admin/session': {
      authenticated: true,
      me: { id: 1, email: OWNER.email, name: OWNER.name, role: 'owner', permissions: [], hasSecondFactor: true, mustEnrol: false },
    },
    ...routes,
  });
  renderWithClient(<StaffTab />);
  return api;
}

const row = async (name: string) => (await screen.findByText(name)).closest('li')!;

describe('the staff list', () => {
  it('shows role, status, second factor and last sign-in in India time, and no Disable on your own row', async () => {
    renderTab();
    const owner = await row('Asha Owner');
    expect(within(owner).getByText('(you)')).toBeTruthy();
    expect(within(owner).getByText('Active')).toBeTruthy();
    expect(within(owner).getByText(/Second factor: yes · Last sign-in: 27 Nov 2026, 10:00 am/i)).toBeTruthy();
    expect(within(owner).queryByRole('button', { name: /^Disable/ })).toBeNull();
    const ravi = await row('Ravi Support');
    expect(within(ravi).getByText(/Second factor: no · Last sign-in: never/)).toBeTruthy();
    expect(within(ravi).getByLabelText<HTMLSelectElement>('Role of Ravi Support').value).toBe('support');
    const meera = await row('Meera Print');
    expect(within(meera).getByText('Disabled')).toBeTruthy();
    expect(within(meera).getByRole('button', { name: 'Enable Meera Print' })).toBeTruthy();
    expect(within(meera).queryByRole('button', { name: /Password link/ })).toBeNull();
  });

  it('shows the server message when the list cannot be read', async () => {
    renderTab({ 'GET /api/admin/staff': reply(403, { code: 'FORBIDDEN', message: 'Your role cannot do this' }) });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Your role cannot do this');
  });
});

describe('inviting', () => {
  it('sends name, e-mail and role, says what the role may do, and shows the link once with a copy button', async () => {
    const api = renderTab({ 'POST /api/admin/staff': reply(201, LINK) });
    await userEvent.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Orders \(read, status, shipments, messages\) and customers/)).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Kiran');
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'Kiran@Example.in');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'accountant');
    expect(within(dialog).getByText(/Invoices, credit notes, GST and COD reports/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    expect(await within(dialog).findByLabelText('One-time link')).toHaveProperty('textContent', LINK.inviteUrl);
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({ name: 'Kiran', email: 'kiran@example.in', role: 'accountant' });
    expect(within(dialog).getByText(/kiran@example.in/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(LINK.inviteUrl);
    expect(await within(dialog).findByRole('button', { name: 'Copied' })).toBeTruthy();
  });

  it('checks the fields before sending and puts the 409 under the e-mail', async () => {
    const api = renderTab({
      'POST /api/admin/staff': reply(409, { code: 'CONFLICT', message: 'Someone on the staff already has this e-mail' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Ravi');
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'ravi@example.in');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    expect(await within(dialog).findByText('Someone on the staff already has this e-mail')).toBeTruthy();
    expect(within(dialog).getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a name with an invisible character under the field before sending it', async () => {
    const api = renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Ravi\u200BSupport');
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'ravi2@example.in');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    expect(await within(dialog).findByText('Remove invisible or control characters')).toBeTruthy();
    expect(within(dialog).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('changing a person', () => {
  it('disables only after the confirmation, and Cancel sends nothing', async () => {
    const api = renderTab({ 'PATCH /api/admin/staff/:id': { ...RAVI, status: 'disabled' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Disable Ravi Support' }));
    let dialog = await screen.findByRole('dialog', { name: 'Disable Ravi Support?' });
    expect(within(dialog).getByText(/signed out everywhere at once/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Disable Ravi Support' }));
    dialog = await screen.findByRole('dialog', { name: 'Disable Ravi Support?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PATCH')).toMatchObject({ path: '/api/admin/staff/2', body: { disabled: true } }),
    );
  });

  it('enables a disabled person after the confirmation', async () => {
    const api = renderTab({ 'PATCH /api/admin/staff/:id': { ...MEERA, status: 'active' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Enable Meera Print' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Enable' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PATCH')).toMatchObject({ path: '/api/admin/staff/3', body: { disabled: false } }),
    );
  });

  it('changes a role after the confirmation, and shows the refusal of the last owner', async () => {
    const api = renderTab({
      'PATCH /api/admin/staff/:id': (call) =>
        call.path.endsWith('/1')
          ? reply(400, { code: 'BAD_REQUEST', message: 'The shop needs at least one enabled owner: make someone else an owner first' })
          : { ...RAVI, role: 'manager' },
    });
    await userEvent.selectOptions(await screen.findByLabelText('Role of Ravi Support'), 'manager');
    const dialog = await screen.findByRole('dialog', { name: 'Make Ravi Support Manager?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PATCH')).toMatchObject({ body: { role: 'manager' } }));
    await userEvent.selectOptions(screen.getByLabelText('Role of Asha Owner'), 'support');
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Make Asha Owner Support?' })).getByRole('button', { name: 'Change role' }),
    );
    expect((await screen.findAllByText(/at least one enabled owner/)).length).toBeGreaterThan(0);
  });

  it('asks the person to confirm it is them when the server wants re-authentication, and says so when they do not', async () => {
    renderTab({ 'PATCH /api/admin/staff/:id': reply(403, { code: 'REAUTH_REQUIRED', message: 'Enter your password again' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Disable Ravi Support' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disable' }));
    // The shell's "Confirm it is you" prompt opens (account/reauth-dialog.tsx); cancelled, the change is not made.
    await waitFor(() => expect(reauthOpen()).toBe(true));
    settleReauth(false);
    expect((await screen.findAllByText(/sign out and sign in again/)).length).toBeGreaterThan(0);
  });

  it('sends a password link after the confirmation and shows it once', async () => {
    const api = renderTab({ 'POST /api/admin/staff/:id/reset-password': LINK });
    await userEvent.click(await screen.findByRole('button', { name: 'Password link for Ravi Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Ravi Support a password link?' });
    expect(within(dialog).getByText(/their second factor stays/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(await within(dialog).findByLabelText('One-time link')).toHaveProperty('textContent', LINK.inviteUrl);
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/admin/staff/2/reset-password' });
  });
});
