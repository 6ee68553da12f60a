// The WhatsApp box of My Account and the dealer profile (docs/product.md#whatsapp-updates):
// unticked until ticked, saved at once, off again on untick; without a phone it asks for one.
// Once ticked, My Account offers the updates' language; the dealer's card does not
// (docs/decisions/184-message-language-separate-from-site-language.md).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderClient, reply, stubApi } from '#tests/support/render-client';
import { WhatsAppToggle } from '../account/whatsapp-toggle';
import { WhatsAppOptInCard } from './whatsapp-opt-in-card';

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

  it("offers the updates' language once ticked and saves Hindi at once", async () => {
    const api = stubApi({
      'GET /api/account/whatsapp': { phone: '9876543210', optedIn: true, language: 'en' },
      'PUT /api/account/whatsapp': (call) => ({
        phone: '9876543210',
        optedIn: true,
        language: (call.body as { language: string }).language,
      }),
    });
    const { user } = renderClient(<WhatsAppToggle />);
    await box();
    const hindi = screen.getByRole<HTMLInputElement>('radio', { name: 'हिन्दी (Hindi)' });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'English' }).checked).toBe(true);
    await user.click(hindi);
    expect((await screen.findByRole('status')).textContent).toBe('Saved: your updates will come in हिन्दी (Hindi).');
    expect(hindi.checked).toBe(true);
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ language: 'hi' }]);
  });

  it('offers no language while unticked', async () => {
    stubApi({ 'GET /api/account/whatsapp': { phone: '9876543210', optedIn: false, language: 'hi' } });
    renderClient(<WhatsAppToggle />);
    await box();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});

describe("the dealer's WhatsApp box", () => {
  it('offers no language choice (dealers have none)', async () => {
    const choice = { phone: '9812345678', optedIn: true };
    renderClient(
      <WhatsAppOptInCard queryKey={['dealer-whatsapp-test']} load={() => Promise.resolve(choice)} save={() => Promise.resolve(choice)} />,
    );
    expect((await box()).checked).toBe(true);
    expect(screen.queryByRole('group', { name: 'Updates in:' })).toBeNull();
  });
});
