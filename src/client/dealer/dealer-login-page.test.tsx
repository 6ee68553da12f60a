// The dealer login (docs/product.md#dealer-screens "Login", docs/product.md#dealer-flows,
// docs/product.md#dealer-messages): phone, then PIN or the first-time setup, then the dashboard;
// each refusal in the words the dealer reads.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { dealer } from '../../../tests/factories/dealers';
import { json, stubFetch, type Route } from '../../../tests/support/fetch-stub';
import { renderWithClient } from '../../../tests/support/render-client';
import { DealerLoginPage } from './dealer-login-page';

beforeEach(() => {
  localStorage.clear();
});

const WITH_PIN = { exists: true, isActive: true, needsSetup: false, businessName: 'Sharma Traders' };
const NEEDS_SETUP = { exists: true, isActive: true, needsSetup: true, businessName: 'Sharma Traders' };
const SIGNED_IN = { success: true, token: 'dealer-token-abc', dealer: dealer(), message: 'Login successful' };

function renderLogin(routes: Record<string, Route>) {
  const api = stubFetch(routes);
  const view = renderWithClient(<DealerLoginPage />, { route: '/dealer' });
  return { api, view };
}

async function enterPhone(phone = '9812345678') {
  await userEvent.type(screen.getByLabelText('Phone Number'), phone);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('the phone step', () => {
  it('asks for the registered phone and refuses one that is not 10 digits before asking the server', async () => {
    const { api } = renderLogin({});
    expect(screen.getByRole('heading', { level: 1, name: 'Dealer Login' })).toBeTruthy();
    expect(screen.getByText('Sign in with the phone number registered with Chaabi.')).toBeTruthy();
    await enterPhone('98123');
    expect((await screen.findByRole('alert')).textContent).toBe('Phone number must be exactly 10 digits');
    expect(api.calls).toHaveLength(0);
  });

  it('says an unknown number has no dealer account, and an inactive one to contact the admin', async () => {
    let answer = { exists: false, isActive: false, needsSetup: false, businessName: null as string | null };
    renderLogin({ 'POST /api/dealer/check-phone': () => answer });
    await enterPhone();
    expect(await screen.findByText('Dealer Not Found')).toBeTruthy();
    expect(screen.getByText('Phone number not found. Please contact admin to create your dealer account.')).toBeTruthy();
    answer = { exists: true, isActive: false, needsSetup: false, businessName: 'Sharma Traders' };
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Account Inactive')).toBeTruthy();
    expect(screen.getByText('Your dealer account is inactive. Please contact admin.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('says "Too many attempts" with the wait when the server rate-limits', async () => {
    renderLogin({ 'POST /api/dealer/check-phone': json(429, { message: 'Too many attempts.', retryAfter: 30 }) });
    await enterPhone();
    expect(await screen.findByText('Too many attempts. Try again in 30 seconds.')).toBeTruthy();
  });
});

describe('the PIN step', () => {
  it('welcomes the business back, signs in with the PIN, keeps the session and goes to the dashboard', async () => {
    const { api, view } = renderLogin({ 'POST /api/dealer/check-phone': WITH_PIN, 'POST /api/dealer/login': SIGNED_IN });
    await enterPhone();
    expect(await screen.findByText('Welcome back, Sharma Traders. Enter your PIN.')).toBeTruthy();
    expect(screen.getByText('+91 9812345678')).toBeTruthy();
    const pin = screen.getByLabelText('PIN');
    expect(pin.getAttribute('type')).toBe('password');
    await userEvent.type(pin, '48a27');
    expect(pin).toHaveProperty('value', '4827');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Welcome, Ravi Sharma!')).toBeTruthy();
    expect(screen.getByText('Login Successful')).toBeTruthy();
    expect(api.callsTo('POST /api/dealer/login')[0]?.body).toEqual({ phoneNumber: '9812345678', pin: '4827' });
    expect(localStorage.getItem('dealerToken')).toBe('dealer-token-abc');
    expect(localStorage.getItem('dealerId')).toBe('3');
    expect(view.history.at(-1)).toBe('/dealer-dashboard');
  });

  it('clears a refused PIN and says why under the field and in a toast', async () => {
    const { view } = renderLogin({
      'POST /api/dealer/check-phone': WITH_PIN,
      'POST /api/dealer/login': json(401, { success: false, message: 'Invalid PIN. 6 attempts left.' }),
    });
    await enterPhone();
    await userEvent.type(await screen.findByLabelText('PIN'), '1111');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login Failed')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Dealer sign in' });
    expect(within(form).getByRole('alert').textContent).toBe('Invalid PIN. 6 attempts left.');
    expect(screen.getByLabelText('PIN')).toHaveProperty('value', '');
    expect(localStorage.getItem('dealerToken')).toBeNull();
    expect(view.history).toEqual(['/dealer']);
  });

  it('tells a dealer whose PIN is disabled to contact the admin (423)', async () => {
    renderLogin({ 'POST /api/dealer/check-phone': WITH_PIN, 'POST /api/dealer/login': json(423, { success: false }) });
    await enterPhone();
    await userEvent.type(await screen.findByLabelText('PIN'), '1111');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await within(screen.getByRole('form', { name: 'Dealer sign in' })).findByText(
        'Your PIN has been disabled after too many failed attempts. Please contact admin to reset it.',
      ),
    ).toBeTruthy();
  });

  it('refuses a PIN of fewer than 4 digits without asking the server, and Back keeps the phone', async () => {
    const { api } = renderLogin({ 'POST /api/dealer/check-phone': WITH_PIN });
    await enterPhone();
    await userEvent.type(await screen.findByLabelText('PIN'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('PIN must be 4-6 digits')).toBeTruthy();
    expect(api.callsTo('POST /api/dealer/login')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Phone Number')).toHaveProperty('value', '9812345678');
  });
});

describe('the first-time setup', () => {
  async function openSetup(routes: Record<string, Route> = {}) {
    const result = renderLogin({ 'POST /api/dealer/check-phone': NEEDS_SETUP, ...routes });
    await enterPhone();
    await screen.findByRole('heading', { level: 1, name: 'Set Up Your PIN' });
    return result;
  }

  it('shows the read-only phone, the setup code hint and the security tips', async () => {
    await openSetup();
    expect(
      screen.getByText('First login for Sharma Traders: enter the setup code from the admin and choose a 4-6 digit PIN.'),
    ).toBeTruthy();
    const phone = screen.getByLabelText('Phone Number');
    expect(phone).toHaveProperty('value', '+91 9812345678');
    expect(phone).toHaveProperty('readOnly', true);
    expect(screen.getByText('The admin sent you this one-time code (valid 72 hours). Lost it? Ask the admin for a new one.')).toBeTruthy();
    const tips = screen.getByRole('region', { name: 'Security tips' });
    expect(
      within(tips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Avoid easy PINs like 1234, 0000 or your birth year.',
      'Never share your PIN, not even with Chaabi staff.',
      'Forgot it? The Chaabi admin can reset it for you.',
    ]);
  });

  it('upper-cases the setup code as typed and drops what cannot be in it', async () => {
    await openSetup();
    const code = screen.getByLabelText('Setup Code');
    await userEvent.type(code, '7k3qx_m9p2d!!');
    expect(code).toHaveProperty('value', '7K3QXM9P2D');
  });

  it('says one problem at a time: the code, then PINs that differ, then a PIN that is not 4-6 digits', async () => {
    const { api } = await openSetup();
    const setPin = () => userEvent.click(screen.getByRole('button', { name: 'Set PIN & Login' }));
    await setPin();
    expect(await screen.findByText('Invalid Setup Code')).toBeTruthy();
    expect(screen.getAllByText('Enter the 10-character setup code from your admin').length).toBeGreaterThan(0);

    await userEvent.type(screen.getByLabelText('Setup Code'), '7K3QX-M9P2D');
    await userEvent.type(screen.getByLabelText('New PIN'), '4827');
    await userEvent.type(screen.getByLabelText('Confirm PIN'), '4828');
    await setPin();
    expect(await screen.findByText('PIN Mismatch')).toBeTruthy();

    await userEvent.clear(screen.getByLabelText('New PIN'));
    await userEvent.clear(screen.getByLabelText('Confirm PIN'));
    await userEvent.type(screen.getByLabelText('New PIN'), '482');
    await userEvent.type(screen.getByLabelText('Confirm PIN'), '482');
    await setPin();
    expect(await screen.findByText('Invalid PIN')).toBeTruthy();
    expect(screen.getAllByText('PIN must be 4-6 digits only.').length).toBeGreaterThan(0);
    expect(api.callsTo('POST /api/dealer/setup-pin')).toHaveLength(0);
  });

  it("sets the PIN with the code as typed and signs in; a refused code shows the server's words", async () => {
    let refuse = true;
    const { api, view } = await openSetup({
      'POST /api/dealer/setup-pin': () =>
        refuse
          ? json(401, { success: false, message: 'This setup code is wrong or no longer valid. Check it, or ask the admin for a new one.' })
          : SIGNED_IN,
    });
    await userEvent.type(screen.getByLabelText('Setup Code'), '7K3QX-M9P2D');
    await userEvent.type(screen.getByLabelText('New PIN'), '4827');
    await userEvent.type(screen.getByLabelText('Confirm PIN'), '4827');
    await userEvent.click(screen.getByRole('button', { name: 'Set PIN & Login' }));
    expect(await screen.findByText('Setup Failed')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'First-time setup' });
    expect(within(form).getByRole('alert').textContent).toBe(
      'This setup code is wrong or no longer valid. Check it, or ask the admin for a new one.',
    );
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Set PIN & Login' }));
    expect(await screen.findByText('Welcome, Ravi Sharma!')).toBeTruthy();
    expect(api.callsTo('POST /api/dealer/setup-pin').at(-1)?.body).toEqual({
      phoneNumber: '9812345678',
      setupCode: '7K3QX-M9P2D',
      newPin: '4827',
    });
    await waitFor(() => expect(view.history.at(-1)).toBe('/dealer-dashboard'));
  });
});

it('sends a dealer who is already signed in straight to the dashboard', async () => {
  localStorage.setItem('dealerToken', 'dealer-token-abc');
  const { view } = renderLogin({});
  await waitFor(() => expect(view.history.at(-1)).toBe('/dealer-dashboard'));
});
