// The admin page opened from an invite link (docs/product.md#staff-invites): `#invite=…` shows the
// page to choose a password instead of the sign-in, and once it is set the fragment goes and the
// sign-in shows.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderClient, stubApi } from '../../../../tests/support/render-client';
import { AdminPage } from '../admin-page';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the admin page with an invite link', () => {
  it('shows the invite page, then the sign-in without the token in the address', async () => {
    stubApi({
      'GET /api/admin/session': { authenticated: false },
      'POST /api/admin/staff/accept/check': { email: 'kiran@example.in', name: 'Kiran', expiresAt: '2026-11-30T04:30:00.000Z' },
      'POST /api/admin/staff/accept': { success: true },
    });
    renderClient(<AdminPage />, { path: `/admin#invite=${TOKEN}` });
    expect(await screen.findByRole('heading', { name: 'Welcome, Kiran' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('New password'), 'plum tractor monsoon');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Welcome, Kiran' })).toBeNull());
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/admin');
  });

  it('shows the sign-in without an invite fragment', async () => {
    stubApi({ 'GET /api/admin/session': { authenticated: false } });
    renderClient(<AdminPage />, { path: '/admin' });
    expect(await screen.findByRole('button', { name: /Login|Sign in/ })).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
