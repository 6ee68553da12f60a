// The WhatsApp box of My Account and the dealer profile (docs/product.md#whatsapp-updates):
// unticked until ticked, saved at once, off again on untick; without a phone it asks for one.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderClient, reply, stubApi } from '#tests/support/render-client';
import { WhatsAppToggle } from '../account/whatsapp-toggle';

const box = () => screen.findByRole<HTMLInputElement>('checkbox', { name: /Send order updates on WhatsApp to this number/ });

describe('the WhatsApp box on My Account', () => {
  it('starts unticked, saves a tick and an untick', async () => {
    const api = stubApi({
      'GET /api/account/whatsapp': { phone: '9876543210', optedIn: false },
      'PUT /api/account/whatsapp': (call) => ({ phone: '9876543210', optedIn: (call.body as { optedIn: boolean }).optedIn }),
    });
    const { user } = renderClient(<WhatsAppToggle />);
    const checkbox = await box();
    expect(checkbox.checked).toBe(false);
    expect(screen.getByText(/\+91 9876543210/)).toBeTruthy();
    await user.click(checkbox);
    await waitFor(() => expect(checkbox.checked).toBe(true));
    await user.click(checkbox);
    await waitFor(() => expect(checkbox.checked).toBe(false));
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ optedIn: true }, { optedIn: false }]);
  });

  it('asks for a mobile number when the profile has none', async () => {
    stubApi({ 'GET /api/account/whatsapp': { phone: null, optedIn: false } });
    renderClient(<WhatsAppToggle />);
    expect(await screen.findByText('Add your mobile number above to get order updates on WhatsApp.')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it("shows the server's refusal", async () => {
    stubApi({
      'GET /api/account/whatsapp': { phone: '9876543210', optedIn: false },
      'PUT /api/account/whatsapp': reply(400, { message: 'Add an Indian mobile number to your profile first' }),
    });
    const { user } = renderClient(<WhatsAppToggle />);
    await user.click(await box());
    expect((await screen.findByRole('alert')).textContent).toBe('Add an Indian mobile number to your profile first');
  });
});
