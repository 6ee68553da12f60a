// Re-authentication (docs/product.md#staff-sign-in): an admin call answered 403 REAUTH_REQUIRED
// opens "Confirm it is you"; the password or a code goes to POST /api/admin/reauth and the call is
// sent again once; Cancel gives the caller the refusal.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../../tests/support/fetch-stub';
import { renderClient } from '../../../../tests/support/render-client';
import { adminRequest } from '../admin-api';
import { ReauthDialog } from './reauth-dialog';

const REAUTH = json(403, { code: 'REAUTH_REQUIRED', message: 'Confirm it is you: enter your password or a code again' });

function stubSettings(reauth: (body: Record<string, string>) => Response | object) {
  let confirmed = false;
  return stubFetch({
    'PUT /api/admin/settings/business': () => (confirmed ? { saved: true } : REAUTH),
    'POST /api/admin/reauth': (call) => {
      const answer = reauth(call.body as Record<string, string>);
      if (!(answer instanceof Response)) confirmed = true;
      return answer;
    },
  });
}

describe('the re-authentication dialog', () => {
  it('asks for the password, then sends the refused call again once', async () => {
    const api = stubSettings((body) =>
      body.password === 'right password' ? { success: true } : json(401, { message: 'Incorrect e-mail or password' }),
    );
    const { user } = renderClient(<ReauthDialog />);
    const result = adminRequest('PUT', '/api/admin/settings/business', { gstin: 'x' });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(dialog).toBeTruthy();
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Incorrect e-mail or password')).toBeTruthy();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'right password');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(result).resolves.toEqual({ saved: true });
    expect(api.calls.filter((c) => c.path === '/api/admin/settings/business')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('takes a code instead of the password', async () => {
    const api = stubSettings(() => ({ success: true }));
    const { user } = renderClient(<ReauthDialog />);
    const result = adminRequest('PUT', '/api/admin/settings/business', {});
    await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.click(screen.getByRole('button', { name: 'Use a code instead' }));
    await user.type(screen.getByLabelText('Authentication code'), ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(result).resolves.toEqual({ saved: true });
    expect(api.calls.find((c) => c.path === '/api/admin/reauth')!.body).toEqual({ code: '123456' });
  });

  it('gives the caller the refusal when cancelled, and asks once for two calls at the same time', async () => {
    const api = stubSettings(() => ({ success: true }));
    const { user } = renderClient(<ReauthDialog />);
    const first = adminRequest('PUT', '/api/admin/settings/business', {}).catch((e: unknown) => e);
    const second = adminRequest('PUT', '/api/admin/settings/business', {}).catch((e: unknown) => e);
    await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await first).toMatchObject({ status: 403 });
    expect(await second).toMatchObject({ status: 403 });
    expect(api.calls.some((c) => c.path === '/api/admin/reauth')).toBe(false);
  });
});
