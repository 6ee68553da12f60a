// Staff sign-in (docs/product.md#staff-sign-in): e-mail and password, then the second step with an
// authenticator code, a recovery code or a passkey; a refused code shows the server's one answer
// for every reason, and an ended pending sign-in goes back to the password.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch, type Route } from '../../../tests/support/fetch-stub';
import { renderWithClient } from '../../../tests/support/render-client';
import { PasswordGate } from './password-gate';

const startAuthentication = vi.fn();
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: (...args: unknown[]) => startAuthentication(...args) }));

function renderGate(routes: Record<string, Route>) {
  const api = stubFetch({ 'GET /api/admin/session': { authenticated: false }, ...routes });
  const view = renderWithClient(<PasswordGate />);
  return { ...view, api };
}

async function passwordStep(user: ReturnType<typeof renderGate>['user']) {
  await user.type(screen.getByLabelText('Email'), 'Owner@Chaabi.local');
  await user.type(screen.getByLabelText('Password'), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the password step', () => {
  it('sends the e-mail and password and signs in when no second factor is due', async () => {
    const { user, api, queryClient } = renderGate({ 'POST /api/admin/login': { success: true } });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign in' }).disabled).toBe(true);
    await passwordStep(user);
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/admin/login')).toBe(true));
    expect(api.calls.find((c) => c.path === '/api/admin/login')!.body).toEqual({
      email: 'owner@chaabi.local',
      password: 'correct horse battery',
    });
    await waitFor(() => expect(queryClient.getQueryData(['admin', 'session'])).toMatchObject({ authenticated: true }));
    expect(localStorage.getItem('admin_logged_in')).toBe('true');
  });

  it('says the same for a wrong e-mail or password, and tells a locked address to wait', async () => {
    let status = 401;
    const { user } = renderGate({
      'POST /api/admin/login': () => json(status, { code: 'UNAUTHORIZED', message: 'Incorrect e-mail or password' }),
    });
    await passwordStep(user);
    expect(await screen.findByText('Incorrect e-mail or password. Please try again.')).toBeTruthy();
    status = 429;
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Too many attempts. Wait a few minutes and try again.')).toBeTruthy();
  });

  it('refuses an e-mail that is not one before asking the server', async () => {
    const { user, api } = renderGate({});
    await user.type(screen.getByLabelText('Email'), 'owner');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/admin/login')).toBe(false);
  });
});

describe('the second step', () => {
  it('asks for the authentication code and verifies it', async () => {
    const { user, api } = renderGate({
      'POST /api/admin/login': { mfaRequired: true, methods: ['totp', 'recovery'] },
      'POST /api/admin/login/mfa': { success: true },
    });
    await passwordStep(user);
    const code = await screen.findByLabelText('Authentication code');
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/admin/login/mfa')?.body).toEqual({ code: '123456' }));
  });

  it('shows the one wrong-code answer, and switches to a recovery code', async () => {
    const { user, api } = renderGate({
      'POST /api/admin/login': { mfaRequired: true, methods: ['totp', 'recovery'] },
      'POST /api/admin/login/mfa': (call) =>
        (call.body as { code: string }).code === 'abcde-fghij'
          ? { success: true }
          : json(401, { code: 'UNAUTHORIZED', message: 'That code is not right, or it was already used' }),
    });
    await passwordStep(user);
    await user.type(await screen.findByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not right, or it was already used')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-fghij');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/admin/login/mfa')).toHaveLength(2));
    expect(localStorage.getItem('admin_logged_in')).toBe('true');
  });

  it('goes back to the password when the pending sign-in has ended', async () => {
    const { user } = renderGate({
      'POST /api/admin/login': { mfaRequired: true, methods: ['totp', 'recovery'] },
      'POST /api/admin/login/mfa': json(401, { code: 'UNAUTHORIZED', message: 'Sign in again: the code step has expired' }),
    });
    await passwordStep(user);
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('owner@chaabi.local');
  });

  it('signs in with a passkey: options, the browser prompt, its answer to the server', async () => {
    Object.defineProperty(window, 'PublicKeyCredential', { value: function PublicKeyCredential() {}, configurable: true });
    startAuthentication.mockResolvedValue({ id: 'cred', rawId: 'cred', type: 'public-key', response: {}, clientExtensionResults: {} });
    const { user, api } = renderGate({
      'POST /api/admin/login': { mfaRequired: true, methods: ['passkey', 'recovery'] },
      'POST /api/admin/login/passkey/options': { challenge: 'abc', rpId: 'localhost' },
      'POST /api/admin/login/passkey': { success: true },
    });
    await passwordStep(user);
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/admin/login/passkey')).toBe(true));
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'abc', rpId: 'localhost' } });
    expect(api.calls.find((c) => c.path === '/api/admin/login/passkey')!.body).toMatchObject({ response: { id: 'cred' } });
    Reflect.deleteProperty(window, 'PublicKeyCredential');
  });

  it('says so when the passkey prompt is closed', async () => {
    Object.defineProperty(window, 'PublicKeyCredential', { value: function PublicKeyCredential() {}, configurable: true });
    startAuthentication.mockRejectedValue(Object.assign(new Error('closed'), { name: 'NotAllowedError' }));
    const { user } = renderGate({
      'POST /api/admin/login': { mfaRequired: true, methods: ['passkey', 'recovery'] },
      'POST /api/admin/login/passkey/options': { challenge: 'abc' },
    });
    await passwordStep(user);
    await user.click(await screen.findByRole('button', { name: 'Use a passkey' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The passkey did not answer. Try again or use a code.');
    Reflect.deleteProperty(window, 'PublicKeyCredential');
  });
});
