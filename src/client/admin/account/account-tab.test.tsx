// "My account" (docs/product.md#staff-sign-in): setting up the authenticator app with its QR code
// and the secret as text, the recovery codes shown once with copy and download, passkeys listed and
// added through the browser's prompt, and what a person must do while enrolment is required.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MfaStatus } from '#shared/schemas/admin-mfa';
import type { StaffMe } from '#shared/schemas/admin-session';
import { json, stubFetch, type Route } from '../../../../tests/support/fetch-stub';
import { renderWithClient } from '../../../../tests/support/render-client';
import { AccountTab } from './account-tab';

const startRegistration = vi.fn();
vi.mock('@simplewebauthn/browser', () => ({ startRegistration: (...args: unknown[]) => startRegistration(...args) }));
vi.mock('qrcode', () => ({ toDataURL: vi.fn(async (text: string) => `data:image/png;base64,${btoa(text).slice(0, 12)}`) }));

const ME: StaffMe = {
  id: 1,
  email: 'owner@chaabi.local',
  name: 'Owner',
  role: 'owner',
  permissions: ['self'],
  hasSecondFactor: false,
  mustEnrol: false,
};
const NOTHING: MfaStatus = { totp: false, passkeys: [], recoveryCodesLeft: 0, factorRequired: false };
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

function renderTab(routes: Record<string, Route>, me: StaffMe = ME) {
  const api = stubFetch({ 'GET /api/admin/me/mfa': NOTHING, 'GET /api/admin/session': { authenticated: true, me }, ...routes });
  return { ...renderWithClient(<AccountTab me={me} />), api };
}

describe('the authenticator app', () => {
  it('shows the QR code and the secret, confirms a code and shows the recovery codes once', async () => {
    let enrolled = false;
    const { user, api } = renderTab({
      'GET /api/admin/me/mfa': () => (enrolled ? { ...NOTHING, totp: true, recoveryCodesLeft: 10 } : NOTHING),
      'POST /api/admin/me/mfa/totp': { secret: SECRET, otpauthUrl: `otpauth://totp/Chaabi%20Admin:owner?secret=${SECRET}` },
      'POST /api/admin/me/mfa/totp/confirm': (call) => {
        if ((call.body as { code: string }).code !== '654321')
          return json(400, { message: 'That code is not right, or it was already used' });
        enrolled = true;
        return { recoveryCodes: CODES };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));
    expect((await screen.findByLabelText('Secret key')).textContent).toBe(SECRET);
    const qr = await screen.findByAltText<HTMLImageElement>('QR code for your authenticator app');
    expect(qr.src).toMatch(/^data:image\/png;base64,/);

    await user.type(screen.getByLabelText('Authentication code'), '12');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Enter the 6-digit code from the app')).toBeTruthy();
    await user.clear(screen.getByLabelText('Authentication code'));
    await user.type(screen.getByLabelText('Authentication code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('That code is not right, or it was already used')).toBeTruthy();
    await user.clear(screen.getByLabelText('Authentication code'));
    await user.type(screen.getByLabelText('Authentication code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(api.calls.filter((c) => c.path === '/api/admin/me/mfa/totp')).toHaveLength(1);
    expect(await screen.findByText('10 of 10 unused.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('copies the codes and downloads them as a text file', async () => {
    const createObjectURL = vi.fn(() => 'blob:codes');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderTab({
      'GET /api/admin/me/mfa': { ...NOTHING, totp: true, recoveryCodesLeft: 3 },
      'POST /api/admin/me/mfa/recovery-codes': { recoveryCodes: CODES },
    });
    expect(await screen.findByText('3 of 10 unused.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    // user-event's clipboard stands in for the browser's.
    expect(await screen.findByText('The recovery codes are on the clipboard.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toContain(CODES.join('\n'));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(createObjectURL).toHaveBeenCalled();
    expect((click.mock.instances[0] as HTMLAnchorElement).download).toBe('chaabi-recovery-codes.txt');
    click.mockRestore();
  });

  it('says why removing the last factor was refused', async () => {
    const { user } = renderTab({
      'GET /api/admin/me/mfa': { ...NOTHING, totp: true, recoveryCodesLeft: 10, factorRequired: true },
      'DELETE /api/admin/me/mfa/totp': json(409, { message: 'Add another authenticator app or passkey before removing your last one' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove authenticator app' }));
    expect(await screen.findByText('Add another authenticator app or passkey before removing your last one')).toBeTruthy();
  });
});

describe('passkeys', () => {
  it('lists the passkeys and adds one through the browser prompt, showing the first recovery codes', async () => {
    Object.defineProperty(window, 'PublicKeyCredential', { value: function PublicKeyCredential() {}, configurable: true });
    startRegistration.mockResolvedValue({ id: 'new', rawId: 'new', type: 'public-key', response: {}, clientExtensionResults: {} });
    const { user, api } = renderTab({
      'GET /api/admin/me/mfa': {
        ...NOTHING,
        passkeys: [{ id: 3, name: 'Office laptop', createdAt: '2026-11-20T06:00:00.000Z', lastUsedAt: null }],
      },
      'POST /api/admin/me/mfa/passkeys/options': { challenge: 'xyz', rp: { id: 'localhost' } },
      'POST /api/admin/me/mfa/passkeys': { id: 4, recoveryCodes: CODES },
    });
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    expect(within(list).getByText('Office laptop')).toBeTruthy();
    expect(within(list).getByText(/Added 20 Nov 2026 · not used yet/)).toBeTruthy();
    await user.type(screen.getByLabelText('Passkey name'), 'Phone');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/admin/me/mfa/passkeys')).toBe(true));
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: 'xyz', rp: { id: 'localhost' } } });
    expect(api.calls.find((c) => c.path === '/api/admin/me/mfa/passkeys')!.body).toEqual({
      response: expect.objectContaining({ id: 'new' }),
      name: 'Phone',
    });
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeTruthy();
    Reflect.deleteProperty(window, 'PublicKeyCredential');
  });

  it('says so when the prompt is closed, and when the browser has no passkeys', async () => {
    Object.defineProperty(window, 'PublicKeyCredential', { value: function PublicKeyCredential() {}, configurable: true });
    startRegistration.mockRejectedValue(Object.assign(new Error('no'), { name: 'NotAllowedError' }));
    const { user, unmount } = renderTab({ 'POST /api/admin/me/mfa/passkeys/options': { challenge: 'xyz' } });
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('The passkey prompt was closed or timed out.')).toBeTruthy();
    Reflect.deleteProperty(window, 'PublicKeyCredential');
    unmount();
    renderTab({});
    expect(await screen.findByText('This browser cannot use passkeys.')).toBeTruthy();
  });
});

describe('while enrolment is required', () => {
  it('says the rest of the panel opens once a factor is set up', async () => {
    renderTab({}, { ...ME, mustEnrol: true });
    expect((await screen.findByRole('status')).textContent).toContain(
      'Set up an authenticator app or a passkey to open the rest of the admin panel.',
    );
    expect(screen.getByText('Owner · owner@chaabi.local · Owner')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make new recovery codes' })).toBeNull();
  });
});
