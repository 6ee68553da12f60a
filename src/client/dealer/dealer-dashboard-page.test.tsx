// The dealer dashboard's WhatsApp box (docs/product.md#whatsapp-updates): unticked until the
// dealer ticks it, each change saved at once over PUT /api/dealer/whatsapp with the dealer's
// token and confirmed on screen, the dealer's own number named, and a refusal shown in the
// server's words.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { dealer } from '../../../tests/factories/dealers';
import { json, stubFetch, type Route } from '../../../tests/support/fetch-stub';
import { renderWithClient } from '../../../tests/support/render-client';
import { DealerDashboardPage } from './dealer-dashboard-page';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('dealerToken', 'dealer-token-abc');
});

function renderDashboard(routes: Record<string, Route>) {
  const api = stubFetch({ 'GET /api/dealer/profile': { dealer: dealer() }, ...routes });
  renderWithClient(<DealerDashboardPage />, { route: '/dealer-dashboard' });
  return api;
}

const box = () => screen.findByRole<HTMLInputElement>('checkbox', { name: /Send order updates on WhatsApp to this number/ });

describe("the dealer dashboard's WhatsApp box", () => {
  it("starts unticked with the dealer's number, saves a tick and an untick with the dealer's token", async () => {
    const api = renderDashboard({
      'GET /api/dealer/whatsapp': { phone: '9812345678', optedIn: false },
      'PUT /api/dealer/whatsapp': (call) => ({ phone: '9812345678', optedIn: (call.body as { optedIn: boolean }).optedIn }),
    });
    const checkbox = await box();
    expect(checkbox.checked).toBe(false);
    expect(screen.getByRole('heading', { name: 'WhatsApp updates' })).toBeTruthy();
    expect(checkbox.closest('label')!.textContent).toBe(
      'Send order updates on WhatsApp to this number (+91 9812345678). Reply STOP on WhatsApp to stop at any time.',
    );
    await userEvent.click(checkbox);
    await waitFor(() => expect(checkbox.checked).toBe(true));
    expect((await screen.findByRole('status')).textContent).toBe('Saved: updates will come on WhatsApp as well as by e-mail.');
    await userEvent.click(checkbox);
    await waitFor(() => expect(checkbox.checked).toBe(false));
    expect((await screen.findByRole('status')).textContent).toBe('Saved: no more WhatsApp messages; e-mail continues.');
    const puts = api.calls.filter((c) => c.method === 'PUT' && c.path === '/api/dealer/whatsapp');
    expect(puts.map((c) => c.body)).toEqual([{ optedIn: true }, { optedIn: false }]);
    expect(puts.every((c) => c.headers.get('authorization') === 'Bearer dealer-token-abc')).toBe(true);
  });

  it('shows the tick at once while it is being saved', async () => {
    let answer: (value: object) => void = () => undefined;
    renderDashboard({
      'GET /api/dealer/whatsapp': { phone: '9812345678', optedIn: false },
      'PUT /api/dealer/whatsapp': () => new Promise<object>((resolve) => (answer = resolve)),
    });
    const checkbox = await box();
    await userEvent.click(checkbox);
    expect(checkbox.checked).toBe(true);
    expect(checkbox.disabled).toBe(true);
    answer({ phone: '9812345678', optedIn: true });
    expect((await screen.findByRole('status')).textContent).toBe('Saved: updates will come on WhatsApp as well as by e-mail.');
    expect(checkbox.checked).toBe(true);
  });

  it('shows a dealer who opted in as ticked', async () => {
    renderDashboard({ 'GET /api/dealer/whatsapp': { phone: '9812345678', optedIn: true } });
    expect((await box()).checked).toBe(true);
  });

  it("shows the server's refusal and leaves the box as it was", async () => {
    renderDashboard({
      'GET /api/dealer/whatsapp': { phone: '9812345678', optedIn: false },
      'PUT /api/dealer/whatsapp': json(400, { message: 'The dealer phone is not an Indian mobile number' }),
    });
    const checkbox = await box();
    await userEvent.click(checkbox);
    expect((await screen.findByRole('alert')).textContent).toBe('The dealer phone is not an Indian mobile number');
    expect(checkbox.checked).toBe(false);
  });

  it('says when the choice cannot be loaded', async () => {
    renderDashboard({ 'GET /api/dealer/whatsapp': json(500, { message: 'Internal Server Error' }) });
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load your WhatsApp choice.');
  });
});
