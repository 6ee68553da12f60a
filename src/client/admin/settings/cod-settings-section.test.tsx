// The advance fields of the COD settings card (docs/product.md#cash-on-delivery): both empty = no
// advance, both or neither, the advance less than the threshold; what is sent is in paise.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COD_SETTINGS, type CodSettings } from '#shared/schemas/cod';
import { stubFetch } from '../../../../tests/support/fetch-stub';
import { renderWithClient } from '../../../../tests/support/render-client';
import { CodSettingsSection, advanceOf } from './cod-settings-section';

const STORED: CodSettings = { ...DEFAULT_COD_SETTINGS, printCostPerKeychainPaise: 5000 };

function renderCard() {
  const api = stubFetch({
    'GET /api/admin/cod/settings': { settings: STORED, updatedAt: null },
    'PUT /api/admin/cod/settings': { settings: { ...STORED, advanceAbovePaise: 150_000, advancePaise: 20_050 }, updatedAt: null },
  });
  renderWithClient(<CodSettingsSection />);
  return api;
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save COD settings' }));

describe('the COD advance fields', () => {
  it('start empty (no advance) and save both in paise', async () => {
    const api = renderCard();
    const above = await screen.findByLabelText('Advance due above');
    expect(above).toHaveProperty('value', '');
    await userEvent.type(above, '1500');
    await userEvent.type(screen.getByLabelText('Advance paid online'), '200.50');
    await save();
    await screen.findByDisplayValue('200.50');
    expect(api.callsTo('PUT /api/admin/cod/settings')[0]?.body).toMatchObject({ advanceAbovePaise: 150_000, advancePaise: 20_050 });
  });

  it('refuses one field without the other, and an advance not below the threshold, sending nothing', async () => {
    const api = renderCard();
    await userEvent.type(await screen.findByLabelText('Advance due above'), '500');
    await save();
    expect((await screen.findByRole('alert')).textContent).toBe('Fill in both advance fields, or leave both empty for no advance');
    await userEvent.type(screen.getByLabelText('Advance paid online'), '500');
    await save();
    expect((await screen.findByRole('alert')).textContent).toBe('The advance must be less than the order total it applies above');
    expect(api.callsTo('PUT /api/admin/cod/settings')).toHaveLength(0);
  });

  it('advanceOf: both empty is no advance; below ₹1 or bad text is refused', () => {
    expect(advanceOf({ advanceAbove: ' ', advance: '' })).toEqual({ advanceAbovePaise: null, advancePaise: null });
    expect(advanceOf({ advanceAbove: '1000', advance: '0.50' })).toBe('The advance must be at least ₹1');
    expect(advanceOf({ advanceAbove: '1,000', advance: '100' })).toBe('Write the advance amounts in rupees, e.g. 1500 or 200');
    expect(advanceOf({ advanceAbove: '1000', advance: '999.99' })).toEqual({ advanceAbovePaise: 100_000, advancePaise: 99_999 });
  });
});
