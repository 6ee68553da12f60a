// /track (docs/product.md#shipping-and-tracking, docs/decisions/053): the order number and the phone
// or e-mail it was placed with give the order's steps, courier, AWB and expected day; a wrong pair,
// too many tries and an outage each get their own sentence.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackResponse } from '#shared/schemas/shipping';
import { renderClient, reply, stubApi } from '#tests/support/render-client';
import { TrackPage } from './track-page';

function shipped(overrides: Partial<TrackResponse> = {}): TrackResponse {
  return {
    orderId: 1042,
    steps: [
      { step: 'placed', label: 'Order placed', done: true, at: '2026-11-20T04:30:00.000Z' },
      { step: 'paid', label: 'Paid', done: true, at: '2026-11-20T04:31:00.000Z' },
      { step: 'printing', label: 'Printing', done: true, at: '2026-11-21T06:00:00.000Z' },
      { step: 'shipped', label: 'Shipped', done: true, at: '2026-11-22T09:15:00.000Z' },
      { step: 'out_for_delivery', label: 'Out for delivery', done: false, at: null },
      { step: 'delivered', label: 'Delivered', done: false, at: null },
    ],
    notice: null,
    courier: 'Delhivery',
    awb: 'DLV123456789',
    trackingUrl: 'https://www.delhivery.com/track/package/DLV123456789',
    expectedDelivery: '2026-11-26',
    ...overrides,
  };
}

const orderField = () => screen.getByLabelText<HTMLInputElement>('Order number');
const contactField = () => screen.getByLabelText<HTMLInputElement>('Phone or e-mail');

async function track(user: ReturnType<typeof renderClient>['user'], order: string, contact: string) {
  await user.type(orderField(), order);
  await user.type(contactField(), contact);
  await user.click(screen.getByRole('button', { name: 'Track' }));
}

beforeEach(() => {
  stubApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * Renders /track and waits for its form: the form is a lazy part that loads after the page's
 * heading (docs/decisions/144-checkout-and-track-forms-load-when-needed.md).
 */
async function renderTrack(path = '/track') {
  const rendered = renderClient(<TrackPage />, { path });
  await screen.findByRole('form', { name: 'Track your order' });
  return rendered;
}

describe('TrackPage form', () => {
  it('asks for the order number and the phone or e-mail it was placed with', async () => {
    await renderTrack();
    expect(screen.getByRole('heading', { level: 1, name: 'Where is my keychain?' })).toBeTruthy();
    expect(screen.getByText('Enter your order number and the phone number or e-mail you ordered with.')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Track your order' })).toBeTruthy();
    expect(orderField()).toBeTruthy();
    expect(contactField()).toBeTruthy();
  });

  it('says what is missing when the form is sent empty, and asks nothing', async () => {
    const { calls } = stubApi();
    const { user } = await renderTrack();
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByText('Enter the order number from your e-mail, like 1042')).toBeTruthy();
    expect(screen.getByText('Enter the phone number or e-mail you ordered with')).toBeTruthy();
    expect(calls.some((c) => c.url.startsWith('/api/track'))).toBe(false);
  });

  it('refuses an order number that is not a number', async () => {
    const { user } = await renderTrack();
    await track(user, 'ABC', 'priya@example.in');
    expect(await screen.findByText('Enter the order number from your e-mail, like 1042')).toBeTruthy();
    expect(orderField().getAttribute('aria-invalid')).toBe('true');
  });

  it('fills the order number from an e-mail link', async () => {
    await renderTrack('/track?order=1042');
    await waitFor(() => expect(orderField().value).toBe('1042'));
    expect(contactField().value).toBe('');
  });

  it('ignores an order number in the link that is not a number', async () => {
    await renderTrack('/track?order=12ab');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(orderField().value).toBe('');
  });
});

describe('TrackPage result', () => {
  it('shows the steps, the courier with its AWB and link, and the expected day', async () => {
    const { calls } = stubApi({ 'GET /api/track': shipped() });
    const { user } = await renderTrack();
    await track(user, '#1042', ' 98765 43210 ');

    const heading = await screen.findByRole('heading', { level: 2, name: 'Order #1042: Shipped' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('Arrives by Thu 26 Nov')).toBeTruthy();
    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('p')?.textContent)).toEqual([
      'Order placed (done)',
      'Paid (done)',
      'Printing (done)',
      'Shipped (done)',
      'Out for delivery (not yet)',
      'Delivered (not yet)',
    ]);
    expect(steps[3]?.getAttribute('aria-current')).toBe('step');
    expect(within(steps[3]!).getByText('DLV123456789')).toBeTruthy();
    expect(within(steps[3]!).getByRole('link', { name: 'Courier’s tracking' }).getAttribute('href')).toBe(
      'https://www.delhivery.com/track/package/DLV123456789',
    );
    expect(calls.find((c) => c.url.startsWith('/api/track'))?.url).toBe('/api/track?order=1042&contact=98765%2043210');
  });

  it('shows no courier link unless it is https', async () => {
    stubApi({ 'GET /api/track': shipped({ trackingUrl: 'http://tracker.example/DLV1' }) });
    const { user } = await renderTrack();
    await track(user, '1042', 'priya@example.in');
    await screen.findByRole('heading', { level: 2, name: 'Order #1042: Shipped' });
    expect(screen.queryByRole('link', { name: 'Courier’s tracking' })).toBeNull();
    expect(screen.getByText('DLV123456789')).toBeTruthy();
  });

  it('shows a notice for a stopped order and no expected day', async () => {
    stubApi({
      'GET /api/track': shipped({
        steps: shipped().steps.map((s) => ({ ...s, done: s.step === 'placed' || s.step === 'paid' })),
        notice: 'This order was cancelled and refunded.',
        expectedDelivery: null,
        awb: null,
        courier: null,
      }),
    });
    const { user } = await renderTrack();
    await track(user, '1042', 'priya@example.in');
    expect(await screen.findByRole('heading', { level: 2, name: 'Order #1042: Paid' })).toBeTruthy();
    expect(screen.getByText('This order was cancelled and refunded.')).toBeTruthy();
    expect(screen.queryByText(/^Arrives by/)).toBeNull();
  });

  it('gives the server’s one answer for an unknown order or a wrong contact', async () => {
    stubApi({
      'GET /api/track': reply(404, {
        message: 'We could not find an order with that number and phone or e-mail. Please check both and try again.',
      }),
    });
    const { user } = await renderTrack();
    await track(user, '99', 'someone@example.in');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not find an order with that number and phone or e-mail. Please check both and try again.',
    );
    expect(screen.queryByRole('list', { name: 'Order progress' })).toBeNull();
  });

  it('asks the visitor to wait after too many tries', async () => {
    stubApi({ 'GET /api/track': reply(429, { message: 'Too Many Requests' }) });
    const { user } = await renderTrack();
    await track(user, '1042', 'priya@example.in');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many tries. Please wait a minute and try again.');
  });

  it('says the lookup failed when the server cannot answer', async () => {
    stubApi({ 'GET /api/track': reply(503, { message: 'Service Unavailable' }) });
    const { user } = await renderTrack();
    await track(user, '1042', 'priya@example.in');
    expect((await screen.findByRole('alert')).textContent).toBe('We could not look up your order right now. Please try again.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Track' }).disabled).toBe(false);
  });

  it('says it is looking while the answer is on its way', async () => {
    let answer: (value: TrackResponse) => void = () => undefined;
    stubApi({ 'GET /api/track': () => new Promise<TrackResponse>((resolve) => (answer = resolve)) });
    const { user } = await renderTrack();
    await track(user, '1042', 'priya@example.in');
    const busy = await screen.findByRole<HTMLButtonElement>('button', { name: 'Looking…' });
    expect(busy.disabled).toBe(true);
    answer(shipped());
    expect(await screen.findByRole('heading', { level: 2, name: 'Order #1042: Shipped' })).toBeTruthy();
  });
});
