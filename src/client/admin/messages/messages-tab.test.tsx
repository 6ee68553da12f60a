// The admin's Messages tab and an order card's messages (docs/product.md#whatsapp-updates): every
// channel newest first with delivery states, the channel filter, and a failed WhatsApp message
// naming the e-mail that carried its news; Resend on a failed message (a new message, the server's
// refusal shown), never on one that went or was already resent.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminMessage } from '#shared/schemas/messages';
import { json, stubFetch } from '../../../../tests/support/fetch-stub';
import { renderWithClient } from '../../../../tests/support/render-client';
import { MessagesTab, OrderMessages } from './messages-tab';

function message(overrides: Partial<AdminMessage> = {}): AdminMessage {
  return {
    id: 7,
    channel: 'whatsapp',
    to: '+919876543210',
    template: 'order_confirmed',
    body: 'Hi Asha, your Chaabi order #42 is confirmed: 3 keychain(s), ₹510 paid.',
    status: 'read',
    orderId: 42,
    createdAt: '2026-11-27T10:00:00.000Z',
    error: null,
    fallbackEmailId: null,
    resentFromId: null,
    ...overrides,
  };
}

const READ = message();
const EMAIL = message({
  id: 6,
  channel: 'email',
  to: 'asha@example.in',
  template: 'order_confirmation',
  status: 'sent',
  body: 'Thank you!',
});
const FAILED = message({
  id: 9,
  orderId: 43,
  status: 'failed',
  error: 'Message undeliverable: the number is not on WhatsApp (131026)',
  fallbackEmailId: 8,
});

describe('the Messages tab', () => {
  it('lists WhatsApp and e-mail with their delivery states and text', async () => {
    stubFetch({ 'GET /api/admin/messages': { data: [READ, EMAIL] } });
    renderWithClient(<MessagesTab />);
    const whatsapp = await screen.findByRole('listitem', { name: 'whatsapp message 7' });
    expect(within(whatsapp).getByText('read')).toBeTruthy();
    expect(within(whatsapp).getByText('+919876543210')).toBeTruthy();
    expect(within(whatsapp).getByText(/order_confirmed · order #42/)).toBeTruthy();
    expect(within(whatsapp).getByText(/₹510 paid/)).toBeTruthy();
    const email = screen.getByRole('listitem', { name: 'email message 6' });
    expect(within(email).getByText('sent')).toBeTruthy();
    expect(within(email).getByText('E-mail')).toBeTruthy();
  });

  it('asks for one channel when the admin picks it', async () => {
    const api = stubFetch({ 'GET /api/admin/messages': { data: [READ] } });
    renderWithClient(<MessagesTab />);
    await screen.findByRole('listitem', { name: 'whatsapp message 7' });
    await userEvent.click(screen.getByRole('button', { name: 'WhatsApp' }));
    expect(screen.getByRole('button', { name: 'WhatsApp' }).getAttribute('aria-pressed')).toBe('true');
    await screen.findByRole('listitem', { name: 'whatsapp message 7' });
    expect(api.calls.map((c) => c.url)).toContain('/api/admin/messages?channel=whatsapp');
  });

  it('shows a failed WhatsApp message with its reason and the e-mail that went instead', async () => {
    stubFetch({ 'GET /api/admin/messages': { data: [FAILED] } });
    renderWithClient(<MessagesTab />);
    const row = await screen.findByRole('listitem', { name: 'whatsapp message 9' });
    expect(within(row).getByText('failed: sent by e-mail')).toBeTruthy();
    expect(within(row).getByText(/not on WhatsApp/)).toBeTruthy();
    expect(within(row).getByText('The news went by e-mail instead (message 8).')).toBeTruthy();
  });

  it('says when there is nothing yet', async () => {
    stubFetch({ 'GET /api/admin/messages': { data: [] } });
    renderWithClient(<MessagesTab />);
    expect(await screen.findByText('No messages yet. A paid order writes its confirmation here.')).toBeTruthy();
  });
});

describe("an order card's messages", () => {
  it("asks for the order's messages only", async () => {
    const api = stubFetch({ 'GET /api/admin/messages': { data: [READ, EMAIL] } });
    renderWithClient(<OrderMessages orderId={42} />);
    await screen.findByRole('listitem', { name: 'whatsapp message 7' });
    expect(api.calls.map((c) => c.url)).toEqual(['/api/admin/messages?orderId=42']);
  });
});

describe('Resend', () => {
  const RESENT = message({ id: 12, orderId: 43, status: 'queued', resentFromId: 9, body: FAILED.body });

  it('sends a failed message again and lists the new one, the failed one without Resend', async () => {
    let resent = false;
    const api = stubFetch({
      'GET /api/admin/messages': () => ({ data: resent ? [RESENT, FAILED] : [FAILED, READ] }),
      'POST /api/admin/messages/:id/resend': () => {
        resent = true;
        return json(201, { data: RESENT });
      },
    });
    renderWithClient(<MessagesTab />);
    const row = await screen.findByRole('listitem', { name: 'whatsapp message 9' });
    expect(within(screen.getByRole('listitem', { name: 'whatsapp message 7' })).queryByRole('button', { name: /Resend/ })).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Resend WhatsApp message 9' }));
    const copy = await screen.findByRole('listitem', { name: 'whatsapp message 12' });
    expect(within(copy).getByText('Resent by staff (message 9 failed).')).toBeTruthy();
    expect(within(copy).getByText('queued')).toBeTruthy();
    const failed = screen.getByRole('listitem', { name: 'whatsapp message 9' });
    expect(within(failed).getByText('Resent as message 12.')).toBeTruthy();
    expect(within(failed).queryByRole('button', { name: /Resend/ })).toBeNull();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/admin/messages/9/resend']);
  });

  it("shows the server's refusal for a number that opted out", async () => {
    stubFetch({
      'GET /api/admin/messages': { data: [FAILED] },
      'POST /api/admin/messages/:id/resend': json(400, {
        message:
          '+919876543210 has opted out of WhatsApp updates (a STOP reply or the account toggle): the message cannot be sent there again',
      }),
    });
    renderWithClient(<MessagesTab />);
    const row = await screen.findByRole('listitem', { name: 'whatsapp message 9' });
    await userEvent.click(within(row).getByRole('button', { name: 'Resend WhatsApp message 9' }));
    expect((await within(row).findByRole('alert')).textContent).toMatch(/^\+919876543210 has opted out of WhatsApp updates/);
  });

  it("is on an order card's failed message too", async () => {
    stubFetch({ 'GET /api/admin/messages': { data: [FAILED] } });
    renderWithClient(<OrderMessages orderId={43} />);
    const row = await screen.findByRole('listitem', { name: 'whatsapp message 9' });
    expect(within(row).getByRole('button', { name: 'Resend WhatsApp message 9' })).toBeTruthy();
  });
});
