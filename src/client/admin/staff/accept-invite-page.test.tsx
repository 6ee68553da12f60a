// The invited person's page (docs/product.md#staff-invites): whose link it is, the password rules,
// the server's refusals under the password field, a dead link said plainly, then on to sign-in.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { reply, renderWithClient, stubApi, type ApiRoute } from '../../../../tests/support/render-client';
import { AcceptInvitePage, readInviteToken } from './accept-invite-page';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const DEAD = 'This invite link has expired or was already used';

function renderPage(routes: Record<string, ApiRoute> = {}) {
  const onDone = vi.fn();
  const api = stubApi({
    'POST /api/admin/staff/accept/check': { email: 'kiran@example.in', name: 'Kiran', expiresAt: '2026-11-30T04:30:00.000Z' },
    ...routes,
  });
  renderWithClient(<AcceptInvitePage token={TOKEN} onDone={onDone} />);
  return { api, onDone };
}

const setPassword = async (password: string) => {
  await userEvent.type(await screen.findByLabelText('New password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
};

describe('readInviteToken', () => {
  it('reads the token of #invite=… and nothing else', () => {
    expect(readInviteToken(`#invite=${TOKEN}`)).toBe(TOKEN);
    expect(readInviteToken('')).toBeNull();
    expect(readInviteToken('#invite=short')).toBeNull();
    expect(readInviteToken('#invite=<script>alert(1)</script>xxxxxxxxxxxxx')).toBeNull();
  });
});

describe('the invite page', () => {
  it('shows whose link it is and the password rules, sets the password and goes on to sign-in', async () => {
    const { api, onDone } = renderPage({ 'POST /api/admin/staff/accept': { success: true } });
    expect(await screen.findByRole('heading', { name: 'Welcome, Kiran' })).toBeTruthy();
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'kiran@example.in');
    expect(screen.getByText(/At least 12 characters, not a common password/)).toBeTruthy();
    await setPassword('plum tractor monsoon');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.calls.find((c) => c.path === '/api/admin/staff/accept')!.body).toEqual({ token: TOKEN, password: 'plum tractor monsoon' });
    expect(api.calls.find((c) => c.path === '/api/admin/staff/accept/check')!.body).toEqual({ token: TOKEN });
  });

  it('refuses a short password before sending it', async () => {
    const { api } = renderPage();
    await setPassword('short');
    expect(await screen.findByText('Use at least 12 characters (spaces at the start or end do not count)')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/admin/staff/accept')).toBe(false);
  });

  it('refuses spaces around a short password and invisible characters before sending them', async () => {
    const { api } = renderPage();
    await setPassword('   short   pw   ');
    expect(await screen.findByText('Use at least 12 characters (spaces at the start or end do not count)')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('New password'));
    await setPassword('plum\u200Btractor monsoon');
    expect(await screen.findByText('Remove invisible or control characters')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/admin/staff/accept')).toBe(false);
  });

  it("puts the server's refusal of a common password under the field", async () => {
    const message = 'This is similar to a commonly used password.';
    const { onDone } = renderPage({
      'POST /api/admin/staff/accept': reply(400, { code: 'BAD_REQUEST', message, issues: [{ path: 'password', message }] }),
    });
    await setPassword('password1234');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/At least 12 characters, not a common password/)).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says a link that died meanwhile under the field too', async () => {
    renderPage({
      'POST /api/admin/staff/accept': reply(400, { code: 'BAD_REQUEST', message: DEAD, issues: [{ path: 'token', message: DEAD }] }),
    });
    await setPassword('plum tractor monsoon');
    expect(await screen.findByText(DEAD)).toBeTruthy();
  });

  it('says plainly when the link is dead and offers the sign-in', async () => {
    const { onDone } = renderPage({ 'POST /api/admin/staff/accept/check': reply(400, { code: 'BAD_REQUEST', message: DEAD }) });
    expect(await screen.findByRole('heading', { name: 'Link not valid' })).toBeTruthy();
    expect(screen.getByText(DEAD)).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Go to sign-in' }));
    expect(onDone).toHaveBeenCalled();
  });
});
