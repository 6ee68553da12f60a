// The print room's printers (docs/print-room.md#printers): each printer's last state as the
// operator reads it, "Send to printer" for the day's queued plates, adding a printer with the
// address rules, and removing one after a confirmation.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Printer } from '#shared/schemas/printers';
import { plate, YELLOW_ON_BLACK } from '../../../tests/factories/plates';
import { json, stubFetch, type Route } from '../../../tests/support/fetch-stub';
import { renderWithClient } from '../../../tests/support/render-client';
import { PrintersPanel } from './printers-panel';

function printer(id: number, name: string, overrides: Partial<Printer> = {}): Printer {
  return {
    id,
    name,
    kind: 'prusalink',
    url: `http://192.168.1.${50 + id}`,
    hasApiKey: true,
    lastState: { state: 'idle' },
    stateReadAt: '2026-11-27T06:00:00.000Z',
    createdAt: '2026-11-01T06:00:00.000Z',
    ...overrides,
  };
}

const SHELF = printer(1, 'Shelf Mk4');
const CORNER = printer(2, 'Corner Voron', { kind: 'moonraker', url: 'http://voron.local' });

function renderPanel(routes: Record<string, Route>) {
  const api = stubFetch({
    'GET /api/admin/printers': { printers: [] },
    'GET /api/admin/plates': { plates: [], totals: { estimatedSeconds: 0, filamentGrams: 0 } },
    ...routes,
  });
  renderWithClient(<PrintersPanel />);
  return api;
}

describe('the printers and their states', () => {
  it("reads each printer's last state: idle, printing with time left, the colour change pause, finished, error, not read", async () => {
    renderPanel({
      'GET /api/admin/printers': {
        printers: [
          printer(1, 'Idle one'),
          printer(2, 'Busy one', { kind: 'octoprint', lastState: { state: 'printing', progressPercent: 40, secondsLeft: 3900 } }),
          printer(3, 'Paused one', { kind: 'moonraker', lastState: { state: 'paused', progressPercent: 62, secondsLeft: null } }),
          printer(4, 'Done one', { lastState: { state: 'finished' } }),
          printer(5, 'Broken one', { lastState: { state: 'error', message: 'Nozzle thermistor disconnected' } }),
          printer(6, 'New one', { lastState: null, stateReadAt: null }),
        ],
      },
    });
    const list = await screen.findByRole('list', { name: 'Printers' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]!).getByText('Idle')).toBeTruthy();
    expect(within(items[0]!).getByText('PrusaLink · http://192.168.1.51')).toBeTruthy();
    expect(within(items[1]!).getByText('Printing · 40% · 1 h 05 min left')).toBeTruthy();
    expect(within(items[1]!).getByRole('progressbar', { name: 'Print progress' }).getAttribute('aria-valuenow')).toBe('40');
    expect(within(items[1]!).getByText('OctoPrint · http://192.168.1.52')).toBeTruthy();
    expect(within(items[2]!).getByText('Paused: load the text filament · 62%')).toBeTruthy();
    expect(within(items[3]!).getByText('Finished: take the plate off')).toBeTruthy();
    expect(within(items[4]!).getByText('Error: Nozzle thermistor disconnected')).toBeTruthy();
    expect(within(items[5]!).getByText('Not read yet')).toBeTruthy();
    expect(within(items[5]!).queryByText(/Read at/)).toBeNull();
    expect(within(items[0]!).getByText(/^Read at /)).toBeTruthy();
  });

  it('says there are no printers yet, and offers nothing to send', async () => {
    const api = renderPanel({});
    expect(await screen.findByText('No printers yet. Add one to send plates to it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Send to printer/ })).toBeNull();
    expect(api.callsTo('GET /api/admin/plates')).toHaveLength(0);
  });

  it('says when the printers cannot be loaded', async () => {
    renderPanel({ 'GET /api/admin/printers': json(500, { message: 'Internal Server Error' }) });
    expect(await screen.findByText('Failed to Load the Printers')).toBeTruthy();
  });
});

describe('Send to printer', () => {
  it("lists only today's queued plates, each with its own named button, and sends one to the chosen printer", async () => {
    const api = renderPanel({
      'GET /api/admin/printers': { printers: [SHELF, CORNER] },
      'GET /api/admin/plates': {
        plates: [
          plate(9, 'printing'),
          plate(8, 'queued', {
            colourCombination: YELLOW_ON_BLACK,
            keychains: [{ orderId: 1050, keychainIndex: 0, result: null, text: 'OM' }],
          }),
          plate(7, 'queued'),
        ],
        totals: { estimatedSeconds: 0, filamentGrams: 0 },
      },
      'POST /api/admin/plates/:id/send': plate(7, 'printing'),
    });
    const queued = await screen.findByRole('list', { name: 'Queued plates' });
    expect(
      within(queued)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('span')!.textContent),
    ).toEqual(['Plate #8 · Yellow · 1 keychain', 'Plate #7 · Light Pink · 3 keychains']);
    const sendButtons = within(queued).getAllByRole('button');
    expect(sendButtons.map((b) => b.textContent)).toEqual(['Send to printer: plate #8', 'Send to printer: plate #7']);
    const choose = screen.getByLabelText<HTMLSelectElement>('Printer for plate #7');
    expect([...choose.options].map((o) => o.textContent)).toEqual(['Shelf Mk4', 'Corner Voron']);
    expect(choose.value).toBe('1');
    await userEvent.selectOptions(choose, 'Corner Voron');
    await userEvent.click(sendButtons[1]!);
    expect(await screen.findByText('Plate #7 is printing.')).toBeTruthy();
    expect(screen.getByText('Plate sent')).toBeTruthy();
    const [call] = api.callsTo('POST /api/admin/plates/:id/send');
    expect(call?.path).toBe('/api/admin/plates/7/send');
    expect(call?.body).toEqual({ printerId: 2 });
  });

  it('sends to the first printer when none was chosen, and shows why a send failed', async () => {
    const api = renderPanel({
      'GET /api/admin/printers': { printers: [SHELF, CORNER] },
      'GET /api/admin/plates': { plates: [plate(7, 'queued')], totals: { estimatedSeconds: 0, filamentGrams: 0 } },
      'POST /api/admin/plates/:id/send': json(502, { message: 'Shelf Mk4 did not answer: is it switched on?' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Send to printer:?\s*plate #7/ }));
    expect(await screen.findByText('Not sent')).toBeTruthy();
    expect(screen.getByText('Shelf Mk4 did not answer: is it switched on?')).toBeTruthy();
    expect(api.callsTo('POST /api/admin/plates/:id/send')[0]?.body).toEqual({ printerId: 1 });
  });

  it('says when no plate is queued today', async () => {
    renderPanel({
      'GET /api/admin/printers': { printers: [SHELF] },
      'GET /api/admin/plates': { plates: [plate(3, 'checked')], totals: { estimatedSeconds: 0, filamentGrams: 0 } },
    });
    expect(await screen.findByText('No queued plates to send today.')).toBeTruthy();
  });
});

describe('adding a printer', () => {
  it('checks the name and the address before sending anything', async () => {
    const api = renderPanel({});
    const form = await screen.findByRole('form', { name: 'Add a printer' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add printer' }));
    expect(await within(form).findByText('Enter a name')).toBeTruthy();
    expect(within(form).getByText('Enter the printer’s address, like http://192.168.1.50')).toBeTruthy();
    expect(within(form).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');

    await userEvent.type(within(form).getByLabelText('Name'), 'Shelf Mk4');
    const address = within(form).getByLabelText('Address');
    await userEvent.type(address, 'ftp://192.168.1.50');
    await userEvent.click(within(form).getByRole('button', { name: 'Add printer' }));
    expect(await within(form).findByText('Only http:// and https:// addresses are allowed')).toBeTruthy();
    expect(within(form).queryByText('Enter a name')).toBeNull();

    await userEvent.clear(address);
    await userEvent.type(address, 'http://maker:secret@192.168.1.50');
    await userEvent.click(within(form).getByRole('button', { name: 'Add printer' }));
    expect(await within(form).findByText('Leave the user name and password out of the address; put the key in API key')).toBeTruthy();

    await userEvent.clear(address);
    await userEvent.type(address, 'http://192.168.1.50/?token=1');
    await userEvent.click(within(form).getByRole('button', { name: 'Add printer' }));
    expect(await within(form).findByText('The address takes no ?query or #fragment')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('adds a printer, says it is read every 10 s, and clears the form but keeps the kind', async () => {
    const api = renderPanel({ 'POST /api/admin/printers': printer(3, 'Corner Voron', { kind: 'moonraker' }) });
    const form = await screen.findByRole('form', { name: 'Add a printer' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Corner Voron');
    await userEvent.selectOptions(within(form).getByLabelText('Kind'), 'Moonraker');
    await userEvent.type(within(form).getByLabelText('Address'), 'http://voron.local');
    await userEvent.type(within(form).getByLabelText('API key'), 'k3y-123');
    expect(within(form).getByLabelText('API key').getAttribute('type')).toBe('password');
    await userEvent.click(within(form).getByRole('button', { name: 'Add printer' }));
    expect(await screen.findByText('Corner Voron is read every 10 s.')).toBeTruthy();
    expect(api.callsTo('POST /api/admin/printers')[0]?.body).toEqual({
      name: 'Corner Voron',
      kind: 'moonraker',
      url: 'http://voron.local',
      apiKey: 'k3y-123',
    });
    await waitFor(() => expect(within(form).getByLabelText('Name')).toHaveProperty('value', ''));
    expect(within(form).getByLabelText('Address')).toHaveProperty('value', '');
    expect(within(form).getByLabelText('Kind')).toHaveProperty('value', 'moonraker');
    // The list is read again with the new printer.
    await waitFor(() => expect(api.callsTo('GET /api/admin/printers').length).toBeGreaterThan(1));
  });

  it("keeps what was typed and shows the server's refusal", async () => {
    renderPanel({ 'POST /api/admin/printers': json(409, { message: 'A printer named Shelf Mk4 already exists' }) });
    const form = await screen.findByRole('form', { name: 'Add a printer' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Shelf Mk4');
    await userEvent.type(within(form).getByLabelText('Address'), 'http://192.168.1.50');
    await userEvent.click(within(form).getByRole('button', { name: 'Add printer' }));
    expect(await screen.findByText('A printer named Shelf Mk4 already exists')).toBeTruthy();
    expect(within(form).getByLabelText('Name')).toHaveProperty('value', 'Shelf Mk4');
  });
});

describe('removing a printer', () => {
  it('asks first, saying plates already sent keep printing, then removes it', async () => {
    const api = renderPanel({
      'GET /api/admin/printers': { printers: [SHELF, CORNER] },
      'DELETE /api/admin/printers/:id': json(204, null),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Corner Voron' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove printer?' });
    expect(within(dialog).getByText('Corner Voron will no longer be read or sent plates. Plates already sent keep printing.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Corner Voron was removed.')).toBeTruthy();
    expect(api.callsTo('DELETE /api/admin/printers/:id').map((c) => c.path)).toEqual(['/api/admin/printers/2']);
  });

  it('removes nothing when cancelled', async () => {
    const api = renderPanel({ 'GET /api/admin/printers': { printers: [SHELF] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Shelf Mk4' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('DELETE /api/admin/printers/:id')).toHaveLength(0);
  });
});
