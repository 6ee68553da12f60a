// One keychain's card (docs/product.md#customizer, docs/product.md#keychain-text): its status, the
// text field and the font that follows the script, the 2D/3D preview switch, the sample photo
// placeholder and Save design for guests and signed-in customers.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_COLORS, BUILT_IN_FONTS } from '#shared/catalog';
import { customer, renderClient, reply, stubApi } from '#tests/support/render-client';
import type { FontChoice } from '../../api/options';
import { GUEST_DESIGNS_KEY } from '../../api/designs';
import { KeychainCard, type KeychainCardProps } from './keychain-card';

// The 3D preview draws with WebGL in a worker (docs/decisions/032), which jsdom has not: a stand-in.
vi.mock('../../components/keychain-3d/keychain-3d-preview', () => ({
  default: ({ text, fontFamily }: { text: string; fontFamily: string }) => (
    <div data-testid="keychain-3d">
      {text} in {fontFamily}
    </div>
  ),
}));

const fonts: FontChoice[] = BUILT_IN_FONTS.map((f) => ({ value: f.value, displayName: f.displayName, script: f.script }));
const colors = [...BUILT_IN_COLORS];

function renderCard(props: Partial<KeychainCardProps> = {}, signedIn = false) {
  const onSelect = vi.fn();
  const onChange = vi.fn();
  const result = renderClient(
    <KeychainCard
      index={0}
      design={{ customText: '', fontFamily: 'bangers', textColor: 'yellow' }}
      selected
      fonts={fonts}
      colors={colors}
      onSelect={onSelect}
      onChange={onChange}
      {...props}
    />,
    { user: signedIn ? customer() : null },
  );
  return { ...result, onSelect, onChange };
}

beforeEach(() => {
  localStorage.clear();
  stubApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('KeychainCard status', () => {
  it('says a blank keychain needs text and marks the card being edited', () => {
    renderCard();
    expect(screen.getByRole('heading', { name: 'Keychain 1' })).toBeTruthy();
    expect(screen.getByText('Needs text')).toBeTruthy();
    expect(screen.getByText('Editing')).toBeTruthy();
  });

  it('says Ready for a complete design and shows no Editing mark on another card', () => {
    renderCard({ index: 2, selected: false, design: { customText: 'Kiara', fontFamily: 'chewy', textColor: 'green' } });
    expect(screen.getByRole('heading', { name: 'Keychain 3' })).toBeTruthy();
    expect(screen.getByText('Ready')).toBeTruthy();
    expect(screen.queryByText('Editing')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Keychain 3 Text').value).toBe('Kiara');
  });

  it('warns that a complete design the guard refused is too thin to print', () => {
    renderCard({ unprintable: true, design: { customText: 'Illi', fontFamily: 'pacifico', textColor: 'yellow' } });
    expect(screen.getByTestId('keychain-1-status').textContent).toBe('Too thin to print');
    expect(screen.queryByText('Ready')).toBeNull();
  });

  it('asks to be selected when the shopper moves into it', async () => {
    const { user, onSelect } = renderCard({ selected: false });
    await user.click(screen.getByLabelText('Keychain 1 Text'));
    expect(onSelect).toHaveBeenCalled();
  });
});

describe('KeychainCard text and font', () => {
  it('hands typed text on as a change of the keychain', async () => {
    const { user, onChange } = renderCard();
    await user.type(screen.getByLabelText('Keychain 1 Text'), 'S');
    expect(onChange).toHaveBeenCalledWith({ customText: 'S' });
  });

  it('moves a keychain to a font that can draw Devanagari when the shopper types in it', async () => {
    const { user, onChange } = renderCard();
    await user.type(screen.getByLabelText('Keychain 1 Text'), 'न');
    expect(onChange).toHaveBeenCalledWith({ customText: 'न', fontFamily: 'baloo-2' });
  });

  it('offers only the fonts of the typed script', () => {
    renderCard({ design: { customText: 'नमन', fontFamily: 'baloo-2', textColor: 'yellow' } });
    const group = screen.getByRole('radiogroup', { name: 'Keychain 1 font' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['Baloo 2']);
  });

  it('offers every Latin font for Latin text and hands a font pick on', async () => {
    const { user, onChange } = renderCard({ design: { customText: 'Ved', fontFamily: 'bangers', textColor: 'yellow' } });
    const group = screen.getByRole('radiogroup', { name: 'Keychain 1 font' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['Bangers', 'Chewy', 'Pacifico', 'Permanent Marker', 'Knewave']);
    await user.click(within(group).getByRole('radio', { name: 'Knewave' }));
    expect(onChange).toHaveBeenCalledWith({ fontFamily: 'knewave' });
  });

  it('hands a colour pick on by its value', async () => {
    const { user, onChange } = renderCard();
    await user.click(screen.getByRole('radio', { name: 'Orange' }));
    expect(onChange).toHaveBeenCalledWith({ textColor: 'orange' });
  });
});

describe('KeychainCard preview', () => {
  it('shows the 3D preview on the card being edited, loaded when the page is idle', async () => {
    renderCard({ design: { customText: 'Mira', fontFamily: 'chewy', textColor: 'yellow' } });
    expect(screen.getByText('3D preview · drag to rotate')).toBeTruthy();
    const view = screen.getByRole('group', { name: 'Keychain 1 preview view' });
    expect(within(view).getByRole('button', { name: '3D' }).getAttribute('aria-pressed')).toBe('true');
    expect((await screen.findByTestId('keychain-3d', {}, { timeout: 3000 })).textContent).toBe('Mira in chewy');
  });

  it('switches to the flat preview on 2D and back', async () => {
    const { user } = renderCard({ design: { customText: 'Mira', fontFamily: 'chewy', textColor: 'yellow' } });
    const view = screen.getByRole('group', { name: 'Keychain 1 preview view' });
    await user.click(within(view).getByRole('button', { name: '2D' }));
    expect(within(view).getByRole('button', { name: '2D' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Preview')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Keychain preview: Mira' })).toHaveLength(1);
    await user.click(within(view).getByRole('button', { name: '3D' }));
    expect(screen.getByText('3D preview · drag to rotate')).toBeTruthy();
  });

  it('keeps other cards flat, without a switch, so one 3D canvas runs at a time', () => {
    renderCard({ selected: false, design: { customText: 'Mira', fontFamily: 'chewy', textColor: 'yellow' } });
    expect(screen.getByText('Preview')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Keychain 1 preview view' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Keychain preview: Mira' })).toBeTruthy();
  });

  it('previews "Your Text" in place of a blank name and shows the sample placeholder', () => {
    renderCard({ selected: false });
    expect(screen.getByRole('img', { name: 'Keychain preview: Your Text' })).toBeTruthy();
    expect(screen.getByText('Sample Coming Soon')).toBeTruthy();
    expect(screen.getByTestId('sample-placeholder-text').textContent).toBe('Your Text');
  });
});

describe('KeychainCard Save design', () => {
  it('keeps a guest’s design on this device and says so', async () => {
    const { user } = renderCard({ design: { customText: 'Advik', fontFamily: 'pacifico', textColor: 'green' } });
    await user.click(screen.getByRole('button', { name: 'Save design: keychain 1' }));
    expect(await screen.findByText('Design saved')).toBeTruthy();
    expect(screen.getByText('Saved on this device. Sign in to keep it in your account.')).toBeTruthy();
    const stored = JSON.parse(localStorage.getItem(GUEST_DESIGNS_KEY) ?? '{}');
    expect(stored.designs[0]).toMatchObject({
      customText: 'Advik',
      fontFamily: 'pacifico',
      textColor: 'green',
      colorCombination: { fontColor: '#4ade80', backgroundColor: '#052e16', displayName: 'Green' },
    });
  });

  it('refuses to save a design without text', async () => {
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Save design: keychain 1' }));
    expect(await screen.findByText('Cannot save yet')).toBeTruthy();
    expect(localStorage.getItem(GUEST_DESIGNS_KEY)).toBeNull();
  });

  it('saves a signed-in customer’s design to the account', async () => {
    const { calls } = stubApi({ 'POST /api/designs': { id: 7 } });
    const { user } = renderCard({ design: { customText: 'Advik', fontFamily: 'pacifico', textColor: 'green' } }, true);
    await user.click(screen.getByRole('button', { name: 'Save design: keychain 1' }));
    expect(await screen.findByText('Find it under My designs in your account.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/designs')?.body).toMatchObject({ customText: 'Advik' });
    expect(localStorage.getItem(GUEST_DESIGNS_KEY)).toBeNull();
  });

  it('shows the server’s reason when the account refuses the design', async () => {
    stubApi({ 'POST /api/designs': reply(409, { message: 'You already saved this design' }) });
    const { user } = renderCard({ design: { customText: 'Advik', fontFamily: 'pacifico', textColor: 'green' } }, true);
    await user.click(screen.getByRole('button', { name: 'Save design: keychain 1' }));
    expect(await screen.findByText('You already saved this design')).toBeTruthy();
    expect(screen.getByText('Could not save')).toBeTruthy();
  });
});
