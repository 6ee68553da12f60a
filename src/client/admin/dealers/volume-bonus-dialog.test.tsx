// A dealer's volume offer in the Dealers tab (docs/product.md#dealer-volume-bonus): the card says
// the offer, the Offer dialog sends it as whole numbers, refuses a bad percent before sending,
// ends it with null, and a role without dealers:write gets no Offer button.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS } from '#shared/staff-roles';
import { VOLUME_BONUS_MESSAGES } from '#shared/dealer-volume-bonus';
import { dealer } from '../../../../tests/factories/dealers';
import { json, stubFetch } from '../../../../tests/support/fetch-stub';
import { renderWithClient } from '../../../../tests/support/render-client';
import { DealersTab } from '../dealers-tab';
import { StaffPermissionsProvider } from '../staff-context';
import { parseVolumeBonusForm } from './volume-bonus-dialog';

const SHARMA = dealer();
const WITH_OFFER = dealer({ volumeBonus: { minCredits: 100, percent: 10 } });

describe('parseVolumeBonusForm', () => {
  it('reads whole numbers and names the field of a bad one', () => {
    expect(parseVolumeBonusForm({ minCredits: ' 200 ', percent: '15' })).toEqual({ ok: true, bonus: { minCredits: 200, percent: 15 } });
    expect(parseVolumeBonusForm({ minCredits: '5', percent: '10' })).toEqual({
      ok: false,
      errors: { minCredits: VOLUME_BONUS_MESSAGES.minCredits },
    });
    expect(parseVolumeBonusForm({ minCredits: '100', percent: '12.5' })).toEqual({
      ok: false,
      errors: { percent: VOLUME_BONUS_MESSAGES.percent },
    });
    expect(parseVolumeBonusForm({ minCredits: '', percent: 'ten' })).toMatchObject({ ok: false });
  });
});

describe('the Offer dialog', () => {
  it('saves 10 % on 100 or more, and the card then says the offer', async () => {
    let current = SHARMA;
    const api = stubFetch({
      'GET /api/admin/dealers': () => json(200, { data: [current], total: 1, nextCursor: null }),
      'PUT /api/admin/dealers/3/volume-bonus': (call) => {
        current = { ...SHARMA, volumeBonus: (call.body as { volumeBonus: typeof WITH_OFFER.volumeBonus }).volumeBonus };
        return json(200, current);
      },
    });
    renderWithClient(<DealersTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Volume offer for Sharma Traders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Volume offer' });
    const percent = within(dialog).getByLabelText('Extra credits (%)');
    await user.clear(percent);
    await user.type(percent, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save offer' }));
    expect(within(dialog).getByText(VOLUME_BONUS_MESSAGES.percent)).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.clear(percent);
    await user.type(percent, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Save offer' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ volumeBonus: { minCredits: 100, percent: 10 } }));
    const card = await screen.findByRole('article', { name: 'Sharma Traders' });
    await waitFor(() => expect(within(card).getByTestId('dealer-volume-offer').textContent).toBe('Buy 100 or more and get 10 % extra'));
    expect(await screen.findByText('Offer saved')).toBeTruthy();
  });

  it('ends an offer with null', async () => {
    const api = stubFetch({
      'GET /api/admin/dealers': { data: [WITH_OFFER], total: 1, nextCursor: null },
      'PUT /api/admin/dealers/3/volume-bonus': json(200, SHARMA),
    });
    renderWithClient(<DealersTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Volume offer for Sharma Traders' }));
    await user.click(await screen.findByRole('button', { name: 'End offer' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ volumeBonus: null }));
  });

  it('is not offered to support staff, who may only read dealers', async () => {
    stubFetch({ 'GET /api/admin/dealers': { data: [WITH_OFFER], total: 1, nextCursor: null } });
    renderWithClient(
      <StaffPermissionsProvider permissions={[...ROLE_PERMISSIONS.support]}>
        <DealersTab />
      </StaffPermissionsProvider>,
    );
    const card = await screen.findByRole('article', { name: 'Sharma Traders' });
    expect(within(card).getByTestId('dealer-volume-offer')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Volume offer for Sharma Traders' })).toBeNull();
  });
});
