// The Print queue's plates (docs/print-room.md#plates, docs/print-room.md#estimates): keychains
// waiting by colour with "Make plate", the day's plates in each state with the move that state
// allows, the quality check whose failed keychains go back to the queue, and the orders' progress.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PINK_ON_BLACK, YELLOW_ON_BLACK, plate } from '../../../tests/factories/plates';
import { json, stubFetch, type Route } from '../../../tests/support/fetch-stub';
import { renderWithClient } from '../../../tests/support/render-client';
import { PlatesBoard } from './plates-board';

const EMPTY: Record<string, Route> = {
  'GET /api/admin/plates/queue': { groups: [], perPlate: 20 },
  'GET /api/admin/plates': { plates: [], totals: { estimatedSeconds: 0, filamentGrams: 0 } },
  'GET /api/admin/plates/progress': { orders: [] },
  'GET /api/admin/plates/ready-to-ship': { orders: [] },
};

function renderBoard(routes: Record<string, Route>) {
  const api = stubFetch({ ...EMPTY, ...routes });
  renderWithClient(<PlatesBoard />);
  return api;
}

const section = (name: string) => screen.getByRole('region', { name });
/** A button by its visible words and its hidden "of which plate" (jsdom's names drop the space between them). */
const button = (visible: string, hidden: string) => screen.getByRole('button', { name: new RegExp(`^${visible}\\s*${hidden}$`) });

describe('keychains waiting for a plate', () => {
  it('lists each colour combination with its swatch, filaments, count and orders', async () => {
    renderBoard({
      'GET /api/admin/plates/queue': {
        perPlate: 20,
        groups: [
          { ...PINK_ON_BLACK, keychains: 27, orderIds: [1040, 1042] },
          { ...YELLOW_ON_BLACK, keychains: 1, orderIds: [1044] },
        ],
      },
    });
    const waiting = await screen.findByRole('region', { name: 'Keychains waiting for a plate' });
    const groups = await within(waiting).findAllByRole('listitem');
    expect(groups.map((g) => g.textContent)).toEqual([
      'AaLight PinkLight Pink PLA on Black PLA27 keychains · orders #1040, #1042Make plate of Light Pink',
      'AaYellowYellow PLA on Black PLA1 keychain · orders #1044Make plate of Yellow',
    ]);
  });

  it('shows the empty state when nothing waits', async () => {
    renderBoard({});
    expect(await within(section('Keychains waiting for a plate')).findByText('No keychains waiting')).toBeTruthy();
    expect(screen.getByText('Keychains of paid orders appear here until they are on a plate.')).toBeTruthy();
  });

  it('asks before making a plate, saying how many of the group a plate takes, then makes it', async () => {
    const api = renderBoard({
      'GET /api/admin/plates/queue': { perPlate: 20, groups: [{ ...PINK_ON_BLACK, keychains: 27, orderIds: [1040, 1042] }] },
      'POST /api/admin/plates': plate(12, 'queued'),
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Make plate\s*of Light Pink$/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Make a plate?' });
    expect(within(dialog).getByText(/go on a new plate/).textContent).toBe(
      '20 of 27 Light Pink keychains (Light Pink PLA on Black PLA), oldest first, go on a new plate.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make plate' }));
    expect(await screen.findByText('Plate made')).toBeTruthy();
    expect(api.callsTo('POST /api/admin/plates')[0]?.body).toEqual({ orderIds: [1040, 1042], colourKey: 'f9a8d4-on-1f1f1f' });
    // Every plate list is read again after a move.
    await waitFor(() => expect(api.callsTo('GET /api/admin/plates/queue')).toHaveLength(2));
  });

  it('makes nothing when the operator cancels', async () => {
    const api = renderBoard({
      'GET /api/admin/plates/queue': { perPlate: 20, groups: [{ ...YELLOW_ON_BLACK, keychains: 4, orderIds: [1044] }] },
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Make plate\s*of Yellow$/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Make a plate?' });
    expect(within(dialog).getByText(/^4 of 4 Yellow keychains/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('POST /api/admin/plates')).toHaveLength(0);
  });

  it('says so when the queue cannot be loaded', async () => {
    renderBoard({ 'GET /api/admin/plates/queue': json(500, { message: 'Internal Server Error' }) });
    expect(await screen.findByText('Failed to Load the Queued Keychains')).toBeTruthy();
  });
});

describe("today's plates", () => {
  it('shows each state with only the move it allows, and the slicer estimate or its absence', async () => {
    renderBoard({
      'GET /api/admin/plates': {
        plates: [
          plate(4, 'checked', {
            keychains: [
              { orderId: 1042, keychainIndex: 0, result: 'passed', text: 'PRIYA' },
              { orderId: 1042, keychainIndex: 1, result: 'failed', text: 'ARJUN' },
              { orderId: 1043, keychainIndex: 0, result: 'passed', text: 'MEERA' },
            ],
          }),
          plate(3, 'printed'),
          plate(2, 'printing', { estimatedSeconds: 3900, filamentGrams: 42.26 }),
          plate(1, 'queued', {
            colourCombination: YELLOW_ON_BLACK,
            keychains: [{ orderId: 1044, keychainIndex: 0, result: null, text: 'OM' }],
          }),
        ],
        totals: { estimatedSeconds: 3900, filamentGrams: 42.26 },
      },
    });
    const day = screen.getByRole('region', { name: "Today's plates" });
    expect(await within(day).findByText('4 plates · slicer total 1 h 05 min · 42.3 g (1 estimated)')).toBeTruthy();
    const cards = within(day).getAllByRole('listitem');
    const moves = (card: HTMLElement) =>
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(within(cards[0]!).getByText('Checked')).toBeTruthy();
    expect(within(cards[0]!).getByText(/3 keychains/).textContent).toBe('Light Pink PLA on Black PLA · 3 keychains · 2 passed, 1 failed');
    expect(moves(cards[0]!)).toEqual(['Estimate plate #4']);
    expect(within(cards[1]!).getByText('Printed')).toBeTruthy();
    expect(moves(cards[1]!)).toEqual(['Quality check plate #3', 'Estimate plate #3']);
    expect(within(cards[2]!).getByText('Printing')).toBeTruthy();
    expect(within(cards[2]!).getByText('Slicer: 1 h 05 min · 42.3 g')).toBeTruthy();
    expect(moves(cards[2]!)).toEqual(['Mark printed plate #2', 'Estimate plate #2']);
    expect(within(cards[3]!).getByText('Queued')).toBeTruthy();
    expect(within(cards[3]!).getByText('Yellow PLA on Black PLA · 1 keychain')).toBeTruthy();
    expect(within(cards[3]!).getByText('Not estimated')).toBeTruthy();
    expect(moves(cards[3]!)).toEqual(['Start printing plate #1', 'Estimate plate #1']);
    expect(
      within(cards[3]!)
        .getByRole('link', { name: /^Download 3MF\s*of plate #1$/ })
        .getAttribute('href'),
    ).toBe('/api/admin/plates/1/plate.3mf');
  });

  it('starts a queued plate and marks a printing one printed, each with its toast', async () => {
    const api = renderBoard({
      'GET /api/admin/plates': { plates: [plate(2, 'printing'), plate(1, 'queued')], totals: { estimatedSeconds: 0, filamentGrams: 0 } },
      'POST /api/admin/plates/:id/start': plate(1, 'printing'),
      'POST /api/admin/plates/:id/printed': plate(2, 'printed'),
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Start printing\s*plate #1$/ }));
    expect(await screen.findByText('Plate #1 printing')).toBeTruthy();
    await userEvent.click(button('Mark printed', 'plate #2'));
    expect(await screen.findByText('Plate #2 printed')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/admin/plates/1/start',
      '/api/admin/plates/2/printed',
    ]);
  });

  it('says another operator moved the plate first, and reads the lists again (409)', async () => {
    const api = renderBoard({
      'GET /api/admin/plates': { plates: [plate(1, 'queued')], totals: { estimatedSeconds: 0, filamentGrams: 0 } },
      'POST /api/admin/plates/:id/start': json(409, { message: 'Plate #1 is already printing.' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Start printing\s*plate #1$/ }));
    expect(await screen.findByText('Already changed')).toBeTruthy();
    expect(screen.getByText('Plate #1 is already printing. The lists have been refreshed.')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET /api/admin/plates')).toHaveLength(2));
  });

  it('says "No estimate" with the reason when the server has no slicer', async () => {
    renderBoard({
      'GET /api/admin/plates': { plates: [plate(5, 'queued')], totals: { estimatedSeconds: 0, filamentGrams: 0 } },
      'POST /api/admin/plates/:id/estimate': json(409, { message: 'PrusaSlicer is not installed on this server' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Estimate\s*plate #5$/ }));
    expect(await screen.findByText('No estimate')).toBeTruthy();
    expect(screen.getByText('PrusaSlicer is not installed on this server')).toBeTruthy();
  });

  it('says when there are no plates today', async () => {
    renderBoard({});
    expect(await screen.findByText('No plates today')).toBeTruthy();
    expect(screen.getByText('Make a plate from the keychains waiting above.')).toBeTruthy();
  });
});

describe('the quality check (docs/product.md#quality-check)', () => {
  async function openCheck() {
    await userEvent.click(await screen.findByRole('button', { name: /^Quality check\s*plate #3$/ }));
    return screen.findByRole('dialog', { name: 'Quality check of plate #3' });
  }

  it('sends the ticked keychains as failed and says how many passed', async () => {
    const api = renderBoard({
      'GET /api/admin/plates': { plates: [plate(3, 'printed')], totals: { estimatedSeconds: 0, filamentGrams: 0 } },
      'POST /api/admin/plates/:id/check': plate(3, 'checked'),
    });
    const dialog = await openCheck();
    expect(within(dialog).getByText('Tick the keychains that failed; they go back to the queue. The rest pass.')).toBeTruthy();
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.map((b) => b.closest('label')!.textContent)).toEqual([
      '#1042 keychain 1: PRIYA',
      '#1042 keychain 2: ARJUN',
      '#1043 keychain 1: MEERA',
    ]);
    await userEvent.click(within(dialog).getByLabelText('#1042 keychain 2: ARJUN'));
    await userEvent.click(within(dialog).getByLabelText('#1043 keychain 1: MEERA'));
    // Unticking puts a keychain back among the passed ones.
    await userEvent.click(within(dialog).getByLabelText('#1043 keychain 1: MEERA'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm check' }));
    expect(await screen.findByText('2 passed, 1 failed')).toBeTruthy();
    expect(api.callsTo('POST /api/admin/plates/:id/check')[0]?.body).toEqual({ failed: [{ orderId: 1042, keychainIndex: 1 }] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('passes every keychain when none is ticked', async () => {
    const api = renderBoard({
      'GET /api/admin/plates': { plates: [plate(3, 'printed')], totals: { estimatedSeconds: 0, filamentGrams: 0 } },
      'POST /api/admin/plates/:id/check': plate(3, 'checked'),
    });
    const dialog = await openCheck();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm check' }));
    expect(await screen.findByText('3 passed, 0 failed')).toBeTruthy();
    expect(api.callsTo('POST /api/admin/plates/:id/check')[0]?.body).toEqual({ failed: [] });
  });

  it('forgets the ticks of a cancelled check', async () => {
    const api = renderBoard({
      'GET /api/admin/plates': { plates: [plate(3, 'printed')], totals: { estimatedSeconds: 0, filamentGrams: 0 } },
    });
    let dialog = await openCheck();
    await userEvent.click(within(dialog).getByLabelText('#1042 keychain 1: PRIYA'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openCheck();
    expect(within(dialog).getByLabelText('#1042 keychain 1: PRIYA')).toHaveProperty('checked', false);
    expect(api.callsTo('POST /api/admin/plates/:id/check')).toHaveLength(0);
  });
});

describe("the orders' progress", () => {
  it('lists orders in print with "n of m printed" and the orders ready to ship', async () => {
    renderBoard({
      'GET /api/admin/plates/progress': {
        orders: [
          { orderId: 1042, passed: 1, total: 3, readyToShip: false },
          { orderId: 1043, passed: 1, total: 1, readyToShip: true },
        ],
      },
      'GET /api/admin/plates/ready-to-ship': { orders: [{ orderId: 1043, passed: 1, total: 1, readyToShip: true }] },
    });
    const inPrint = section('Orders in print');
    expect((await within(inPrint).findAllByRole('listitem')).map((li) => li.textContent)).toEqual(['Order #10421 of 3 printed']);
    const ready = section('Ready to ship');
    expect((await within(ready).findAllByRole('listitem')).map((li) => li.textContent)).toEqual(['Order #10431 of 1 printed']);
  });

  it('says when no order is in print or ready', async () => {
    renderBoard({});
    expect(await screen.findByText('No orders in print.')).toBeTruthy();
    expect(await screen.findByText('No order has all its keychains passed yet.')).toBeTruthy();
  });
});
